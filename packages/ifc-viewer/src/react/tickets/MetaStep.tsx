import { type FormEvent, useId, useState } from 'react';
import { checkMeta, type MetaField, reasonLimit, type TicketMeta, titleLimit } from '../../tickets/ticket.ts';
import { primaryButton } from '../button-class.ts';
import viewer from '../Viewer.module.css';
import { useTranslation } from '../viewer-copy.tsx';
import { type FieldProblem, problemText } from './problem-text.ts';
import styles from './Ticket.module.css';
import { TicketField } from './TicketField.tsx';
import { useFocusOnMount } from './use-focus-on-mount.ts';

/** The demo's project members a ticket can go to; their names are in the locale files. */
export const reviewers = ['krueger', 'brandt', 'demir'] as const;

interface Props {
  meta: TicketMeta;
  onNext: (meta: TicketMeta) => void;
}

const limits: Partial<Record<MetaField, number>> = { title: titleLimit, reason: reasonLimit };

/** Step 1: what the change is called, why it is needed, by when, and who reviews it. */
export function MetaStep({ meta, onNext }: Props) {
  const { t, lang } = useTranslation('ifcViewerTicket');
  const id = useId();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const [values, setValues] = useState(meta);
  const [problems, setProblems] = useState<Partial<Record<MetaField, FieldProblem>>>({});
  const fieldId = (field: MetaField) => `${id}-${field}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkMeta(values);
    const next = Object.fromEntries(
      Object.entries(found).map(([field, problem]) => [
        field,
        problem === 'tooLong' ? { code: problem, limit: limits[field as MetaField]! } : { code: problem },
      ]),
    ) as Partial<Record<MetaField, FieldProblem>>;
    setProblems(next);
    const first = (['title', 'reason', 'due', 'reviewer'] as const).find((field) => next[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
    else onNext({ ...values, title: values.title.trim(), reason: values.reason.trim() });
  };
  const error = (field: MetaField) => {
    const problem = problems[field];
    return problem && problemText(t, lang, problem, field === 'reviewer');
  };
  // A field's error goes as soon as the visitor edits it; the next press of the button checks again.
  const set = (field: MetaField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setProblems(({ [field]: _, ...rest }) => rest);
  };

  return (
    <form className={styles.step} onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h4 id={`${id}-heading`} ref={heading} tabIndex={-1} className={styles.stepTitle}>
        {t('metadata.heading')}
      </h4>
      <TicketField id={fieldId('title')} label={t('metadata.title')} error={error('title')}>
        {(control) => <input {...control} className={viewer.input} value={values.title} onChange={set('title')} autoComplete="off" />}
      </TicketField>
      <TicketField id={fieldId('reason')} label={t('metadata.reason')} error={error('reason')}>
        {(control) => (
          <textarea {...control} className={`${viewer.input} ${styles.textarea}`} rows={3} value={values.reason} onChange={set('reason')} />
        )}
      </TicketField>
      <TicketField id={fieldId('due')} label={t('metadata.due')} error={error('due')}>
        {(control) => <input {...control} type="date" className={viewer.input} value={values.due} onChange={set('due')} />}
      </TicketField>
      <TicketField id={fieldId('reviewer')} label={t('metadata.reviewer')} error={error('reviewer')}>
        {(control) => (
          <span className={viewer.selectBox}>
            <select {...control} className={viewer.select} value={values.reviewer} onChange={set('reviewer')}>
              <option value="">{t('metadata.chooseReviewer')}</option>
              {reviewers.map((key) => (
                <option key={key} value={t(`metadata.reviewers.${key}`)}>
                  {t(`metadata.reviewers.${key}`)}
                </option>
              ))}
            </select>
          </span>
        )}
      </TicketField>
      <div className={viewer.formActions}>
        <button type="submit" className={primaryButton}>
          {t('actions.next')}
        </button>
      </div>
    </form>
  );
}
