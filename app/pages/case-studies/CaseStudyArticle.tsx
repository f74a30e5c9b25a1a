import { Picture } from '../../components/media/Picture.tsx';
import { PageLink } from '../../components/navigation/PageLink.tsx';
import { CaseStudyFigures } from '../../components/trust/CaseStudyFigures.tsx';
import { ExampleTag } from '../../components/trust/ExampleTag.tsx';
import { Monogram } from '../../components/trust/Monogram.tsx';
import { Wordmark } from '../../components/trust/Wordmark.tsx';
import type { caseStudies } from '../../content/case-studies.ts';
import { customerName } from '../../content/customers.ts';
import { useLang } from '../../context/page.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { RenderPicture } from '../../media/render-pictures.ts';
import { pathTo } from '../../shared/pages.ts';
import styles from './CaseStudyArticle.module.css';

/**
 * One case study, its own band with the study's id as anchor: the firm beside a picture of its building,
 * the project's facts, the starting point and what changed, the modules, the results, a quote from the
 * firm, and its workflow.
 */
export function CaseStudyArticle({ study, picture, tone }: { study: (typeof caseStudies)[number]; picture: RenderPicture; tone: 'plain' | 'warm' }) {
  const lang = useLang();
  const { t, copy } = useTranslation('caseStudies');
  const common = useTranslation('common');
  const text = copy(`studies.${study.id}`);
  const heading = `${study.id}-title`;
  const audience = common.t(`workflowsNav.${study.workflow}.name`);
  const facts = [
    ['customer', text.customerType],
    ['project', text.project.type],
    ['size', text.project.size],
    ['place', text.project.place],
    ['phase', text.project.phase],
  ] as const;
  return (
    // A band of its own rather than <Band>: a band skips layout until it is near (content-visibility),
    // and a link to a study further down (the overview, a teaser elsewhere) would land short of it.
    <section id={study.id} aria-labelledby={heading} data-tone={tone} className={`${styles.band} ${tone === 'warm' ? styles.warm : ''}`}>
      <article className={`container ${styles.study}`}>
        <div className={styles.lead}>
          <header className={styles.head}>
            <p className="eyebrow">{t('teaser.eyebrow', { audience })}</p>
            <Wordmark id={study.customer} className={styles.firm} />
            <h2 id={heading} className={styles.title}>
              {text.title}
            </h2>
            <p className={styles.summary}>{text.summary}</p>
          </header>
          <Picture
            image={picture.image}
            alt={text.visual}
            sizes="(max-width: 968px) min(720px, calc(100vw - 48px)), (max-width: 1248px) calc((100vw - 96px) * 7 / 12), 680px"
            loading="lazy"
            className={styles.picture}
          />
        </div>
        <dl className={styles.facts} aria-label={t('labels.facts')}>
          {facts.map(([label, value]) => (
            <div key={label} className={styles.fact}>
              <dt>{t(`labels.${label}`)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <div className={styles.body}>
          <div className={styles.story}>
            <h3 className={styles.subtitle}>{t('labels.situation')}</h3>
            <p>{text.situation}</p>
            <h3 className={styles.subtitle}>{t('labels.solution')}</h3>
            <p>{text.solution}</p>
            <h3 className={styles.subtitle} id={`${study.id}-modules`}>
              {t('labels.modules')}
            </h3>
            <ul className={styles.modules} aria-labelledby={`${study.id}-modules`}>
              {study.modules.map((module) => (
                <li key={module}>
                  <PageLink to={pathTo(module, lang)}>{common.t(`features.${module}.name`)}</PageLink>
                </li>
              ))}
            </ul>
          </div>
          <div className={styles.side}>
            <h3 className={styles.subtitle} id={`${study.id}-results`}>
              {t('labels.results')}
            </h3>
            <CaseStudyFigures results={text.results} labelledBy={`${study.id}-results`} />
          </div>
        </div>
        <figure className={styles.quote}>
          <blockquote>
            <p>{text.quote.text}</p>
          </blockquote>
          <figcaption className={styles.person}>
            <Monogram name={study.person} customer={study.customer} />
            <span>
              <strong className={styles.name}>
                {study.person}
                <ExampleTag />
              </strong>
              <span className={styles.role}>
                {text.quote.position}, {customerName(study.customer)}
              </span>
            </span>
          </figcaption>
        </figure>
        <p className={styles.workflow}>
          <PageLink to={pathTo({ id: 'workflow', workflowName: study.workflow }, lang)}>{t('labels.workflow', { audience })}</PageLink>
        </p>
      </article>
    </section>
  );
}
