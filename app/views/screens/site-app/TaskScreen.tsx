import type { Resources } from '../../../shared/i18n/keys.ts';
import { fill } from '../../../shared/i18n/translator.ts';
import type { Lang } from '../../../shared/languages.ts';
import { Avatar } from '../../kit/Avatar.tsx';
import { isBefore, shortDate } from '../../kit/dates.ts';
import { Icon } from '../../kit/Icon.tsx';
import { PhoneApp } from '../../kit/PhoneApp.tsx';
import { Status, type StatusTone } from '../../kit/Status.tsx';
import type { KitCopy } from '../../types.ts';
import { OfflineBanner } from './OfflineBanner.tsx';
import styles from './SiteApp.module.css';
import { taskCards } from './site-app-data.ts';

type Copy = Resources['viewSiteApp'];

const tones: Record<(typeof taskCards)[number]['state'], StatusTone> = { new: 'progress', overdue: 'overdue', review: 'review' };

/** The site manager's list, offline: the new defect on top, waiting to be sent. */
export function TaskScreen({ copy, kit, lang }: { copy: Copy; kit: KitCopy; lang: Lang }) {
  return (
    <PhoneApp kit={kit} active="tasks" detail title={copy.tasks.title}>
      <OfflineBanner copy={copy} compact />
      {taskCards.map((card) => (
        <article key={card.id} className={card.state === 'new' ? styles.taskNew : styles.task}>
          <div className={styles.taskMeta}>
            <span className={styles.kind} data-kind={card.kind}>
              {copy.kinds[card.kind]}
            </span>
            <span className={styles.taskId}>{card.id}</span>
            <Status tone={tones[card.state]}>{copy.states[card.state]}</Status>
          </div>
          <p className={styles.taskTitle}>{copy.tasks.cards[card.id]}</p>
          <div className={styles.taskFoot}>
            {card.state === 'new' ? (
              <span className={styles.unsynced}>
                <Icon name="sync" size={12} />
                {copy.notSynced}
              </span>
            ) : (
              <span className={isBefore(card.due) ? styles.late : styles.due}>
                {fill(isBefore(card.due) ? copy.tasks.overdue : copy.tasks.due, { date: shortDate(card.due, lang) })}
              </span>
            )}
            <Avatar person={card.person} />
          </div>
        </article>
      ))}
    </PhoneApp>
  );
}
