import { Picture } from '../../components/media/Picture.tsx';
import { Band } from '../../components/sections/Band.tsx';
import { SectionHeading } from '../../components/sections/SectionHeading.tsx';
import { headcount, milestones } from '../../content/company-people.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { storyPicture } from './content.ts';
import styles from './Story.module.css';

/** How the company began, and its years since, dated along a plumb line; beside them, buildings our customers build with it. */
export function Story() {
  const { t } = useTranslation('aboutUs');
  return (
    <Band id="story" labelledBy="story-title" className={styles.layout}>
      <div className={styles.intro}>
        <SectionHeading id="story-title" eyebrow={t('story.eyebrow')} title={t('story.title')} intro={t('story.intro')} />
        <p className={styles.lead}>{t('story.body')}</p>
        <Picture
          image={storyPicture.image}
          alt={t('story.visual')}
          sizes="(max-width: 968px) min(540px, calc(100vw - 48px)), (max-width: 1248px) calc((100vw - 96px) * 5 / 12), 460px"
          loading="lazy"
          className={styles.picture}
        />
      </div>
      <ol className={styles.timeline} aria-label={t('story.timeline')}>
        {milestones.map((milestone) => (
          <li key={milestone.id} className={styles.milestone} data-milestone={milestone.id}>
            <time className={styles.year} dateTime={String(milestone.year)}>
              {milestone.year}
            </time>
            <div>
              <h3 className={styles.title}>{t(`story.items.${milestone.id}.title`)}</h3>
              <p className={styles.body}>{t(`story.items.${milestone.id}.body`, { count: headcount })}</p>
            </div>
          </li>
        ))}
      </ol>
    </Band>
  );
}
