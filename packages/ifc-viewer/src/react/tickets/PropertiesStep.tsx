import { type FormEvent, useId, useState } from 'react';
import { addableProperties, type CustomKind, customType, validPropertyName } from '../../tickets/addable-properties.ts';
import { type ChosenProperty, chosenKey, initialInput } from '../../tickets/draft.ts';
import { currentValues, type IndexedSet, type SetChoice } from '../../tickets/property-index.ts';
import type { PropertyType } from '../../tickets/property-types.ts';
import { primaryButton, viewerButton } from '../button-class.ts';
import viewer from '../Viewer.module.css';
import { useTranslation } from '../viewer-copy.tsx';
import { formatValues } from './format-typed.ts';
import { problemText } from './problem-text.ts';
import styles from './Ticket.module.css';
import { TicketField } from './TicketField.tsx';
import { useFocusOnMount } from './use-focus-on-mount.ts';

interface Props {
  choices: readonly SetChoice[];
  sets: ReadonlyMap<number, IndexedSet[]>;
  chosen: readonly ChosenProperty[];
  onChange: (chosen: ChosenProperty[]) => void;
  onBack: () => void;
  onNext: () => void;
}

const customKinds: CustomKind[] = ['text', 'number', 'boolean'];
const custom = '\u0000custom';

