import type { IdsFacet, IdsValue } from '../../ids/ids-document.ts';
import type { IdsFound, IdsReason } from '../../ids/ids-reason.ts';
import { propertyType } from '../../tickets/property-types.ts';
import { formatNumber } from '../format-value.ts';
import type { Lang, ViewerTranslator } from '../viewer-copy.tsx';

type T = ViewerTranslator['t'];

const quoted = (t: T, text: string) => t('ids.words.quoted', { text });
const numberText = (text: string, lang: Lang) => (Number.isFinite(Number(text)) ? formatNumber(Number(text), lang, 6) : text);

/** A facet's value in the page's words: 'X', one of 'A', 'B', ≥ 0,28 and < 1 … */
export function valueWords(value: IdsValue, t: T, lang: Lang): string {
  if ('simpleValue' in value) return quoted(t, value.simpleValue);
  const { restriction: r } = value;
  const parts: string[] = [];
  if (r.enumeration)
    parts.push(
      r.enumeration.length === 1
        ? quoted(t, r.enumeration[0]!)
        : t('ids.words.oneOf', { values: r.enumeration.map((each) => quoted(t, each)).join(', ') }),
    );
  if (r.patterns) parts.push(t('ids.words.pattern', { pattern: r.patterns.join(' | ') }));
  if (r.minInclusive !== undefined) parts.push(`≥ ${numberText(r.minInclusive, lang)}`);
  if (r.minExclusive !== undefined) parts.push(`> ${numberText(r.minExclusive, lang)}`);
  if (r.maxInclusive !== undefined) parts.push(`≤ ${numberText(r.maxInclusive, lang)}`);
  if (r.maxExclusive !== undefined) parts.push(`< ${numberText(r.maxExclusive, lang)}`);
  if (r.length !== undefined) parts.push(t('ids.words.length', { count: r.length }));
  if (r.minLength !== undefined) parts.push(t('ids.words.minLength', { count: r.minLength }));
  if (r.maxLength !== undefined) parts.push(t('ids.words.maxLength', { count: r.maxLength }));
  return parts.join(` ${t('ids.words.and')} `) || t('ids.words.anyValue');
}

const nameWords = (value: IdsValue, t: T, lang: Lang) => ('simpleValue' in value ? value.simpleValue : valueWords(value, t, lang));

/** What the facet is about: the property, the attribute, the classification system … */
function subjectWords(facet: IdsFacet, t: T, lang: Lang): string {
  switch (facet.facet) {
    case 'entity':
      return t('ids.subject.entity');
    case 'attribute':
      return t('ids.subject.attribute', { name: nameWords(facet.name, t, lang) });
    case 'property':
      return t('ids.subject.property', { name: `${nameWords(facet.propertySet, t, lang)}.${nameWords(facet.baseName, t, lang)}` });
    case 'classification':
      return facet.system ? t('ids.subject.classificationIn', { system: nameWords(facet.system, t, lang) }) : t('ids.subject.classification');
    case 'material':
      return t('ids.subject.material');
    case 'partOf':
      return t('ids.subject.partOf', { name: nameWords(facet.entity.name, t, lang) });
  }
}

/** What the facet asks of its subject; a property's data type only where the type is what failed. */
function wantedWords(facet: IdsFacet, t: T, lang: Lang, withType: boolean): string {
  switch (facet.facet) {
    case 'entity':
      return [nameWords(facet.name, t, lang), facet.predefinedType && valueWords(facet.predefinedType, t, lang)].filter(Boolean).join(' / ');
    case 'property':
      return [withType && facet.dataType, facet.value && valueWords(facet.value, t, lang)].filter(Boolean).join(', ') || t('ids.words.anyValue');
    case 'attribute':
    case 'classification':
    case 'material':
      return facet.value ? valueWords(facet.value, t, lang) : t('ids.words.anyValue');
    case 'partOf':
      return nameWords(facet.entity.name, t, lang);
  }
}

/** What was found: a number with its unit (IDS compares in SI units), the data type where it is what failed. */
function foundWords(found: readonly IdsFound[], t: T, lang: Lang, withType: boolean): string {
  if (!found.length) return t('ids.words.nothing');
  return found
    .map((item) => {
      const unit = item.dataType && propertyType(item.dataType)?.unit;
      const value =
        item.value === undefined || item.value === null
          ? t('ids.words.nothing')
          : typeof item.value === 'number'
            ? `${formatNumber(item.value, lang, 6)}${unit ? `\u00a0${unit}` : ''}`
            : typeof item.value === 'boolean'
              ? t(item.value ? 'values.yes' : 'values.no')
              : quoted(t, item.value);
      return withType && item.dataType ? `${value} (${item.dataType})` : value;
    })
    .join(', ');
}

/** Why an element (or a specification) failed, in the page's language. */
export function reasonWords(reason: IdsReason, t: T, lang: Lang): string {
  if (reason.facet === 'specification') {
    if (reason.problem === 'too-few') return t('ids.reason.tooFew', { count: reason.minOccurs, found: reason.found });
    if (reason.problem === 'too-many')
      return reason.maxOccurs === 0
        ? t('ids.reason.noneAllowed', { found: reason.found })
        : t('ids.reason.tooMany', { count: reason.maxOccurs, found: reason.found });
    return t('ids.reason.prohibitedElement');
  }
  const withType = reason.problem === 'data-type';
  const values = {
    subject: subjectWords(reason.requirement, t, lang),
    wanted: wantedWords(reason.requirement, t, lang, withType),
    found: foundWords(reason.found, t, lang, withType),
  };
  return t(`ids.reason.${reason.problem}`, values);
}
