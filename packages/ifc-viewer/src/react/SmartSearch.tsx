import { type FormEvent, memo, useId, useMemo, useState } from 'react';
import type { ModelElement } from '../model/model-data.ts';
import { type ElementQuery, factsOf, windowWidthQuery } from '../model/search-elements.ts';
import { classCounts, type ElementRef, type LoadedModel } from '../view/tree-state.ts';
import { viewerButton } from './button-class.ts';
import styles from './Viewer.module.css';
import { useTranslation } from './viewer-copy.tsx';

interface Props {
  models: readonly LoadedModel[];
  /** An element of the open models by its reference. */
  elementOf: (ref: ElementRef) => ModelElement | undefined;
  matches: readonly ElementRef[] | undefined;
  onQuery: (query: ElementQuery | undefined) => void;
  onSelect: (ref: ElementRef) => void;
}

const number = (text: string) => (text.trim() === '' ? undefined : Number(text.replace(',', '.')));

/**
 * The smart search: the ready query for windows 122 to 134 cm wide, and a free filter by class and by
 * one attribute or property, with a range for numbers or a text. Matches light up and are listed.
 * Memoised: a ticket or a check elsewhere leaves it as it is, however large the model.
 */
export const SmartSearch = memo(function SmartSearch({ models, elementOf, matches, onQuery, onSelect }: Props) {
  const { t } = useTranslation('ifcViewerTool');
  const ids = { heading: useId(), ifcClass: useId(), fact: useId(), min: useId(), max: useId(), text: useId(), results: useId() };
  const [ifcClass, setIfcClass] = useState('');
  const [fact, setFact] = useState('');
  const [min, setMin] = useState('');
  const [max, setMax] = useState('');
  const [text, setText] = useState('');
  const facts = useMemo(() => [...new Set(models.flatMap((model) => factsOf(model.data, ifcClass || undefined)))].sort(), [models, ifcClass]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onQuery({ ifcClass: ifcClass || undefined, fact: fact || undefined, min: number(min), max: number(max), text: text || undefined });
  };

  return (
    <section className={styles.panel} aria-labelledby={ids.heading}>
      <h3 id={ids.heading} className={styles.panelTitle}>
        {t('search.title')}
      </h3>
      <button type="button" className={viewerButton} onClick={() => onQuery(windowWidthQuery)}>
        {t('search.windows')}
      </button>
      <form className={styles.searchForm} onSubmit={submit} aria-label={t('search.free')}>
        <label htmlFor={ids.ifcClass}>{t('search.class')}</label>
        <span className={styles.selectBox}>
          <select id={ids.ifcClass} className={styles.select} value={ifcClass} onChange={(event) => setIfcClass(event.target.value)}>
            <option value="">{t('search.anyClass')}</option>
            {classCounts(models).map(([name]) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        </span>
        <label htmlFor={ids.fact}>{t('search.property')}</label>
        <span className={styles.selectBox}>
          <select id={ids.fact} className={styles.select} value={fact} onChange={(event) => setFact(event.target.value)}>
            <option value="">{t('search.anyProperty')}</option>
            {facts.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        </span>
        <label htmlFor={ids.min}>{t('search.min')}</label>
        <input id={ids.min} className={styles.input} inputMode="decimal" value={min} onChange={(event) => setMin(event.target.value)} />
        <label htmlFor={ids.max}>{t('search.max')}</label>
        <input id={ids.max} className={styles.input} inputMode="decimal" value={max} onChange={(event) => setMax(event.target.value)} />
        <label htmlFor={ids.text}>{t('search.text')}</label>
        <input id={ids.text} className={styles.input} value={text} onChange={(event) => setText(event.target.value)} />
        <div className={styles.formActions}>
          <button type="submit" className={viewerButton}>
            {t('search.run')}
          </button>
          <button type="button" className={viewerButton} onClick={() => onQuery(undefined)}>
            {t('search.clear')}
          </button>
        </div>
      </form>
      {matches && (
        <>
          <p id={ids.results} role="status" className={styles.hint}>
            {t('search.found', { count: matches.length })}
          </p>
          <ul className={styles.results} aria-labelledby={ids.results}>
            {matches.map((ref) => {
              const element = elementOf(ref);
              return (
                <li key={`${ref.model}#${ref.expressID}`}>
                  <button type="button" className={styles.elementButton} onClick={() => onSelect(ref)}>
                    {element?.name || element?.globalId} <span className={styles.count}>{element?.ifcClass}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
});
