import actionStyles from '../../components/actions/ActionLink.module.css';
import { type OpenVacancy, vacancyDocumentPath } from '../../content/vacancies.ts';
import { useLang } from '../../context/page.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { applicationHref } from './application-mail.ts';
import styles from './VacancyCard.module.css';
import { vacancyFacts } from './vacancy-facts.ts';

/** One position: what it is, its facts and topics, and the two ways on: the PDF and the application mail. */
export function VacancyCard({ vacancy }: { vacancy: OpenVacancy }) {
  const lang = useLang();
  const { t, copy } = useTranslation('careers');
  const { title, tags, summary } = copy(`vacancies.${vacancy.id}`);
  const facts = vacancyFacts(vacancy, { t, lang });
  const titleId = `vacancy-${vacancy.id}-title`;
  return (
    <article id={`vacancy-${vacancy.id}`} className={styles.card} aria-labelledby={titleId}>
      <p className={styles.team}>{t(`teams.items.${vacancy.team}.name`)}</p>
      <h3 id={titleId} className={styles.title}>
        {title}
      </h3>
      <ul className={styles.facts} aria-label={t('positions.facts')}>
        <li className={styles.location}>{facts.location}</li>
        <li>{facts.employment}</li>
        <li>{facts.hours}</li>
        <li className={styles.salary}>{facts.salary}</li>
      </ul>
      <p className={styles.summary}>{summary}</p>
      <ul className={styles.tags} aria-label={t('positions.tags')}>
        {tags.map((tag) => (
          <li key={tag}>{tag}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        <a
          className={`${actionStyles.action} ${actionStyles.primary}`}
          href={applicationHref(t('mail.subject', { title }))}
          aria-label={t('positions.applyLabel', { title })}
        >
          {t('positions.apply')}
        </a>
        <a className={styles.document} href={vacancyDocumentPath(vacancy.id, lang)} hrefLang={lang} type="application/pdf" aria-describedby={titleId}>
          <svg
            aria-hidden="true"
            width="20"
            height="20"
            viewBox="0 0 20 20"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinejoin="round"
          >
            <path d="M5 2.75h7l4 4v10.5H5z" />
            <path d="M12 2.75v4h4M10.5 9v6M8 12.5l2.5 2.5 2.5-2.5" strokeLinecap="round" />
          </svg>
          {t('positions.document')}
        </a>
      </div>
    </article>
  );
}
