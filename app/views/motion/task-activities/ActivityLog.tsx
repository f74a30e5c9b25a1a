import { fill } from '../../../shared/i18n/translator.ts';
import type { Lang } from '../../../shared/languages.ts';
import { Avatar } from '../../kit/Avatar.tsx';
import { shortDate } from '../../kit/dates.ts';
import { Icon } from '../../kit/Icon.tsx';
import { Status } from '../../kit/Status.tsx';
import { people } from '../../project.ts';
import type { SceneProps } from '../scenes.ts';
import { progress } from '../timeline.ts';
import styles from './ActivityLog.module.css';
import { beats, type Entry, entries } from './beats.ts';

interface Props {
  copy: SceneProps['copy']['activities'];
  lang: Lang;
  time: number;
}

/**
 * The task's activity log at `time`, newest at the foot: an entry joins by opening its row (the rows
 * above move up and the oldest leave at the top), and the upload and the comment show what comes first.
 */
export function ActivityLog({ copy, lang, time }: Props) {
  const uploading = time >= beats.uploadFrom && time < beats.uploadTo;
  const typing = time >= beats.typingFrom && time < beats.comment;
  return (
    <div className={styles.log}>
      <ol className={styles.list}>
        {entries.map((entry) => {
          const open = entry.at === 0 ? 1 : progress(time, entry.at, entry.at + 0.45);
          if (open === 0) return null;
          return (
            <li key={entry.kind} className={styles.grow} style={{ gridTemplateRows: `${open}fr`, opacity: open }}>
              <div className={styles.clip}>
                <EntryRow entry={entry} copy={copy} lang={lang} fresh={entry.at > 0 ? 1 - progress(time, entry.at + 0.5, entry.at + 1.6) : 0} />
              </div>
            </li>
          );
        })}
        {uploading && (
          <li className={styles.pending}>
            <span className={styles.file}>
              <Icon name="upload" size={15} />
              <span className={styles.fileText}>
                <strong>{copy.file}</strong>
                <span className={styles.progress}>
                  <span style={{ width: `${uploadShare(time) * 100}%` }} data-datum={`${Math.round(uploadShare(time) * 100)} %`} />
                </span>
                <span>{fill(copy.uploading, { percent: String(Math.round(uploadShare(time) * 100)) })}</span>
              </span>
            </span>
          </li>
        )}
        {typing && (
          <li className={styles.pending}>
            <span className={styles.typing}>
              <Avatar person="weber" />
              {fill(copy.typing, { name: people.weber.name })}
              <span className={styles.dots}>
                {[0, 1, 2].map((dot) => (
                  <span key={dot} style={{ opacity: 0.35 + 0.65 * pulse(time - dot * 0.15) }} />
                ))}
              </span>
            </span>
          </li>
        )}
      </ol>
      <span className={styles.composer}>
        {copy.composer}
        <Icon name="paperclip" size={15} />
      </span>
    </div>
  );
}

function EntryRow({ entry, copy, lang, fresh }: { entry: Entry; copy: Props['copy']; lang: Lang; fresh: number }) {
  return (
    <div className={styles.entry} style={{ backgroundColor: `rgb(255 241 204 / ${fresh * 0.9})` }}>
      <Avatar person={entry.person} />
      <div className={styles.body}>
        <p className={styles.line}>
          <strong>{people[entry.person].name}</strong> {copy[entry.kind]}
          <span className={styles.when}>{fill(copy.at, { date: shortDate(entry.date, lang), time: entry.time })}</span>
        </p>
        {entry.kind === 'uploaded' && (
          <span className={styles.file}>
            <Icon name="documents" size={15} />
            <span className={styles.fileText}>
              <strong>{copy.file}</strong>
              <span>{copy.fileMeta}</span>
            </span>
          </span>
        )}
        {entry.kind === 'commented' && <p className={styles.comment}>{copy.comment}</p>}
        {entry.kind === 'changed' && (
          <span className={styles.change}>
            <Status tone="review">{copy.review}</Status>
            <Icon name="arrowRight" size={13} />
            <Status tone="released">{copy.released}</Status>
          </span>
        )}
      </div>
    </div>
  );
}

/** The upload's share at `time`: steady, with a short hold near the end as a real one has. */
function uploadShare(time: number): number {
  return Math.min(1, progress(time, beats.uploadFrom, beats.uploadTo - 0.1) * 1.02);
}

/** A soft 0 to 1 to 0 beat, 1.4 times a second, for the typing dots. */
function pulse(time: number): number {
  return 0.5 - 0.5 * Math.cos(time * Math.PI * 2 * 1.4);
}
