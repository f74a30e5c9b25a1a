import { Wordmark } from '../../components/trust/Wordmark.tsx';
import { caseStudies } from '../../content/case-studies.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import styles from './StudyOverview.module.css';

/** Beside the page's headline: the three studies at a glance, each a link to its place on the page. */
export function StudyOverview() {
  const { t, copy } = useTranslation('caseStudies');
  const studies = copy('studies');
  return (
    <nav className={styles.overview} aria-labelledby="overview-title">
      <h2 id="overview-title" className={styles.title}>
        {t('hero.overview')}
      </h2>
      <ol className={styles.list}>
        {caseStudies.map((study) => (
          <li key={study.id}>
            <a className={styles.link} href={`#${study.id}`}>
              <Wordmark id={study.customer} className={styles.firm} />
              <span className={styles.headline}>{studies[study.id].title}</span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
