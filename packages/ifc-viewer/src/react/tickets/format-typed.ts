import type { PlainValue, PropertyType } from '../../tickets/property-types.ts';
import { formatWithUnit } from '../format-value.ts';
import type { Lang } from '../viewer-copy.tsx';

export interface ValueWords {
  yes: string;
  no: string;
  /** For an element that lacks the property. */
  none: string;
}

/** A value as the page's language writes it, numbers with their unit (bound by a no-break space). */
export const formatTyped = (value: PlainValue | undefined, type: PropertyType, lang: Lang, words: ValueWords): string =>
  formatWithUnit(value, type.unit, lang, words);

/** The values the elements have now, each once: "0,9 W/(m²·K) / nicht vorhanden". */
export const formatValues = (values: readonly (PlainValue | undefined)[], type: PropertyType, lang: Lang, words: ValueWords) =>
  values.map((value) => formatTyped(value, type, lang, words)).join(' / ');
