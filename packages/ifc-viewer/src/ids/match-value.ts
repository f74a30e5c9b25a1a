import { lexicalForms, parseDouble } from './data-types.ts';
import type { IdsRestriction, IdsValue } from './ids-document.ts';
import type { IfcValue } from './ifc-values.ts';
import { xsdRegExp } from './xsd-regex.ts';

/*
 * Whether a value from the model meets a facet parameter. The value's own kind decides how the IDS text
 * is read (IDS 1.0 casts the IDS side to the model's type): a real compares with IDS's tolerance, an
 * integer exactly and only with an integer written as one, a boolean only with `true`/`false`/`1`/`0`
 * (so `TRUE` never matches), a text exactly and case-sensitively. Lists, objects and empty values never
 * match a value.
 */

/** IDS 1.0's tolerance for reals: relative and absolute, 1e-6 each. */
const epsilon = 1e-6;
const tolerance = (bound: number) => Math.abs(bound) * epsilon + epsilon;
// The bounds IDS's tolerance table lists as inside must stay inside although their own decimal text
// rounds to a double a hair beyond the computed bound.
const slack = (bound: number) => Math.abs(bound) * 1e-14;

function equalReal(found: number, wanted: number): boolean {
  if (Number.isNaN(wanted) || !Number.isFinite(wanted)) return found === wanted;
  const margin = tolerance(wanted);
  return found >= wanted - margin - slack(wanted) && found <= wanted + margin + slack(wanted);
}

function matchesText(text: string, found: IfcValue): boolean {
  switch (found.kind) {
    case 'string':
      return found.value === text;
    case 'real': {
      const wanted = parseDouble(text);
      return wanted !== undefined && equalReal(found.value, wanted);
    }
    case 'integer':
      return lexicalForms.integer!.test(text.trim()) && Number(text) === found.value;
    case 'boolean':
      return (found.value ? ['true', '1'] : ['false', '0']).includes(text.trim());
    default:
      return false;
  }
}

type Bound = 'minInclusive' | 'maxInclusive' | 'minExclusive' | 'maxExclusive';

function withinBound(bound: Bound, text: string, found: IfcValue): boolean {
  if (found.kind !== 'real' && found.kind !== 'integer') return false;
  const limit = parseDouble(text);
  if (limit === undefined) return false;
  const value = found.value;
  // Reals: inclusive bounds widen by the tolerance and exclusive ones narrow by it, so that a value near
  // a bound is never both inside [42, 50] and below 42 (IDS's tolerance.md).
  const margin = found.kind === 'real' ? tolerance(limit) : 0;
  const give = found.kind === 'real' ? slack(limit) : 0;
  switch (bound) {
    case 'minInclusive':
      return value >= limit - margin - give;
    case 'maxInclusive':
      return value <= limit + margin + give;
    case 'minExclusive':
      return value > limit + margin;
    case 'maxExclusive':
      return value < limit - margin;
  }
}

const bounds: Bound[] = ['minInclusive', 'maxInclusive', 'minExclusive', 'maxExclusive'];

function matchesRestriction(restriction: IdsRestriction, found: IfcValue): boolean {
  if (restriction.enumeration && !restriction.enumeration.some((text) => matchesText(text, found))) return false;
  if (restriction.patterns) {
    // Patterns are for texts: a number never matches one, not even `.*` (IDS 1.0).
    if (found.kind !== 'string') return false;
    if (!restriction.patterns.some((pattern) => xsdRegExp(pattern).test(found.value))) return false;
  }
  for (const bound of bounds) {
    const text = restriction[bound];
    if (text !== undefined && !withinBound(bound, text, found)) return false;
  }
  if (restriction.length !== undefined || restriction.minLength !== undefined || restriction.maxLength !== undefined) {
    if (found.kind !== 'string') return false;
    const length = [...found.value].length;
    if (restriction.length !== undefined && length !== restriction.length) return false;
    if (restriction.minLength !== undefined && length < restriction.minLength) return false;
    if (restriction.maxLength !== undefined && length > restriction.maxLength) return false;
  }
  return true;
}

/** Whether `found` meets `wanted`. */
export function matchesValue(wanted: IdsValue, found: IfcValue | undefined): boolean {
  if (!found) return false;
  return 'simpleValue' in wanted ? matchesText(wanted.simpleValue, found) : matchesRestriction(wanted.restriction, found);
}

/** Whether a name (of a class, property set, property, attribute, system …) meets `wanted`. */
export const matchesName = (wanted: IdsValue, name: string | undefined | null): boolean =>
  name !== undefined && name !== null && matchesValue(wanted, { kind: 'string', value: name });
