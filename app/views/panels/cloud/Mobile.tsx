import type { Resources } from '../../../shared/i18n/keys.ts';
import { fill } from '../../../shared/i18n/translator.ts';
import { Avatar } from '../../kit/Avatar.tsx';
import { shortDate } from '../../kit/dates.ts';
import { Icon } from '../../kit/Icon.tsx';
import { Panel } from '../../kit/Panel.tsx';
import { PhoneApp } from '../../kit/PhoneApp.tsx';
import { Status } from '../../kit/Status.tsx';
import { SitePhoto } from '../../photos/SitePhoto.tsx';
import { people } from '../../project.ts';
import type { ScreenProps } from '../../types.ts';
import styles from './Mobile.module.css';
import { arrivedDefect, events } from './mobile-data.ts';

/** The defect recorded on the phone, as the office sees it in the browser minutes later: photos, place, who fixes it by when, and how it came. */
export function Mobile({ composition, lang, copy: all, kit }: ScreenProps<Resources['viewPanelsCloud']>) {
  const copy = all.mobile;
  const phone = composition === 'phone';
  const avatar = phone ? 'medium' : 'small';
  const facts = (
    <dl className={styles.facts}>
      <div>
        <dt>{copy.labels.place}</dt>
        <dd>{copy.place}</dd>
      </div>
      <div>
        <dt>{copy.labels.assignee}</dt>
        <dd>
          <Avatar person={arrivedDefect.assignee} size={avatar} />
          {arrivedDefect.company}
        </dd>
      </div>
      <div>
        <dt>{copy.labels.due}</dt>
        <dd>{shortDate(arrivedDefect.due, lang)}</dd>
      </div>
    </dl>
  );
  const history = (
    <ol className={styles.events}>
      {events.map((event) => (
        <li key={event.id} data-event={event.id}>
          <Avatar person={event.person} size={avatar} />
          <span>
            {fill(copy.events[event.id], { name: people[event.person].name })}
            <time>{event.time}</time>
          </span>
        </li>
      ))}
    </ol>
  );
  const head = (
    <>
      <span className={styles.badges}>
        <Status tone="open">{copy.status}</Status>
        <span className={styles.arrived}>
          <Icon name="sync" size={12} />
          {copy.arrived}
        </span>
      </span>
      <strong className={styles.title}>{copy.title}</strong>
    </>
  );
  if (phone)
    return (
      <PhoneApp kit={kit} active="tasks" detail title={arrivedDefect.id} subtitle={copy.kind}>
        <div className={styles.phone}>
          <div className={styles.phonePhoto}>
            <SitePhoto scene="crack" />
          </div>
          {head}
          {facts}
          {history}
        </div>
      </PhoneApp>
    );
  return (
    <Panel icon="tasks" path={[kit.nav.tasks, copy.kind, arrivedDefect.id]}>
      <div className={styles.layout}>
        <div className={styles.side}>
          <div className={styles.photos}>
            <SitePhoto scene="crack" />
            <span className={styles.count}>
              <Icon name="camera" size={12} />
              {fill(copy.photos, { count: arrivedDefect.photos })}
            </span>
          </div>
          {history}
        </div>
        <section className={styles.detail} aria-label={copy.title}>
          {head}
          {facts}
          <p className={styles.description}>{copy.description}</p>
          <span className={styles.reply}>
            {fill(copy.reply, { company: arrivedDefect.company })}
            <Icon name="paperclip" size={14} />
          </span>
        </section>
      </div>
    </Panel>
  );
}
