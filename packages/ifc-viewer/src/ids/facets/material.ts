import type { IdsMaterialFacet } from '../ids-document.ts';
import { matchesName } from '../match-value.ts';
import type { ModelIndex } from '../model-index.ts';
import type { FacetOutcome } from './outcome.ts';

/**
 * Any name or category in the element's material definition (a layer's, a profile's, a constituent's, a
 * list's material, the set's own) may match; an occurrence's material replaces its type's. Without a
 * value, any material association will do.
 */
export function evaluateMaterial(facet: IdsMaterialFacet, index: ModelIndex, id: number): FacetOutcome {
  const names = index.materialsOf(id);
  const present = names !== undefined;
  const value = facet.value;
  const matched = present && (!value || names.some((name) => matchesName(value, name)));
  const found = (names ?? []).map((name) => ({ value: name }));
  return { present, satisfied: matched, matched, ...(!matched && { problem: present ? 'value' : 'missing' }), found };
}
