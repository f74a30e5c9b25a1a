import type { IdsCardinality } from '../ids-document.ts';
import type { IdsFound, IdsReasonProblem } from '../ids-reason.ts';

/**
 * A facet read against one element, in the three answers the cardinalities need: `required` passes when
 * it is satisfied, `optional` also when nothing the facet names is present, `prohibited` when nothing
 * present matches every parameter. An applicability uses `satisfied`.
 */
export interface FacetOutcome {
  present: boolean;
  satisfied: boolean;
  matched: boolean;
  /** Why it is not satisfied. */
  problem?: IdsReasonProblem;
  /** What was there, for the reason. */
  found: IdsFound[];
}

export function passes(outcome: FacetOutcome, cardinality: IdsCardinality): boolean {
  if (cardinality === 'prohibited') return !outcome.matched;
  if (cardinality === 'optional') return !outcome.present || outcome.satisfied;
  return outcome.satisfied;
}
