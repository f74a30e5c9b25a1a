import type { Resources } from '../../../shared/i18n/keys.ts';
import { Avatar } from '../../kit/Avatar.tsx';
import { shortDate } from '../../kit/dates.ts';
import { Icon } from '../../kit/Icon.tsx';
import { Panel } from '../../kit/Panel.tsx';
import { PhoneApp } from '../../kit/PhoneApp.tsx';
import { Status } from '../../kit/Status.tsx';
import { people } from '../../project.ts';
import type { ScreenProps } from '../../types.ts';
import styles from './Checklist.module.css';
import { items, task } from './checklist-data.ts';

type Copy = Resources['viewPanelsTasks'];

/** A task of the type "acceptance" with the checklist its template brings: four of seven items ticked, by whom and when. */
export function Checklist({ composition, copy, kit, lang }: ScreenProps<Copy>) {
  const c = copy.checklist;
  const ticked = items.filter((item) => item.done).length;
  const count = c.count.replace('{{done}}', String(ticked)).replace('{{total}}', String(items.length));
  const list = (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id} data-done={item.done ? '' : undefined}>
          <span className={styles.box}>{item.done && <Icon name="check" size={13} />}</span>
          <span className={styles.text}>
            {c.items[item.id]}
            {item.done && (
              <small>
                {people[item.done.person].name} · {shortDate(item.done.at, lang)}
              </small>
            )}
          </span>
          {item.proof && (
            <span className={styles.proof}>
              <Icon name={item.done ? 'paperclip' : 'camera'} size={13} />
              {item.proof}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
  const progress = (
    <div className={styles.progress}>
      <strong>{c.title}</strong>
      <span>{count}</span>
      <span className={styles.bar} data-datum={`${ticked}/${items.length}`}>
        <span style={{ width: `${(ticked / items.length) * 100}%` }} />
      </span>
    </div>
  );
  if (composition === 'phone')
    return (
      <PhoneApp kit={kit} active="tasks" title={task.id} subtitle={c.task} detail>
        <div className={`${styles.card} ${styles.narrow}`}>
          {progress}
          {list}
        </div>
      </PhoneApp>
    );
  return (
    <Panel icon="tasks" path={[kit.nav.tasks, `${task.id} ${c.task}`]} tone="sunken">
      <div className={styles.layout}>
        <div className={styles.card}>
          {progress}
          {list}
        </div>
        <dl className={styles.side}>
          <dt>{c.fields.status}</dt>
          <dd>
            <Status tone="progress">{c.status}</Status>
          </dd>
          <dt>{c.fields.type}</dt>
          <dd>{c.type}</dd>
          <dt>{c.fields.template}</dt>
          <dd>{c.template}</dd>
          <dt>{c.fields.assignee}</dt>
          <dd className={styles.person}>
            <Avatar person={task.person} />
            {people[task.person].name}
          </dd>
          <dt>{c.fields.reviewer}</dt>
          <dd className={styles.person}>
            <Avatar person={task.reviewer} />
            {people[task.reviewer].name}
          </dd>
          <dt>{c.fields.due}</dt>
          <dd>{shortDate(task.due, lang)}</dd>
          <dt>{c.fields.place}</dt>
          <dd>{c.place}</dd>
        </dl>
      </div>
    </Panel>
  );
}
