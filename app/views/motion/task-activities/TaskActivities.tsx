import { AppWindow } from '../../kit/AppWindow.tsx';
import { Avatar } from '../../kit/Avatar.tsx';
import { shortDate } from '../../kit/dates.ts';
import { Icon } from '../../kit/Icon.tsx';
import { PhoneApp } from '../../kit/PhoneApp.tsx';
import { Status } from '../../kit/Status.tsx';
import board from '../../screens/task-board/TaskBoard.module.css';
import type { SceneProps } from '../scenes.ts';
import { progress } from '../timeline.ts';
import { ActivityLog } from './ActivityLog.tsx';
import { beats, task } from './beats.ts';
import styles from './TaskActivities.module.css';

/**
 * A task's activity log fills: a document is uploaded, the client comments, and approves; the task's
 * status and attachment count change with it. The last frame is the poster.
 */
export function TaskActivities({ composition, lang, time, copy, kit, board: boardCopy }: SceneProps) {
  const words = copy.activities;
  const approved = time >= beats.approve;
  const flash = approved ? 1 - progress(time, beats.approve + 0.3, beats.approve + 1.4) : 0;
  const status = (
    <span className={styles.status} style={{ boxShadow: `0 0 0 ${4 * flash}px rgb(47 138 79 / ${0.25 * flash})` }}>
      <Status tone={approved ? 'released' : 'review'}>{approved ? words.released : words.review}</Status>
    </span>
  );
  const attachments = time >= beats.uploadTo ? 2 : 1;
  const log = <ActivityLog copy={words} lang={lang} time={time} />;

  if (composition === 'phone') {
    return (
      <PhoneApp kit={kit} active="tasks" title={task.id} subtitle={words.task} detail>
        <div className={styles.phone}>
          <div className={styles.phoneFacts}>
            {status}
            <span className={styles.fact}>
              <Icon name="calendar" size={13} />
              {shortDate(task.due, lang)}
            </span>
            <span className={styles.fact}>
              <Icon name="paperclip" size={13} />
              {attachments}
            </span>
            <Avatar person={task.person} />
          </div>
          <h4 className={styles.heading}>{words.history}</h4>
          {log}
        </div>
      </PhoneApp>
    );
  }
  return (
    <AppWindow
      kit={kit}
      active="tasks"
      bare
      title={words.task}
      toolbar={
        <>
          <span className={board.kind} data-kind="task">
            {boardCopy.kinds.task}
          </span>
          <span className={styles.id}>{task.id}</span>
        </>
      }
    >
      <div className={styles.columns}>
        <dl className={styles.facts}>
          <div>
            <dt>{words.status}</dt>
            <dd>{status}</dd>
          </div>
          <div>
            <dt>{copy.assignee}</dt>
            <dd>
              <Avatar person={task.person} />
              Marie Keßler
            </dd>
          </div>
          <div>
            <dt>{copy.due}</dt>
            <dd>
              <Icon name="calendar" size={13} />
              {shortDate(task.due, lang)}
            </dd>
          </div>
          <div>
            <dt>{words.attachments}</dt>
            <dd>
              <Icon name="paperclip" size={13} />
              {attachments}
            </dd>
          </div>
        </dl>
        <section className={styles.history}>
          <h4 className={styles.heading}>{words.history}</h4>
          {log}
        </section>
      </div>
    </AppWindow>
  );
}
