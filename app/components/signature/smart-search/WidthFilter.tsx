import { type ChangeEvent, useId } from 'react';
import type { Lang } from '../../../shared/languages.ts';
import type { SmartSearchCopy } from './copy.ts';
import { number } from './format.ts';
import { fieldBounds, onScale, type RangeInput, scaleBounds, scaleTicks, type WidthRange, windowsIn } from './range.ts';
import styles from './WidthFilter.module.css';
import { windows } from './windows.ts';

interface Props {
  copy: SmartSearchCopy;
  input: RangeInput;
  onInput: (input: RangeInput) => void;
  range: WidthRange;
  /** False in the HTML and while it hydrates: the fields are greyed out until the script runs. */
  enabled: boolean;
  lang: Lang;
}

const tickClass = ['t0', 't1', 't2', 't3', 't4'] as const;

/**
 * The two width fields (number inputs in centimetres, steps of 1) and, under them, every window of
 * the search as a tick on a scale from 50 to 250 cm, the range laid over it in yellow.
 */
export function WidthFilter({ copy, input, onInput, range, enabled, lang }: Props) {
  const id = useId();
  const inRange = new Set(windowsIn(range, windows));
  const from = onScale(range.min);
  const to = onScale(range.max);
  const field = (end: keyof RangeInput) => (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={`${id}-${end}`}>
        {copy.width[end]}
      </label>
      <span className={styles.box}>
        <input
          id={`${id}-${end}`}
          className={styles.input}
          type="number"
          inputMode="numeric"
          step={1}
          min={fieldBounds.min}
          max={fieldBounds.max}
          value={input[end]}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onInput({ ...input, [end]: event.target.value })}
        />
        <span className={styles.unit} aria-hidden="true">
          {copy.width.unit}
        </span>
      </span>
    </div>
  );
  return (
    <div className={styles.filter}>
      <div className={styles.layout}>
        <fieldset className={styles.fieldset} disabled={!enabled}>
          <legend className={styles.legend}>{copy.width.legend}</legend>
          <div className={styles.fields}>
            {field('min')}
            {field('max')}
          </div>
        </fieldset>
        <div className={styles.scale} aria-hidden="true">
          <p className={styles.scaleTitle}>{copy.scale}</p>
          <svg
            className={styles.strip}
            viewBox={`0 0 ${scaleBounds.max - scaleBounds.min} 32`}
            preserveAspectRatio="none"
            aria-hidden="true"
            focusable="false"
          >
            <rect x="0" y="15" width={scaleBounds.max - scaleBounds.min} height="2" fill="#d9d5cd" />
            {to > from && <rect x={from} y="0" width={to - from} height="32" fill="#ffbe28" fillOpacity="0.5" data-band="" />}
            {windows.map((entry) => (
              <line
                key={entry.id}
                x1={onScale(entry.width)}
                x2={onScale(entry.width)}
                y1="5"
                y2="27"
                stroke={inRange.has(entry) ? '#1f2328' : '#9aa1a9'}
                strokeWidth="2"
                vectorEffect="non-scaling-stroke"
                data-match={inRange.has(entry)}
              />
            ))}
          </svg>
          <ol className={styles.ticks}>
            {scaleTicks.map((tick, index) => (
              <li key={tick} className={styles[tickClass[index]!]}>
                {number(tick, lang)}
              </li>
            ))}
          </ol>
        </div>
      </div>
    </div>
  );
}
