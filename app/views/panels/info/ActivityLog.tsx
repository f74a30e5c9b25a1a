import type { Resources } from '../../../shared/i18n/keys.ts';
import { Avatar } from '../../kit/Avatar.tsx';
import { Icon, type IconName } from '../../kit/Icon.tsx';
import { Panel } from '../../kit/Panel.tsx';
import { PhoneApp } from '../../kit/PhoneApp.tsx';
import { Status } from '../../kit/Status.tsx';
import { people } from '../../project.ts';
import type { ScreenProps } from '../../types.ts';
import { type ActivityKind, activityLog } from './info-data.ts';
import styles from './Lists.module.css';

type Copy = Resources['viewPanelsInfo'];

const icons: Record<ActivityKind, IconName> = {
  planRun: 'share',
  status: 'check',
  task: 'warning',
  upload: 'upload',
  comment: 'comment',
  model: 'cube',
};

/** The project's activity log of the last two days: who uploaded, released, commented or raised what. */
export function ActivityLog({ composition, copy, kit }: ScreenProps<Copy>) {
  const c = copy.activity;
  const days = (['today', 'yesterday'] as const).map((day) => (
    <section key={day} className={styles.day}>
      <h3>{c.days[day]}</h3>
      <ol className={styles.timeline}>
        {activityLog
          .filter((entry) => entry.day === day)
          .map((entry) => (
            <li key={entry.id}>
              <Avatar person={entry.person} size="medium" />
              <span className={styles.main}>
                <span>
                  <strong>{people[entry.person].name}</strong> {c.verbs[entry.kind]}
                </span>
                <span className={styles.object}>
                  <Icon name={icons[entry.kind]} size={13} />
                  {c.entries[entry.id as keyof Copy['activity']['entries']]}
                </span>
                {entry.kind === 'status' && (
                  <span className={styles.change}>
                    <Status tone="shared">{c.statuses.shared}</Status>
                    <Icon name="arrowRight" size={12} />
                    <Status tone="released">{c.statuses.released}</Status>
                  </span>
                )}
              </span>
              <span className={styles.time}>{entry.time}</span>
            </li>
          ))}
      </ol>
    </section>
  ));
  if (composition === 'phone')
    return (
      <PhoneApp kit={kit} active="documents" title={c.title} subtitle={kit.project.name}>
        {days}
      </PhoneApp>
    );
  return (
    <Panel
      icon="history"
      path={[kit.nav.overview, c.title]}
      actions={
        <span className={styles.filters}>
          {c.filters.map((filter, index) => (
            <span key={filter} data-on={index === 0 || undefined}>
              {filter}
            </span>
          ))}
        </span>
      }
    >
      <div className={styles.stack}>{days}</div>
    </Panel>
  );
}
