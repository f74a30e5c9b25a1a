import { Band } from '../../components/sections/Band.tsx';
import { SectionHeading } from '../../components/sections/SectionHeading.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import styles from './Phases.module.css';

/**
 * Planning, construction, operation: one platform over the building's life. The phases sit on one rail,
 * each marked with its work stages (HOAI in German, RIBA in English), in the page's own type: a diagram
 * drawn as an image would set these words in whatever font the visitor's machine has. What each phase
 * uses of the product is the feature picker's to say, right below.
 */
export function Phases() {
  const { t, copy } = useTranslation('home');
  const phases = Object.entries(copy('phases.items'));
  return (
    <Band labelledBy="phases-title" tone="warm">
      <SectionHeading id="phases-title" eyebrow={t('phases.eyebrow')} title={t('phases.title')} intro={t('phases.intro')} />
      <ol className={styles.phases}>
        {phases.map(([id, phase]) => (
          <li key={id} className={styles.phase}>
            <p className={styles.stage}>{phase.stage}</p>
            <h3 className={styles.title}>{phase.title}</h3>
            <p className={styles.body}>{phase.body}</p>
          </li>
        ))}
      </ol>
    </Band>
  );
}
