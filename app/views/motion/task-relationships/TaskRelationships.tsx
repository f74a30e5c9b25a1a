import { fill } from '../../../shared/i18n/translator.ts';
import { Avatar } from '../../kit/Avatar.tsx';
import { shortDate } from '../../kit/dates.ts';
import { Icon } from '../../kit/Icon.tsx';
import { PhoneApp } from '../../kit/PhoneApp.tsx';
import { Status } from '../../kit/Status.tsx';
import board from '../../screens/task-board/TaskBoard.module.css';
import { TaskBoard } from '../../screens/task-board/TaskBoard.tsx';
import { Pointer } from '../Pointer.tsx';
import type { SceneProps } from '../scenes.ts';
import { progress } from '../timeline.ts';
import { beats, parent, pointerTargets } from './beats.ts';
import { Subtasks } from './Subtasks.tsx';
import styles from './TaskRelationships.module.css';

/**
 * A task opens from the board (the board's own still underneath), a subtask is typed in and linked to
 * it, another is ticked off, and the parent's progress follows. The last frame is the poster.
 */
export function TaskRelationships(props: SceneProps) {
  const { composition, lang, time, copy, kit, board: boardCopy } = props;
  const phone = composition === 'phone';
  const opened = progress(time, beats.open + 0.05, beats.open + 0.5);
  const words = copy.relationships;
  const linked = progress(time, beats.confirm + 0.15, beats.confirm + 0.45) * (1 - progress(time, beats.confirm + 1.9, beats.confirm + 2.3));

  const detail = (
    <div className={styles.detail}>
      <div className={styles.meta}>
        <span className={board.kind} data-kind="rfi">
          {boardCopy.kinds.rfi}
        </span>
        <span className={styles.id}>{parent.id}</span>
        <Status tone="review">{boardCopy.columns.review}</Status>
      </div>
      <h3 className={styles.title}>{boardCopy.cards[parent.id].title}</h3>
      <dl className={styles.facts}>
        <div>
          <dt>{copy.assignee}</dt>
          <dd>
            <Avatar person={parent.person} />
            Marie Keßler
          </dd>
        </div>
        <div>
          <dt>{copy.due}</dt>
          <dd>
            <Icon name="calendar" size={13} />
            {shortDate(parent.due, lang)}
          </dd>
        </div>
      </dl>
      <Subtasks copy={copy} time={time} />
      <section className={styles.links}>
        <h4>{words.linked}</h4>
        <span className={styles.link}>
          <Icon name="plans" size={15} />
          <span>
            <strong>QAK-B-ARC-DE-06-710</strong> {words.plan} · {words.planIndex}
          </span>
        </span>
        {!phone && (
          <span className={styles.link}>
            <Icon name="documents" size={15} />
            <span>
              <strong>{words.document}</strong> {words.documentMeta}
            </span>
          </span>
        )}
      </section>
      {linked > 0 && (
        <span className={styles.toast} style={{ opacity: linked, transform: `translate(-50%, ${(1 - linked) * 8}px)` }}>
          <Icon name="check" size={13} />
          {fill(words.linkedTo, { id: parent.id })}
        </span>
      )}
    </div>
  );

  // Where the pointer goes, in the composition's CSS pixels: measured on the rendered scene (the
  // recorder's --stills prints the centres of every `data-pointer` element), since the words wrap
  // differently in each language.
  const at = pointerTargets[composition][lang];
  const path = [
    { at: 0.2, ...at.start },
    { at: 0.9, ...at.card },
    { at: 1.6, ...at.card },
    { at: beats.add - 0.1, ...at.add },
    { at: beats.confirm - 0.7, ...at.add },
    { at: beats.confirm - 0.05, ...at.confirm },
    { at: beats.confirm + 0.6, ...at.confirm },
    { at: beats.check - 0.1, ...at.check },
  ];
  const pointer = (
    <Pointer time={time} path={path} clicks={[beats.open, beats.add, beats.confirm, beats.check]} touch={phone} leaveAt={beats.leave} />
  );

  if (phone) {
    return (
      <div className={styles.scene}>
        <TaskBoard composition="phone" lang={lang} copy={boardCopy} kit={kit} />
        <div className={styles.screen} style={{ transform: `translateX(${(1 - opened) * 100}%)` }}>
          <PhoneApp kit={kit} active="tasks" title={parent.id} detail>
            {detail}
          </PhoneApp>
        </div>
        {pointer}
      </div>
    );
  }
  return (
    <div className={styles.scene}>
      <TaskBoard composition="desktop" lang={lang} copy={boardCopy} kit={kit} />
      <div className={styles.scrim} style={{ opacity: opened }} />
      <aside className={styles.drawer} style={{ transform: `translateX(${(1 - opened) * 104}%)` }}>
        <span className={styles.close}>
          <Icon name="close" size={16} />
        </span>
        {detail}
      </aside>
      {pointer}
    </div>
  );
}
