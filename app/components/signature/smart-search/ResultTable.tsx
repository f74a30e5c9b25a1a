import { fill } from '../../../shared/i18n/translator.ts';
import type { Lang } from '../../../shared/languages.ts';
import type { SmartSearchCopy } from './copy.ts';
import { centimetres, metres, number } from './format.ts';
import styles from './ResultTable.module.css';
import type { WidthRange } from './range.ts';
import type { WindowEntry } from './windows.ts';

interface Props {
  copy: SmartSearchCopy;
  matches: readonly WindowEntry[];
  total: number;
  range: WidthRange;
  lang: Lang;
}

function sourceDetail(entry: WindowEntry, copy: SmartSearchCopy, lang: Lang): string {
  const { source } = entry;
  const detail = copy.sources[source.kind].detail;
  if (source.kind === 'plan') return fill(detail, { number: source.number, index: source.index });
  if (source.kind === 'document') return fill(detail, { version: source.version });
  return fill(detail, { width: metres(entry.width, lang) });
}

/**
 * The count of matches, announced politely as it changes, and the matches as a table with a caption:
 * a table from 640 px of width, below a card per window (its mark and width, then storey, room and
 * height, then the source).
 */
export function ResultTable({ copy, matches, total, range, lang }: Props) {
  const values = { min: number(range.min, lang), max: number(range.max, lang) };
  const { columns } = copy;
  return (
    <div className={styles.results}>
      <output className={styles.count} aria-live="polite">
        {fill(copy.count, { count: number(matches.length, lang), total: number(total, lang) })}
      </output>
      <table className={styles.table}>
        <caption className="visually-hidden">{fill(copy.caption, values)}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.id}</th>
            <th scope="col">{columns.storey}</th>
            <th scope="col">{columns.room}</th>
            <th scope="col" className={styles.number}>
              {columns.width}
            </th>
            <th scope="col" className={styles.number}>
              {columns.height}
            </th>
            <th scope="col">{columns.source}</th>
          </tr>
        </thead>
        <tbody>
          {matches.map((entry) => (
            <tr key={entry.id} className={styles.row}>
              <th scope="row" className={styles.id}>
                {entry.id}
              </th>
              <td className={styles.storey}>{copy.storeys[`${entry.storey}`]}</td>
              <td className={styles.room}>
                {entry.room} {copy.rooms[entry.roomKind]}
              </td>
              <td className={`${styles.number} ${styles.width}`}>
                <span className={styles.match}>{centimetres(entry.width, lang)}</span>
              </td>
              <td className={`${styles.number} ${styles.height}`}>
                {/* The column's name, for the card only, where the height has no column to go by. */}
                <span className={styles.label} aria-hidden="true">
                  {columns.height}{' '}
                </span>
                {centimetres(entry.height, lang)}
              </td>
              <td className={styles.source}>
                <span className={styles.kind} data-kind={entry.source.kind}>
                  {copy.sources[entry.source.kind].label}
                </span>{' '}
                <span className={styles.detail}>{sourceDetail(entry, copy, lang)}</span>
              </td>
            </tr>
          ))}
          {matches.length === 0 && (
            <tr>
              <td colSpan={6} className={styles.empty}>
                {range.min > range.max ? copy.reversed : copy.empty}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
