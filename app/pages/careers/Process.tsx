import { Band } from '../../components/sections/Band.tsx';
import { SectionHeading } from '../../components/sections/SectionHeading.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import styles from './Process.module.css';

/** How an application runs, step by step, with the time each step takes. */
export function Process() {
  const { t, copy } = useTranslation('careers');
  return (
    <Band labelledBy="process-title" tone="dark">
      <SectionHeading id="process-title" eyebrow={t('process.eyebrow')} title={t('process.title')} intro={t('process.intro')} />
      <ol className={styles.steps}>
        {copy('process.steps').map((step) => (
          <li key={step.title} className={styles.step}>
            <h3 className={styles.title}>{step.title}</h3>
            <p className={styles.text}>{step.text}</p>
          </li>
        ))}
      </ol>
    </Band>
  );
}
