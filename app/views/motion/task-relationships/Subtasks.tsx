import { fill } from '../../../shared/i18n/translator.ts';
import { Avatar } from '../../kit/Avatar.tsx';
import { Icon } from '../../kit/Icon.tsx';
import type { SceneProps } from '../scenes.ts';
import { mix, progress, typed } from '../timeline.ts';
import { beats, children } from './beats.ts';
import styles from './Subtasks.module.css';

type Props = Pick<SceneProps, 'copy' | 'time'>;

/** The parent task's subtasks at `time`: the progress bar, the list, and the row a new one is typed into. */
export function Subtasks({ copy, time }: Props) {
  const words = copy.relationships;
  const added = time >= beats.confirm;
  const shown = children.filter((child) => child.id !== 'A-124' || added);
  const done = shown.filter((child) => child.doneAt !== undefined && time >= child.doneAt).length;
  // The bar moves from the old share to the new one after each change, instead of jumping.
  const before = time < beats.confirm ? 1 / 2 : time < beats.check ? 1 / 2 : 1 / 3;
  const after = time < beats.confirm ? 1 / 2 : time < beats.check ? 1 / 3 : 2 / 3;
  const changedAt = time < beats.check ? beats.confirm : beats.check;
  const share = mix(before, after, progress(time, changedAt + 0.1, changedAt + 0.7));
  const typing = time >= beats.add && !added;
  const open = progress(time, beats.add, beats.add + 0.3);
  const text = typed(words.children['A-124'], time, beats.typeFrom, beats.typeTo);

  return (
    <section className={styles.subtasks}>
      <div className={styles.heading}>
        <h4>{words.subtasks}</h4>
        <span className={styles.count}>{fill(words.progress, { done: String(done), total: String(shown.length) })}</span>
      </div>
      <div className={styles.track}>
        <span className={styles.bar} data-datum={`${Math.round(share * 100)} %`} style={{ width: `${share * 100}%` }} />
      </div>
      <ul className={styles.list}>
        {shown.map((child) => {
          const isDone = child.doneAt !== undefined && time >= child.doneAt;
          const fresh = child.id === 'A-124' ? 1 - progress(time, beats.confirm + 0.6, beats.confirm + 1.8) : 0;
          const tick = child.doneAt ? progress(time, child.doneAt, child.doneAt + 0.25) : 1;
          return (
            <li key={child.id} data-pointer={child.id} className={styles.row} style={{ backgroundColor: `rgb(255 241 204 / ${fresh})` }}>
              <span className={isDone ? styles.checked : styles.box} style={isDone ? { transform: `scale(${0.8 + 0.2 * tick})` } : undefined}>
                {isDone && <Icon name="check" size={12} />}
              </span>
              <span className={styles.id}>{child.id}</span>
              <span className={isDone ? styles.titleDone : styles.title}>{words.children[child.id]}</span>
              <Avatar person={child.person} />
            </li>
          );
        })}
      </ul>
      {typing ? (
        <div data-pointer="input" className={styles.input} style={{ opacity: open, transform: `translateY(${(1 - open) * -4}px)` }}>
          <span className={styles.box} />
          <span className={text ? styles.typed : styles.placeholder}>
            {text || words.placeholder}
            <span
              className={styles.caret}
              style={{ opacity: Math.floor(time * 2.5) % 2 === 0 || text.length < words.children['A-124'].length ? 1 : 0 }}
            />
          </span>
          <span data-pointer="confirm" className={styles.confirm}>
            <Icon name="check" size={12} />
          </span>
        </div>
      ) : (
        <span data-pointer="add" className={styles.add}>
          <Icon name="plus" size={14} />
          {words.add}
        </span>
      )}
    </section>
  );
}
