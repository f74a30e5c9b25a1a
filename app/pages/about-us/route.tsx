import { ActionLink } from '../../components/actions/ActionLink.tsx';
import { lazySection } from '../../components/sections/lazy-section.tsx';
import { ProductHero } from '../../components/sections/ProductHero.tsx';
import { useLang } from '../../context/page.tsx';
import { pageLoader } from '../../i18n/page-data.server.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { withPageCopy } from '../../i18n/with-page-copy.tsx';
import { pageMeta } from '../../lib/page-meta.ts';
import { pathTo } from '../../shared/pages.ts';
import { Facts } from './Facts.tsx';

// Below the first screen, each its own chunk, so the page carries only its sections' CSS.
const Purpose = lazySection('purpose', () => import('./Purpose.tsx').then((module) => module.Purpose));
const Values = lazySection('values', () => import('./Values.tsx').then((module) => module.Values));
const Leadership = lazySection('leadership', () => import('./Leadership.tsx').then((module) => module.Leadership));
const Teams = lazySection('teams', () => import('./Teams.tsx').then((module) => module.Teams));
const Story = lazySection('story', () => import('./Story.tsx').then((module) => module.Story));
const Places = lazySection('places', () => import('../../components/company/PlacesBand.tsx').then((module) => module.PlacesBand));
const Join = lazySection('join', () => import('./Join.tsx').then((module) => module.Join));
const Contact = lazySection('contact-band', () => import('./AboutContact.tsx').then((module) => module.AboutContact));

export const loader = pageLoader;
export const meta = pageMeta;

function AboutUsPage() {
  const lang = useLang();
  const { t, copy } = useTranslation('aboutUs');
  return (
    <>
      <ProductHero
        copy={copy('hero')}
        actions={
          <>
            <ActionLink to={pathTo('careers', lang)}>{t('hero.primaryCta')}</ActionLink>
            <ActionLink to="#contact" variant="secondary">
              {t('hero.secondaryCta')}
            </ActionLink>
          </>
        }
        art={<Facts />}
      />
      <Purpose />
      <Values />
      <Leadership />
      <Teams />
      <Story />
      <Places namespace="aboutUs" id="places" />
      <Join />
      <Contact />
    </>
  );
}

export default withPageCopy(AboutUsPage);
