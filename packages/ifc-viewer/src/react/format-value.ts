import type { PropertyEntry, Value } from '../model/model-data.ts';
import type { Lang } from './viewer-copy.tsx';

// Intl is fine here: the viewer loads on request, long after the page's first task.
const numbers = new Map<string, Intl.NumberFormat>();

export function formatNumber(value: number, lang: Lang, digits = 3): string {
  const key = `${lang}:${digits}`;
  let format = numbers.get(key);
  if (!format) {
    format = new Intl.NumberFormat(lang, { maximumFractionDigits: digits });
    numbers.set(key, format);
  }
  return format.format(value);
}

/** A property value as the panel shows it: numbers in the page's language, truth values as words. */
export function formatValue(value: Value | undefined, lang: Lang, words: { yes: string; no: string; none: string }): string {
  if (value === undefined || value === '') return words.none;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number') return formatNumber(value, lang);
  return value;
}

/** A value with its unit, numbers only, bound by a no-break space: "0,9 W/(m²·K)", "27 m". */
export function formatWithUnit(
  value: Value | undefined,
  unit: string | undefined,
  lang: Lang,
  words: { yes: string; no: string; none: string },
): string {
  const text = formatValue(value, lang, words);
  return unit && typeof value === 'number' ? `${text}\u00a0${unit}` : text;
}

export const formatEntry = (entry: PropertyEntry, lang: Lang, words: { yes: string; no: string; none: string }) =>
  formatWithUnit(entry.value, entry.unit, lang, words);
