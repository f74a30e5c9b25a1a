import { useId, useMemo } from 'react';
import { pngDataUrl } from '../../bcf/png-data.ts';
import type { BcfTopic, BcfViewpoint } from '../../bcf/topic.ts';
import { viewerButton } from '../button-class.ts';
import { useTranslation } from '../viewer-copy.tsx';
import styles from './Bcf.module.css';
import { statusKeyOf } from './topic-status.ts';
import { useDateTime } from './use-day.ts';

interface Props {
  topic: BcfTopic;
  /** The file it came from; none for an issue made here. */
  source?: string;
  /** Whether its view is the one shown, and which of its viewpoints that is. */
  active: boolean;
  activeViewpoint?: string;
  /** GlobalIds the shown (or first) viewpoint selects that no open model has. */
  missing: readonly string[];
  /** What of the shown viewpoint the viewer could not apply, in one sentence; known once it was shown. */
  unapplied: string;
  /** The title of a related topic the panel lists, by its GUID. */
  titleOf: (guid: string) => string | undefined;
  onShow: (viewpoint?: BcfViewpoint) => void;
}

/**
 * One issue in the list: its title shows its first viewpoint; below it who made it and when, status,
 * priority, labels, due date, assignee, its viewpoints (each a button when there are several), related
 * issues, snapshot, what of the shown view could not be applied, and the comments.
 */
export function IssueItem({ topic, source, active, activeViewpoint, missing, unapplied, titleOf, onShow }: Props) {
  const { t } = useTranslation('ifcViewerBcf');
  const dateTime = useDateTime();
  const ids = { meta: useId(), viewpoints: useId() };
  const shown = topic.viewpoints.find((viewpoint) => viewpoint.guid === activeViewpoint) ?? topic.viewpoints[0];
  const snapshot = useMemo(() => shown?.snapshot && pngDataUrl(shown.snapshot), [shown?.snapshot]);
  const statusKey = statusKeyOf(topic.status);
  const numberOf = (guid: string | undefined) => topic.viewpoints.findIndex((viewpoint) => viewpoint.guid === guid) + 1;
  const several = topic.viewpoints.length > 1;
  const related = topic.relatedTopics.map((guid) => titleOf(guid) ?? guid);

  const meta: [label: string, value: string][] = [
    [t('list.status'), topic.status && (statusKey ? t(`statuses.${statusKey}`) : topic.status)],
    [t('list.type'), topic.type],
    [t('list.priority'), topic.priority ?? ''],
    [t('list.labels'), topic.labels.join(', ')],
    [t('list.assignee'), topic.assignee],
    [t('list.due'), topic.dueDate && dateTime(topic.dueDate)],
    [t('list.stage'), topic.stage ?? ''],
    [t('list.author'), topic.creationAuthor],
    [t('list.createdOn'), topic.creationDate && dateTime(topic.creationDate)],
    [t('list.related'), related.join(', ')],
    [t('list.source'), source ?? t('list.created')],
  ];

  return (
    <li className={styles.topic} data-topic={topic.guid}>
      <button type="button" className={styles.topicButton} aria-current={active || undefined} aria-describedby={ids.meta} onClick={() => onShow()}>
        {topic.title}
      </button>
      <dl id={ids.meta} className={styles.meta}>
        {meta
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {topic.description && <p className={styles.description}>{topic.description}</p>}
      {several && (
        <div className={styles.viewpoints}>
          <p id={ids.viewpoints} className={styles.viewpointsTitle}>
            {t('list.viewpoints', { count: topic.viewpoints.length })}
          </p>
          <ul aria-labelledby={ids.viewpoints}>
            {topic.viewpoints.map((viewpoint, index) => (
              <li key={viewpoint.guid}>
                <button
                  type="button"
                  className={`${viewerButton} ${styles.viewpointButton}`}
                  aria-current={(active && shown?.guid === viewpoint.guid) || undefined}
                  onClick={() => onShow(viewpoint)}
                >
                  {t('list.viewpoint', { index: index + 1 })}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {snapshot && (
        <img
          src={snapshot}
          alt={several ? t('list.snapshotOf', { title: topic.title, index: numberOf(shown?.guid) }) : t('list.snapshot', { title: topic.title })}
          className={styles.snapshot}
        />
      )}
      {!topic.viewpoints.length && <p className={styles.note}>{t('list.noViewpoint')}</p>}
      {missing.length > 0 && (
        <p className={styles.note} data-missing>
          {t('list.missing', { count: missing.length, ids: missing.join(', ') })}
        </p>
      )}
      {active && unapplied && (
        <p className={styles.note} data-unapplied>
          {unapplied}
        </p>
      )}
      {topic.comments.length > 0 && (
        <details className={styles.comments}>
          <summary>{t('list.comments', { count: topic.comments.length })}</summary>
          <ol>
            {topic.comments.map((comment) => {
              const viewpoint = topic.viewpoints.find((candidate) => candidate.guid === comment.viewpointGuid);
              // With one viewpoint the title shows it; with several, a comment's own is a button.
              const button = several && viewpoint;
              return (
                <li key={comment.guid}>
                  <p className={styles.commentBy}>{t('list.commentBy', { author: comment.author, date: dateTime(comment.date) })}</p>
                  {comment.text ? <p>{comment.text}</p> : !button && <p>{viewpoint ? t('list.viewpointComment') : t('list.emptyComment')}</p>}
                  {button && (
                    <button type="button" className={`${viewerButton} ${styles.viewpointButton}`} onClick={() => onShow(viewpoint)}>
                      {t('list.commentViewpoint', { index: numberOf(viewpoint.guid) })}
                    </button>
                  )}
                </li>
              );
            })}
          </ol>
        </details>
      )}
    </li>
  );
}
