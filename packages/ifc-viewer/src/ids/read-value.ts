import type { Element } from '@xmldom/xmldom';
import { type BaseType, lexicalForms } from './data-types.ts';
import type { IdsRestriction, IdsValue } from './ids-document.ts';
import { IdsFileError } from './ids-file-error.ts';
import { attributeOf, elementsOf, lineOf, textOf, xsNamespace } from './xml-nodes.ts';
import { XsdPatternError, xsdRegExp } from './xsd-regex.ts';

/*
 * A facet parameter: `<simpleValue>` or one `<xs:restriction>`. Values are checked against their type
 * where the file states it (a property's dataType, a restriction's base), so that `TRUE` for a boolean or
 * `42,3` for a number is refused as written instead of silently never matching.
 */

const bounds = ['minInclusive', 'maxInclusive', 'minExclusive', 'maxExclusive'] as const;
const lengths = ['length', 'minLength', 'maxLength'] as const;

/** Where a value sits, for the refusal's detail. */
export interface ValueContext {
  specification?: string;
  /** The type values must be written in, from a property's dataType or the restriction's base. */
  base?: BaseType;
}

function checkLexical(text: string, base: BaseType | undefined, element: Element, context: ValueContext) {
  const form = base ? lexicalForms[base] : undefined;
  if (form && !form.test(text.trim()))
    throw new IdsFileError('value', {
      element: element.localName ?? undefined,
      found: text,
      specification: context.specification,
      line: lineOf(element),
    });
}

const baseNames: Record<string, BaseType> = {
  string: 'string',
  normalizedString: 'string',
  token: 'string',
  anyURI: 'string',
  double: 'double',
  float: 'double',
  decimal: 'double',
  integer: 'integer',
  int: 'integer',
  long: 'integer',
  nonNegativeInteger: 'integer',
  positiveInteger: 'integer',
  boolean: 'boolean',
  date: 'date',
  dateTime: 'dateTime',
  duration: 'duration',
  time: 'time',
};

function readRestriction(element: Element, context: ValueContext): IdsRestriction {
  const restriction: IdsRestriction = {};
  const base = attributeOf(element, 'base')?.replace(/^[^:]*:/, '');
  if (base) restriction.base = base;
  // A property's dataType rules; without one the restriction's own base says how values are written.
  const valueBase = context.base ?? (base ? baseNames[base] : undefined);
  for (const facet of elementsOf(element)) {
    const name = facet.localName ?? '';
    const value = attributeOf(facet, 'value');
    if (facet.namespaceURI !== xsNamespace || value === undefined)
      throw new IdsFileError('structure', { element: facet.tagName, specification: context.specification, line: lineOf(facet) });
    if (name === 'enumeration') {
      checkLexical(value, valueBase, facet, context);
      restriction.enumeration = [...(restriction.enumeration ?? []), value];
    } else if (name === 'pattern') {
      try {
        xsdRegExp(value);
      } catch (error) {
        if (!(error instanceof XsdPatternError)) throw error;
        throw new IdsFileError('pattern', { element: 'xs:pattern', found: value, specification: context.specification, line: lineOf(facet) });
      }
      restriction.patterns = [...(restriction.patterns ?? []), value];
    } else if ((bounds as readonly string[]).includes(name)) {
      checkLexical(value, valueBase === 'integer' ? 'integer' : 'double', facet, context);
      restriction[name as (typeof bounds)[number]] = value.trim();
    } else if ((lengths as readonly string[]).includes(name)) {
      checkLexical(value, 'integer', facet, context);
      restriction[name as (typeof lengths)[number]] = Number(value);
    } else throw new IdsFileError('structure', { element: `xs:${name}`, specification: context.specification, line: lineOf(facet) });
  }
  return restriction;
}

/** The value of an idsValue element (`<name>`, `<value>` …). */
export function readValue(element: Element, context: ValueContext): IdsValue {
  const children = elementsOf(element);
  const child = children[0];
  if (children.length !== 1 || !child)
    throw new IdsFileError('structure', { element: element.localName ?? undefined, specification: context.specification, line: lineOf(element) });
  if (child.localName === 'simpleValue') {
    const text = textOf(child);
    checkLexical(text, context.base, child, context);
    return { simpleValue: text };
  }
  if (child.localName === 'restriction' && child.namespaceURI === xsNamespace) return { restriction: readRestriction(child, context) };
  throw new IdsFileError('structure', { element: child.tagName, specification: context.specification, line: lineOf(child) });
}
