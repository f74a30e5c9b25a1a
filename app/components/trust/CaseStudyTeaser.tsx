import { type CaseStudyId, caseStudy } from '../../content/case-studies.ts';
import { caseStudyPictures } from '../../content/case-study-pictures.ts';
import { useLang } from '../../context/page.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { pathTo } from '../../shared/pages.ts';
import { Picture } from '../media/Picture.tsx';
import { PageLink } from '../navigation/PageLink.tsx';
import { Band } from '../sections/Band.tsx';
import { CaseStudyFigures } from './CaseStudyFigures.tsx';
import styles from './CaseStudyTeaser.module.css';
import { ExampleTag } from './ExampleTag.tsx';
import { Wordmark } from './Wordmark.tsx';

/**
 * One case study as a card: the firm, what changed, a picture of the building with its figures under
 * it, and the way to the whole story on the case-study page. Its copy joins the page's through
 * `withCaseStudyTeaser` in the page's loader.
 */
export function CaseStudyTeaser({ id }: { id: CaseStudyId }) {
  const lang = useLang();
  const { t, copy } = useTranslation('caseStudies');
  const common = useTranslation('common');
  const study = caseStudy(id);
  const text = copy(`studies.${id}`);
  const page = pathTo('caseStudies', lang);
  return (
    <Band tone="warm" labelledBy="case-study-title">
      <article className={styles.card}>
        <div className={styles.text}>
          <p className="eyebrow">{t('teaser.eyebrow', { audience: common.t(`workflowsNav.${study.workflow}.name`) })}</p>
          <Wordmark id={study.customer} className={styles.firm} />
          <h2 id="case-study-title" className={styles.title}>
            {text.title}
          </h2>
          <p className={styles.summary}>{text.summary}</p>
          <p className={styles.project}>
            {t('teaser.project', { type: text.project.type, place: text.project.place })}
            <ExampleTag />
          </p>
          <p className={styles.links}>
            <PageLink className={styles.primary} to={`${page}#${id}`}>
              {t('teaser.link')}
            </PageLink>
            <PageLink className={styles.secondary} to={page}>
              {t('teaser.all')}
            </PageLink>
          </p>
        </div>
        <div className={styles.visual}>
          <Picture
            image={caseStudyPictures[id].image}
            alt={text.visual}
            sizes="(max-width: 968px) min(720px, calc(100vw - 112px)), (max-width: 1248px) calc((100vw - 176px) * 5 / 12), 460px"
            loading="lazy"
            className={styles.picture}
          />
          <CaseStudyFigures results={text.results} label={t('teaser.results')} />
        </div>
      </article>
    </Band>
  );
}
