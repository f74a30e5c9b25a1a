import { type FormEvent, type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ViewState } from '../../bcf/capture-viewpoint.ts';
import { pngDataUrl } from '../../bcf/png-data.ts';
import { topicStatuses } from '../../bcf/topic.ts';
import { viewerButton } from '../button-class.ts';
import viewer from '../Viewer.module.css';
import { useTranslation } from '../viewer-copy.tsx';
import styles from './Bcf.module.css';
import { statusKeys } from './topic-status.ts';

export interface IssueFields {
  title: string;
  description: string;
  status: string;
  assignee: string;
  dueDate: string;
}

interface Props {
  /** The view as it was when the visitor asked for a new issue. */
  view: ViewState;
  onCreate: (fields: IssueFields) => void;
  onCancel: () => void;
}

/** A new issue on the recorded view: title (required), description, status, assignee and due date. */
export function IssueForm({ view, onCreate, onCancel }: Props) {
  const { t } = useTranslation('ifcViewerBcf');
  const tool = useTranslation('ifcViewerTool').t;
  const ids = {
    heading: useId(),
    title: useId(),
    error: useId(),
    description: useId(),
    status: useId(),
    assignee: useId(),
    hint: useId(),
    due: useId(),
  };
  const [fields, setFields] = useState<IssueFields>({ title: '', description: '', status: 'Open', assignee: '', dueDate: '' });
  const [missingTitle, setMissingTitle] = useState(false);
  const titleRef = useRef<HTMLInputElement>(null);
  const snapshot = useMemo(() => view.snapshot && pngDataUrl(view.snapshot), [view.snapshot]);

  useEffect(() => titleRef.current?.focus(), []);

  const set = (name: keyof IssueFields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!fields.title.trim()) {
      setMissingTitle(true);
      titleRef.current?.focus();
      return;
    }
    onCreate({ ...fields, title: fields.title.trim(), assignee: fields.assignee.trim(), description: fields.description.trim() });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };

  const recorded = [
    view.camera ? t('viewpoint.camera') : t('viewpoint.noCamera'),
    view.selected.length ? t('viewpoint.selected', { count: view.selected.length }) : t('viewpoint.noSelection'),
    view.section ? t('viewpoint.section', { axis: tool(`toolbar.axis.${view.section.axis}`) }) : t('viewpoint.noSection'),
    // The visibility and colours of an imported viewpoint shown now go into the new one too.
    ...(view.display ? [t('viewpoint.display')] : []),
  ];

  return (
    <form className={styles.form} aria-labelledby={ids.heading} noValidate onSubmit={submit} onKeyDown={onKeyDown}>
      <h4 id={ids.heading} className={viewer.subTitle}>
        {t('form.title')}
      </h4>
      <div className={styles.field}>
        <label htmlFor={ids.title}>{t('form.name')}</label>
        <input
          ref={titleRef}
          id={ids.title}
          className={viewer.input}
          value={fields.title}
          required
          aria-invalid={missingTitle && !fields.title.trim() ? true : undefined}
          aria-describedby={missingTitle && !fields.title.trim() ? ids.error : undefined}
          onChange={set('title')}
        />
        {missingTitle && !fields.title.trim() && (
          <p id={ids.error} className={styles.error}>
            {t('form.required')}
          </p>
        )}
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.description}>{t('form.description')}</label>
        <textarea
          id={ids.description}
          className={`${viewer.input} ${styles.textarea}`}
          rows={3}
          value={fields.description}
          onChange={set('description')}
        />
      </div>
      <div className={styles.fieldRow}>
        <div className={styles.field}>
          <label htmlFor={ids.status}>{t('form.status')}</label>
          <span className={viewer.selectBox}>
            <select id={ids.status} className={viewer.select} value={fields.status} onChange={set('status')}>
              {topicStatuses.map((status) => (
                <option key={status} value={status}>
                  {t(`statuses.${statusKeys[status]}`)}
                </option>
              ))}
            </select>
          </span>
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.due}>{t('form.dueDate')}</label>
          <input id={ids.due} type="date" className={viewer.input} value={fields.dueDate} onChange={set('dueDate')} />
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.assignee}>{t('form.assignee')}</label>
        <input
          id={ids.assignee}
          className={viewer.input}
          autoComplete="off"
          aria-describedby={ids.hint}
          value={fields.assignee}
          onChange={set('assignee')}
        />
        <p id={ids.hint} className={viewer.hint}>
          {t('form.assigneeHint')}
        </p>
      </div>
      <figure className={styles.recorded}>
        {snapshot && <img src={snapshot} alt={t('form.snapshot')} className={styles.snapshot} />}
        <figcaption>{t('form.recorded', { what: recorded.join(' · ') })}</figcaption>
      </figure>
      <div className={viewer.formActions}>
        <button type="submit" className={viewerButton}>
          {t('form.create')}
        </button>
        <button type="button" className={viewerButton} onClick={onCancel}>
          {t('form.cancel')}
        </button>
      </div>
    </form>
  );
}
