import { useId, useMemo } from 'react';
import { useTranslation } from '../../../../../i18n/use-translation.tsx';
import { pngDataUrl } from '../../bcf/png-data.ts';
import type { BcfTopic } from '../../bcf/topic.ts';
import styles from './Bcf.module.css';
import { statusKeyOf } from './topic-status.ts';
import { useDay } from './use-day.ts';

interface Props {
  topic: BcfTopic;
  /** The file it came from; none for an issue made here. */
  source?: string;
  active: boolean;
  /** GlobalIds its viewpoint selects that no open model has. */
  missing: readonly string[];
  /** Clipping planes of its viewpoint the viewer could not show, known once it was shown. */
  planesNotShown: number;
  onShow: () => void;
}

/** One issue in the list: its title shows its viewpoint; status, assignee, due date, snapshot and comments below. */
export function IssueItem({ topic, source, active, missing, planesNotShown, onShow }: Props) {
  const { t } = useTranslation('ifcViewerBcf');
  const day = useDay();
  const metaId = useId();
  const snapshot = useMemo(() => topic.viewpoint?.snapshot && pngDataUrl(topic.viewpoint.snapshot), [topic.viewpoint?.snapshot]);
  const statusKey = statusKeyOf(topic.status);

  return (
    <li className={styles.topic} data-topic={topic.guid}>
      <button type="button" className={styles.topicButton} aria-current={active || undefined} aria-describedby={metaId} onClick={onShow}>
        {topic.title}
      </button>
      <dl id={metaId} className={styles.meta}>
        {topic.status && (
          <div>
            <dt>{t('list.status')}</dt>
            <dd>{statusKey ? t(`statuses.${statusKey}`) : topic.status}</dd>
          </div>
        )}
        {topic.assignee && (
          <div>
            <dt>{t('list.assignee')}</dt>
            <dd>{topic.assignee}</dd>
          </div>
        )}
        {topic.dueDate && (
          <div>
            <dt>{t('list.due')}</dt>
            <dd>{day(topic.dueDate)}</dd>
          </div>
        )}
        <div>
          <dt>{t('list.source')}</dt>
          <dd>{source ?? t('list.created')}</dd>
        </div>
      </dl>
      {topic.description && <p className={styles.description}>{topic.description}</p>}
      {snapshot && <img src={snapshot} alt={t('list.snapshot', { title: topic.title })} className={styles.snapshot} />}
      {!topic.viewpoint && <p className={styles.note}>{t('list.noViewpoint')}</p>}
      {missing.length > 0 && (
        <p className={styles.note} data-missing>
          {t('list.missing', { count: missing.length, ids: missing.join(', ') })}
        </p>
      )}
      {planesNotShown > 0 && <p className={styles.note}>{t('list.planesNotShown', { count: planesNotShown })}</p>}
      {topic.comments.length > 0 && (
        <details className={styles.comments}>
          <summary>{t('list.comments', { count: topic.comments.length })}</summary>
          <ol>
            {topic.comments.map((comment) => (
              <li key={comment.guid}>
                <p className={styles.commentBy}>{t('list.commentBy', { author: comment.author, date: day(comment.date) })}</p>
                <p>{comment.text || t('list.emptyComment')}</p>
              </li>
            ))}
          </ol>
        </details>
      )}
    </li>
  );
}