/** Step 2: the properties to change, ticked in the sets the elements share, and properties added to a set. */
export function PropertiesStep({ choices, sets, chosen, onChange, onBack, onNext }: Props) {
  const { t, lang } = useTranslation('ifcViewerTicket');
  const id = useId();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const words = { yes: t('values.yes'), no: t('values.no'), none: t('values.missing') };
  const [noChoice, setNoChoice] = useState(false);
  const [addSet, setAddSet] = useState(choices[0]?.name ?? '');
  const [addWhich, setAddWhich] = useState('');
  const [customName, setCustomName] = useState('');
  const [customKind, setCustomKind] = useState<CustomKind>('text');
  const [nameProblem, setNameProblem] = useState<'name' | 'nameTaken'>();
  const ids = { error: `${id}-none`, set: `${id}-set`, which: `${id}-which`, name: `${id}-name`, kind: `${id}-kind` };

  const isChosen = (set: string, property: string) => chosen.some((item) => chosenKey(item) === chosenKey({ set, property }));
  const choose = (set: string, property: string, type: PropertyType, added: boolean) =>
    onChange([...chosen, { set, property, type, added, input: added ? '' : initialInput(type, currentValues(sets, set, property), lang === 'de') }]);
  const toggle = (set: string, property: string, type: PropertyType, on: boolean) => {
    setNoChoice(false);
    if (on) choose(set, property, type, false);
    else onChange(chosen.filter((item) => chosenKey(item) !== chosenKey({ set, property })));
  };

  const present = choices.find((choice) => choice.name === addSet)?.properties.map((property) => property.name) ?? [];
  const addable = addableProperties(addSet, present).filter((property) => !isChosen(addSet, property.name));
  const which = addWhich || addable[0]?.name || custom;

  const add = () => {
    const standard = addable.find((property) => property.name === which);
    const name = standard?.name ?? customName.trim();
    if (!standard && !validPropertyName(name)) return setNameProblem('name');
    if (present.includes(name) || isChosen(addSet, name)) return setNameProblem('nameTaken');
    setNameProblem(undefined);
    setNoChoice(false);
    choose(addSet, name, standard?.type ?? customType(customKind), true);
    setAddWhich('');
    setCustomName('');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length) return onNext();
    setNoChoice(true);
    document.getElementById(`${id}-0-0`)?.focus();
  };

  return (
    <form className={styles.step} onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h4 id={`${id}-heading`} ref={heading} tabIndex={-1} className={styles.stepTitle}>
        {t('properties.heading')}
      </h4>
      <p className={viewer.hint}>{t('properties.hint')}</p>
      {noChoice && (
        <p id={ids.error} className={styles.error}>
          {t('errors.noChoice')}
        </p>
      )}
      {choices.map((choice, setIndex) => (
        <fieldset key={choice.name} className={styles.choices} aria-describedby={noChoice ? ids.error : undefined}>
          <legend className={styles.legend}>{choice.name}</legend>
          {choice.properties.map((property, index) => (
            <div key={property.name} className={styles.check}>
              <input
                id={`${id}-${setIndex}-${index}`}
                type="checkbox"
                checked={isChosen(choice.name, property.name)}
                onChange={(event) => toggle(choice.name, property.name, property.type, event.target.checked)}
              />
              <label htmlFor={`${id}-${setIndex}-${index}`}>
                {property.name}{' '}
                <span className={styles.current}>
                  {t('properties.current', { value: formatValues(currentValues(sets, choice.name, property.name), property.type, lang, words) })}
                </span>
              </label>
            </div>
          ))}
          {chosen
            .filter((item) => item.added && item.set === choice.name)
            .map((item) => (
              <div key={item.property} className={styles.check}>
                <input
                  id={`${id}-added-${item.property}`}
                  type="checkbox"
                  checked
                  onChange={() => onChange(chosen.filter((other) => chosenKey(other) !== chosenKey(item)))}
                />
                <label htmlFor={`${id}-added-${item.property}`}>
                  {item.property} <span className={styles.current}>{t('properties.added')}</span>
                </label>
              </div>
            ))}
        </fieldset>
      ))}
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>{t('properties.add')}</legend>
        <TicketField id={ids.set} label={t('properties.addSet')}>
          {(control) => (
            <span className={viewer.selectBox}>
              <select {...control} className={viewer.select} value={addSet} onChange={(event) => setAddSet(event.target.value)}>
                {choices.map((choice) => (
                  <option key={choice.name}>{choice.name}</option>
                ))}
              </select>
            </span>
          )}
        </TicketField>
        <TicketField id={ids.which} label={t('properties.addWhich')}>
          {(control) => (
            <span className={viewer.selectBox}>
              <select {...control} className={viewer.select} value={which} onChange={(event) => setAddWhich(event.target.value)}>
                {addable.map((property) => (
                  <option key={property.name}>{property.name}</option>
                ))}
                <option value={custom}>{t('properties.custom')}</option>
              </select>
            </span>
          )}
        </TicketField>
        {which === custom && (
          <>
            <TicketField
              id={ids.name}
              label={t('properties.customName')}
              hint={t('properties.customNameHint')}
              error={nameProblem && problemText(t, lang, { code: nameProblem })}
            >
              {(control) => (
                <input
                  {...control}
                  className={viewer.input}
                  value={customName}
                  autoComplete="off"
                  spellCheck={false}
                  onChange={(event) => setCustomName(event.target.value)}
                  onKeyDown={(event) => {
                    // Enter adds the property here instead of leaving the step.
                    if (event.key === 'Enter') {
                      event.preventDefault();
                      add();
                    }
                  }}
                />
              )}
            </TicketField>
            <TicketField id={ids.kind} label={t('properties.customKind')}>
              {(control) => (
                <span className={viewer.selectBox}>
                  <select
                    {...control}
                    className={viewer.select}
                    value={customKind}
                    onChange={(event) => setCustomKind(event.target.value as CustomKind)}
                  >
                    {customKinds.map((kind) => (
                      <option key={kind} value={kind}>
                        {t(`properties.kinds.${kind}`)}
                      </option>
                    ))}
                  </select>
                </span>
              )}
            </TicketField>
          </>
        )}
        {which !== custom && nameProblem === 'nameTaken' && <p className={styles.error}>{t('errors.nameTaken')}</p>}
        <button type="button" className={viewerButton} onClick={add}>
          {t('properties.addButton')}
        </button>
      </fieldset>
      <div className={viewer.formActions}>
        <button type="button" className={viewerButton} onClick={onBack}>
          {t('actions.back')}
        </button>
        <button type="submit" className={primaryButton}>
          {t('actions.next')}
        </button>
      </div>
    </form>
  );
}
