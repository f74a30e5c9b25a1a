import { Band } from '../../components/sections/Band.tsx';
import { SectionHeading } from '../../components/sections/SectionHeading.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { storySteps } from './content.ts';
import styles from './Story.module.css';

/** How the company began in Berlin, as three steps along a plumb line. */
export function Story() {
  const { t } = useTranslation('aboutUs');
  return (
    <Band id="story" labelledBy="story-title" tone="warm" className={styles.layout}>
      <SectionHeading id="story-title" eyebrow={t('story.eyebrow')} title={t('story.title')} intro={t('story.intro')} />
      <ol className={styles.steps}>
        {storySteps.map((step) => (
          <li key={step} className={styles.step}>
            <h3 className={styles.title}>{t(`story.steps.${step}.title`)}</h3>
            <p className={styles.body}>{t(`story.steps.${step}.body`)}</p>
          </li>
        ))}
      </ol>
    </Band>
  );
}
