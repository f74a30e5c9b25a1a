import type { IdsPartOfFacet } from '../ids-document.ts';
import type { IdsFound } from '../ids-reason.ts';
import type { ModelIndex, ParentLink } from '../model-index.ts';
import { entityOutcome } from './entity.ts';
import type { FacetOutcome } from './outcome.ts';

const follows = (facet: IdsPartOfFacet, relation: ParentLink['relation']) =>
  !facet.relation ||
  facet.relation === relation ||
  (facet.relation === 'IFCRELVOIDSELEMENT IFCRELFILLSELEMENT' && (relation === 'IFCRELVOIDSELEMENT' || relation === 'IFCRELFILLSELEMENT'));

/**
 * Whether anything the element is part of, directly or through further wholes, is of the facet's entity.
 * A named relation is followed alone, up any number of levels; without one all six are, in any mix.
 */
export function evaluatePartOf(facet: IdsPartOfFacet, index: ModelIndex, id: number): FacetOutcome {
  const seen = new Set<number>([id]);
  const queue = [id];
  const found: IdsFound[] = [];
  let matched = false;
  while (queue.length && !matched) {
    const part = queue.shift()!;
    for (const link of index.parents.get(part) ?? []) {
      if (!follows(facet, link.relation) || seen.has(link.parent)) continue;
      seen.add(link.parent);
      queue.push(link.parent);
      const name = index.line(link.parent)?.Name?.value;
      found.push({ name: link.relation, value: `${index.schemaClass(link.parent)}${typeof name === 'string' ? ` ${name}` : ''}` });
      if (entityOutcome(facet.entity, index, link.parent).satisfied) matched = true;
    }
  }
  const present = found.length > 0;
  return { present, satisfied: matched, matched, ...(!matched && { problem: present ? 'value' : 'missing' }), found };
}
