import type { IdsEntityFacet, IdsValue } from '../ids-document.ts';
import { matchesName } from '../match-value.ts';
import type { ModelIndex } from '../model-index.ts';
import type { FacetOutcome } from './outcome.ts';

// biome-ignore lint/suspicious/noExplicitAny: web-ifc's lines are untyped at this depth
type Line = any;

/** A line's own predefined type: USERDEFINED stands for itself and for the custom name beside it. */
function ownTypes(line: Line): string[] {
  const value = line?.PredefinedType?.value;
  if (typeof value !== 'string') return [];
  if (value !== 'USERDEFINED') return [value];
  // Types keep the custom name in ElementType, ProcessType or ResourceType; occurrences in ObjectType.
  const custom = [line.ElementType, line.ProcessType, line.ResourceType, line.ObjectType]
    .map((attribute) => attribute?.value)
    .find((name) => typeof name === 'string');
  return custom ? [value, custom] : [value];
}

/**
 * The predefined types an element counts as having: its type object's, unless that is unset or
 * NOTDEFINED, else its own (IDS 1.0: the type's predefined type overrides the occurrence's).
 */
export function predefinedTypes(index: ModelIndex, id: number): string[] {
  const type = index.typeOf.get(id);
  const fromType = type === undefined ? [] : ownTypes(index.line(type)).filter((value) => value !== 'NOTDEFINED');
  return fromType.length ? fromType : ownTypes(index.line(id));
}

/** Whether an element is of the class (exactly, not a subclass) and predefined type. */
export function entityOutcome(facet: { name: IdsValue; predefinedType?: IdsValue }, index: ModelIndex, id: number): FacetOutcome {
  const ifcClass = index.ifcClass(id);
  const found = [{ name: 'class', value: ifcClass }];
  if (!matchesName(facet.name, ifcClass)) return { present: true, satisfied: false, matched: false, problem: 'class', found };
  if (!facet.predefinedType) return { present: true, satisfied: true, matched: true, found };
  const types = predefinedTypes(index, id);
  const typeFound = [...found, { name: 'predefinedType', value: types.at(-1) ?? null }];
  const predefinedType = facet.predefinedType;
  if (types.some((value) => matchesName(predefinedType, value))) return { present: true, satisfied: true, matched: true, found: typeFound };
  return { present: true, satisfied: false, matched: false, problem: 'predefined-type', found: typeFound };
}

export const evaluateEntity = (facet: IdsEntityFacet, index: ModelIndex, id: number) => entityOutcome(facet, index, id);
