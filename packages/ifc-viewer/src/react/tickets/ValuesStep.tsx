import { type FormEvent, useId, useState } from 'react';
import type { PropertyChange } from '../../tickets/apply-changes.ts';
import { type ChosenProperty, chosenKey, readChosen } from '../../tickets/draft.ts';
import { currentValues, type IndexedSet } from '../../tickets/property-index.ts';
import type { PropertyType, ValueProblem } from '../../tickets/property-types.ts';
import { primaryButton, viewerButton } from '../button-class.ts';
import viewer from '../Viewer.module.css';
import { useTranslation } from '../viewer-copy.tsx';
import { formatValues } from './format-typed.ts';
import { problemText } from './problem-text.ts';
import styles from './Ticket.module.css';
import { type FieldControl, TicketField } from './TicketField.tsx';
import { useFocusOnMount } from './use-focus-on-mount.ts';

interface Props {
  chosen: readonly ChosenProperty[];
  sets: ReadonlyMap<number, IndexedSet[]>;
  /** The ticket came back from review: its button says it goes in again. */
  resubmit: boolean;
  onInput: (key: string, input: string) => void;
  onBack: () => void;
  onSubmit: (changes: PropertyChange[]) => void;
}

/** Step 3: a field per chosen property, typed as the property is, then the ticket goes to review. */
export function ValuesStep({ chosen, sets, resubmit, onInput, onBack, onSubmit }: Props) {
  const { t, lang } = useTranslation('ifcViewerTicket');
  const id = useId();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const [problems, setProblems] = useState<Map<string, ValueProblem>>(new Map());
  const words = { yes: t('values.yes'), no: t('values.no'), none: t('values.missing') };
  const fieldId = (index: number) => `${id}-${index}`;

  const kindText = (type: PropertyType) => {
    if (type.kind === 'text') return type.maxLength ? t('values.kind.text', { limit: type.maxLength }) : t('values.kind.longText');
    if (type.kind === 'enumeration') return t('values.kind.enumeration', { enumeration: type.enumeration ?? '' });
    const kind = t(`values.kind.${type.kind}`);
    return type.unit ? `${kind} ${t('values.unit', { unit: type.unit })}` : kind;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readChosen(chosen);
    setProblems(read.problems);
    const first = chosen.findIndex((item) => read.problems.has(chosenKey(item)));
    if (first >= 0) document.getElementById(fieldId(first))?.focus();
    else onSubmit(read.changes);
  };

  const control = (item: ChosenProperty, props: FieldControl) => {
    const change = (event: { target: { value: string } }) => {
      onInput(chosenKey(item), event.target.value);
      setProblems((current) => {
        const next = new Map(current);
        next.delete(chosenKey(item));
        return next;
      });
    };
    if (item.type.kind === 'boolean' || item.type.kind === 'enumeration') {
      const options =
        item.type.kind === 'boolean'
          ? [['true', t('values.yes')] as const, ['false', t('values.no')] as const]
          : (item.type.options ?? []).map((option) => [option, option] as const);
      return (
        <span className={viewer.selectBox}>
          <select {...props} className={viewer.select} value={item.input} onChange={change}>
            <option value="">{t('values.choose')}</option>
            {options.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </span>
      );
    }
    const numeric = item.type.kind === 'number' || item.type.kind === 'integer';
    return (
      <span className={styles.withUnit}>
        <input
          {...props}
          className={viewer.input}
          value={item.input}
          onChange={change}
          autoComplete="off"
          inputMode={numeric ? (item.type.kind === 'integer' ? 'numeric' : 'decimal') : undefined}
        />
        {numeric && item.type.unit && <span aria-hidden="true">{item.type.unit}</span>}
      </span>
    );
  };

  return (
    <form className={styles.step} onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h4 id={`${id}-heading`} ref={heading} tabIndex={-1} className={styles.stepTitle}>
        {t('values.heading')}
      </h4>
      {chosen.map((item, index) => {
        const problem = problems.get(chosenKey(item));
        const now = item.added ? t('values.missing') : formatValues(currentValues(sets, item.set, item.property), item.type, lang, words);
        return (
          <TicketField
            key={chosenKey(item)}
            id={fieldId(index)}
            label={
              <>
                {item.property} <span className={styles.current}>{item.set}</span>
              </>
            }
            hint={`${t('values.current', { value: now })} · ${kindText(item.type)}`}
            error={problem && problemText(t, lang, problem, item.type.kind === 'boolean' || item.type.kind === 'enumeration')}
          >
            {(props) => control(item, props)}
          </TicketField>
        );
      })}
      <div className={viewer.formActions}>
        <button type="button" className={viewerButton} onClick={onBack}>
          {t('actions.back')}
        </button>
        <button type="submit" className={primaryButton}>
          {resubmit ? t('values.resubmit') : t('values.submit')}
        </button>
      </div>
    </form>
  );
}
