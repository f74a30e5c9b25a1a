import type { Resources } from '../../../shared/i18n/keys.ts';
import { Avatar } from '../../kit/Avatar.tsx';
import { shortDate, viewToday } from '../../kit/dates.ts';
import { Icon } from '../../kit/Icon.tsx';
import { Panel } from '../../kit/Panel.tsx';
import { PhoneApp } from '../../kit/PhoneApp.tsx';
import { Status, type StatusTone } from '../../kit/Status.tsx';
import { daysBetween } from '../../screens/dashboard/calendar.ts';
import type { ScreenProps } from '../../types.ts';
import styles from './Hierarchy.module.css';
import { type ChildStatus, chartStart, chartWeeks, children, parentId } from './hierarchy-data.ts';

type Copy = Resources['viewPanelsTasks'];

const tones: Record<ChildStatus, StatusTone> = { done: 'done', progress: 'progress', open: 'open' };
/** Pixels per day of the chart: five weeks in the desktop view's 210 px. */
const day = 6;
const x = (iso: string) => daysBetween(chartStart, iso) * day;

/** A parent task with its child tasks: their progress summed up, and their bars and links in a Gantt chart. */
export function Hierarchy({ composition, copy, kit, lang }: ScreenProps<Copy>) {
  const c = copy.hierarchy;
  const done = children.filter((child) => child.status === 'done').length;
  const summary = c.progress.replace('{{done}}', String(done)).replace('{{total}}', String(children.length));
  const parent = (
    <div className={styles.parent}>
      <span className={styles.id}>{parentId}</span>
      <strong>{c.parent}</strong>
      <span className={styles.bar} data-datum={`${done}/${children.length}`}>
        <span style={{ width: `${(done / children.length) * 100}%` }} />
      </span>
      <span className={styles.summary}>{summary}</span>
    </div>
  );
  const row = (child: (typeof children)[number]) => (
    <>
      <span className={styles.id}>{child.id}</span>
      <span className={styles.title}>{c.children[child.id]}</span>
      <Avatar person={child.person} size="medium" />
      <Status tone={tones[child.status]}>{c.statuses[child.status]}</Status>
    </>
  );
  if (composition === 'phone')
    return (
      <PhoneApp kit={kit} active="tasks" title={parentId} subtitle={c.parent} detail>
        {parent}
        <ul className={styles.phoneList}>
          {children.map((child) => (
            <li key={child.id}>
              {row(child)}
              <span className={styles.due}>{shortDate(child.end, lang)}</span>
            </li>
          ))}
        </ul>
      </PhoneApp>
    );
  return (
    <Panel icon="tasks" path={[kit.nav.tasks, c.parent]} tone="sunken">
      <div className={styles.layout}>
        {parent}
        <div className={styles.table}>
          <div className={styles.head}>
            <span>{c.childTasks}</span>
            <span className={styles.weeks}>
              {chartWeeks.map((week) => (
                <span key={week}>{c.week.replace('{{week}}', String(week))}</span>
              ))}
            </span>
          </div>
          {children.map((child) => (
            <div key={child.id} className={styles.row}>
              <span className={styles.cells}>{row(child)}</span>
              <span className={styles.track}>
                {child.after && (
                  <span className={styles.link} style={{ left: x(child.start) - 13 }}>
                    <Icon name="arrowRight" size={12} />
                  </span>
                )}
                <span
                  className={styles.gantt}
                  data-status={child.status}
                  data-datum={`${child.start}–${child.end}`}
                  style={{ left: x(child.start), width: x(child.end) - x(child.start) + day }}
                />
              </span>
            </div>
          ))}
          <span className={styles.today} style={{ left: `calc(100% - 220px + ${x(viewToday) + day / 2}px)` }} />
        </div>
      </div>
    </Panel>
  );
}
