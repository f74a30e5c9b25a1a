import { Illustration } from '../../components/media/Illustration.tsx';
import { Band } from '../../components/sections/Band.tsx';
import { SectionHeading } from '../../components/sections/SectionHeading.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { homePhases } from './art/drawings.generated.ts';
import styles from './Phases.module.css';

/** Planning, construction, operation: one platform over the building's life. */
export function Phases() {
  const { t, copy } = useTranslation('home');
  const phases = Object.entries(copy('phases.items'));
  return (
    <Band labelledBy="phases-title" tone="warm">
      <SectionHeading id="phases-title" eyebrow={t('phases.eyebrow')} title={t('phases.title')} intro={t('phases.intro')} />
      <Illustration art={homePhases} alt="" className={styles.art} />
      <ol className={styles.phases}>
        {phases.map(([id, phase]) => (
          <li key={id} className={styles.phase}>
            <h3 className={styles.title}>{phase.title}</h3>
            <p className={styles.body}>{phase.body}</p>
            <ul className={styles.points}>
              {phase.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </Band>
  );
}
