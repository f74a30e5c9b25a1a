import { ActionLink } from '../../components/actions/ActionLink.tsx';
import { ProductView } from '../../components/media/ProductView.tsx';
import { lazySection } from '../../components/sections/lazy-section.tsx';
import { ProductHero } from '../../components/sections/ProductHero.tsx';
import { vacancies } from '../../content/vacancies.ts';
import { pageLoader } from '../../i18n/page-data.server.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { withPageCopy } from '../../i18n/with-page-copy.tsx';
import { jobPostingStructuredData } from '../../lib/job-posting.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import { siteTeamBoardView } from '../../media/views/site-team-board.generated.ts';
import { createTranslator } from '../../shared/i18n/translator.ts';
import styles from './Openings.module.css';

// Below the first screen, each its own chunk, so the page carries only its sections' CSS.
const Positions = lazySection('positions', () => import('./Positions.tsx').then((module) => module.Positions));
const Benefits = lazySection('benefits', () => import('./Benefits.tsx').then((module) => module.Benefits));
const Teams = lazySection('teams', () => import('./Teams.tsx').then((module) => module.Teams));
const Places = lazySection('places', () => import('../../components/company/PlacesBand.tsx').then((module) => module.PlacesBand));
const Process = lazySection('process', () => import('./Process.tsx').then((module) => module.Process));
const Unsolicited = lazySection('unsolicited', () => import('./Unsolicited.tsx').then((module) => module.Unsolicited));

export const loader = pageLoader;
export const meta: typeof pageMeta = ({ loaderData }) =>
  loaderData
    ? [...pageMeta({ loaderData }), ...jobPostingStructuredData(createTranslator<'careers'>(loaderData.messages.careers, loaderData.lang))]
    : [];

function CareersPage() {
  const { t, copy } = useTranslation('careers');
  return (
    <>
      <ProductHero
        copy={copy('hero')}
        actions={
          <>
            <p className={styles.openings}>
              <a href="#positions">
                <span>
                  <strong>{t('hero.openings', { count: vacancies.length })}</strong> {t('hero.openingsNote')}
                </span>
              </a>
            </p>
            <ActionLink to="#positions">{t('hero.positionsCta')}</ActionLink>
            <ActionLink to="#unsolicited" variant="secondary">
              {t('hero.unsolicitedCta')}
            </ActionLink>
          </>
        }
        // Beside the text on a desktop; under it, below the first screen, on a phone.
        art={<ProductView view={siteTeamBoardView} alt={t('hero.artAlt')} sizes="min(640px, 100vw - 48px)" phoneBelow={688} loading="wide" />}
      />
      <Positions vacancies={vacancies} />
      <Benefits />
      <Teams vacancies={vacancies} />
      <Places namespace="careers" />
      <Process />
      <Unsolicited />
    </>
  );
}

export default withPageCopy(CareersPage);
