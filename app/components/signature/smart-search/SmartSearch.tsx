import { useState } from 'react';
import { useLang } from '../../../context/page.tsx';
import { useEnhanced } from '../../../lib/use-enhanced.tsx';
import { fill } from '../../../shared/i18n/translator.ts';
import type { SmartSearchCopy } from './copy.ts';
import { number } from './format.ts';
import { ResultTable } from './ResultTable.tsx';
import { exampleInput, type RangeInput, rangeOf, windowsIn } from './range.ts';
import styles from './SmartSearch.module.css';
import { WidthFilter } from './WidthFilter.tsx';
import { windows } from './windows.ts';

export type { SmartSearchCopy, SmartSearchSectionCopy } from './copy.ts';

export interface SmartSearchProps {
  /** `search.piece` in `locales/<lang>/infoManagement.json`. */
  copy: SmartSearchCopy;
}

/**
 * The information-management page's signature piece: the smart search with the spec's example query,
 * windows from 122 to 134 cm wide, over the windows of Haus B as model, plans and room book state them.
 *
 * The HTML (and a browser without the script) shows the example's result, already filtered, with the
 * width fields greyed out; the script enables them, and the list follows them as they change, its
 * count announced politely.
 */
export function SmartSearch({ copy }: SmartSearchProps) {
  const lang = useLang();
  const enhanced = useEnhanced();
  const [input, setInput] = useState<RangeInput>(exampleInput);
  const range = rangeOf(input);
  const matches = windowsIn(range, windows);
  const values = { min: number(range.min, lang), max: number(range.max, lang) };
  return (
    <div className={styles.root} data-enhanced={enhanced}>
      <search className={styles.panel} aria-label={copy.label}>
        <p className={styles.scope}>{copy.scope}</p>
        <div className={styles.bar}>
          <p className={styles.query}>
            <svg className={styles.icon} width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path d="M13 13l5 5M14.5 8.5a6 6 0 1 1-12 0 6 6 0 0 1 12 0z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span className="visually-hidden">{copy.queryLabel}: </span>
            <span className={styles.queryText}>{fill(copy.query, values)}</span>
          </p>
          <ul className={styles.chips} aria-label={copy.filtersLabel}>
            <li className={styles.chip}>{copy.chips.type}</li>
            <li className={`${styles.chip} ${styles.active}`}>{fill(copy.chips.width, values)}</li>
            <li className={styles.chip}>{copy.chips.storey}</li>
          </ul>
        </div>
        <div className={styles.body}>
          <WidthFilter copy={copy} input={input} onInput={setInput} range={range} enabled={enhanced} lang={lang} />
          <ResultTable copy={copy} matches={matches} total={windows.length} range={range} lang={lang} />
        </div>
      </search>
    </div>
  );
}
