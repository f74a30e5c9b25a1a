import type { IdsClassificationFacet } from '../ids-document.ts';
import { matchesName } from '../match-value.ts';
import type { ModelIndex } from '../model-index.ts';
import type { FacetOutcome } from './outcome.ts';

/**
 * One of the element's classifications (its own, or its type's in systems it has none in) must be in the
 * system and have the code; a code matches at any level of its reference chain. Optional: an element
 * without any classification passes.
 */
export function evaluateClassification(facet: IdsClassificationFacet, index: ModelIndex, id: number): FacetOutcome {
  const entries = index.classificationsOf(id);
  const { system, value } = facet;
  const matched = entries.some(
    (entry) => (!system || matchesName(system, entry.system)) && (!value || entry.codes.some((code) => matchesName(value, code))),
  );
  const found = entries.map((entry) => ({ name: entry.system ?? '', value: entry.codes[0] ?? null }));
  const present = entries.length > 0;
  return { present, satisfied: matched, matched, ...(!matched && { problem: present ? 'value' : 'missing' }), found };
}
