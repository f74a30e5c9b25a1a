import type { IdsPropertyFacet } from '../ids-document.ts';
import type { IdsFound } from '../ids-reason.ts';
import { anyEnumeration, type IfcValue, plainOf } from '../ifc-values.ts';
import { matchesName, matchesValue } from '../match-value.ts';
import type { ModelIndex } from '../model-index.ts';
import type { FacetOutcome } from './outcome.ts';

const typeMatches = (found: string | undefined, wanted: string) => found === wanted || (found === anyEnumeration && wanted.endsWith('ENUM'));

/** Why one property fails the facet's dataType and value, or undefined when it meets them. */
function propertyProblem(facet: IdsPropertyFacet, values: IfcValue[]): FacetOutcome['problem'] {
  // Without a dataType or value, the property only has to be there: IDS accepts it even when null.
  if (!facet.dataType && !facet.value) return undefined;
  const held = values.filter((value) => value.kind !== 'empty');
  if (!held.length) return 'empty';
  const dataType = facet.dataType;
  // A table or bounded value may mix types; the values of the required type are the ones that count.
  const typed = dataType ? held.filter((value) => typeMatches(value.dataType, dataType)) : held;
  if (!typed.length) return held.every((value) => value.kind === 'reference') ? 'unsupported' : 'data-type';
  const wanted = facet.value;
  if (wanted && !typed.some((value) => matchesValue(wanted, value)))
    return typed.every((value) => value.kind === 'reference') ? 'unsupported' : 'value';
  return undefined;
}

/**
 * Every property set whose name matches must hold a matching property, and every matching property
 * must meet dataType and value (IDS 1.0: "all matching property sets/properties must satisfy"). The
 * element's sets include its type's, the occurrence's properties overriding the type's.
 */
export function evaluateProperty(facet: IdsPropertyFacet, index: ModelIndex, id: number): FacetOutcome {
  const found: IdsFound[] = [];
  let present = false;
  let satisfied = true;
  let matched = false;
  let problem: FacetOutcome['problem'];
  let setsSeen = 0;
  for (const [setName, table] of index.properties(id, (name) => matchesName(facet.propertySet, name))) {
    setsSeen++;
    let inSet = 0;
    for (const [name, property] of table) {
      if (!matchesName(facet.baseName, name)) continue;
      inSet++;
      present = true;
      const held = property.values.filter((value) => value.kind !== 'empty');
      found.push({
        name: `${setName}.${name}`,
        value: held.length ? plainOf(held.length === 1 ? held[0] : { kind: 'list', items: held }) : null,
        ...(held[0]?.dataType && held[0].dataType !== anyEnumeration && { dataType: held[0].dataType }),
      });
      const why = propertyProblem(facet, property.values);
      if (why) {
        satisfied = false;
        problem ??= why;
      } else matched = true;
    }
    if (!inSet) {
      satisfied = false;
      problem ??= 'missing';
      found.push({ name: setName });
    }
  }
  if (!present) return { present, satisfied: false, matched: false, problem: 'missing', found: setsSeen ? found : [] };
  return { present, satisfied, matched, ...(!satisfied && { problem }), found };
}
