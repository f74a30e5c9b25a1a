import { Band } from '../../components/sections/Band.tsx';
import { SectionHeading } from '../../components/sections/SectionHeading.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import styles from './Purpose.module.css';

/** Vision and mission, side by side: where we want the industry to be, and what we do for it. */
export function Purpose() {
  const { t } = useTranslation('aboutUs');
  return (
    <Band id="vision" labelledBy="purpose-title">
      <SectionHeading id="purpose-title" eyebrow={t('purpose.eyebrow')} title={t('purpose.title')} />
      <div className={styles.grid}>
        {(['vision', 'mission'] as const).map((id) => (
          <article key={id} className={`${styles.card} ${styles[id]}`} aria-labelledby={`${id}-title`}>
            <p className={styles.label}>{t(`purpose.${id}.label`)}</p>
            <h3 id={`${id}-title`} className={styles.statement}>
              {t(`purpose.${id}.title`)}
            </h3>
            <p className={styles.body}>{t(`purpose.${id}.body`)}</p>
          </article>
        ))}
      </div>
    </Band>
  );
}
