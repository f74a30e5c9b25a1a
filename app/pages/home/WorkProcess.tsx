import { useEffect, useState } from 'react';
import { Band } from '../../components/sections/Band.tsx';
import { SectionHeading } from '../../components/sections/SectionHeading.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { type Activation, useOnceInView } from '../../lib/use-once-in-view.ts';
import { useReducedMotion } from '../../lib/use-reduced-motion.ts';
import styles from './WorkProcess.module.css';

/**
 * The same process twice: ten steps the old way, five with Lotrecht. The steps play in once when the
 * section comes into view (the spec's work-process animation); without script or motion both lists
 * simply stand there.
 */
export function WorkProcess() {
  const { t, copy } = useTranslation('home');
  const reduced = useReducedMotion();
  // Plays once the two lists are well on screen, not as their first line appears. The line (70 % down)
  // also keeps the start inside the spec's 1800 to 2200 px of scroll at 1440 px, under the product hero
  // and the example notice above the header (at 60 % it started at 2220 px once the notice came).
  const [ref, activation] = useOnceInView<HTMLDivElement>('home-process', !reduced, 0.7);
  const [state, setState] = useState<Activation>('still');
  useEffect(() => setState(activation), [activation]);

  // Back to the start state for one frame, then play again.
  const replay = () => {
    setState('waiting');
    requestAnimationFrame(() => requestAnimationFrame(() => setState('active')));
  };

  const before = copy('process.before.steps');
  const after = copy('process.after.steps');
  return (
    <Band labelledBy="process-title" joined>
      <SectionHeading id="process-title" eyebrow={t('process.eyebrow')} title={t('process.title')} intro={t('process.intro')} />
      <div ref={ref} className={styles.compare} data-activation={state}>
        <div className={styles.before}>
          <h3 className={styles.heading}>{t('process.before.title')}</h3>
          <ol className={styles.steps}>
            {before.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
        <div className={styles.after}>
          <h3 className={styles.heading}>{t('process.after.title')}</h3>
          <ol className={styles.steps}>
            {after.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p className={styles.result}>{t('process.result')}</p>
        </div>
      </div>
      {!reduced && activation !== 'still' && (
        <button type="button" className={styles.replay} onClick={replay}>
          {t('process.replay')}
        </button>
      )}
    </Band>
  );
}
