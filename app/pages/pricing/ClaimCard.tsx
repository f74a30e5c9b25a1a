import { useTranslation } from '../../i18n/use-translation.tsx';
import styles from './ClaimCard.module.css';
import { replacedTools } from './content.ts';

/** The hero's picture of the claim: three separate tools folded into one application. */
export function ClaimCard() {
  const { t } = useTranslation('pricing');
  return (
    <div className={styles.card}>
      <p className={styles.label}>{t('hero.claim.label')}</p>
      <ol className={styles.tools}>
        {replacedTools.map((tool, index) => (
          <li key={tool.id} className={styles.tool}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            {t(`hero.claim.items.${tool.id}`)}
          </li>
        ))}
      </ol>
      <p className={styles.result}>
        <strong className={styles.resultTitle}>{t('hero.claim.result')}</strong>
        <span className={styles.note}>{t('hero.claim.note')}</span>
      </p>
    </div>
  );
}
