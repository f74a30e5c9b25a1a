import type { IdsAttributeFacet } from '../ids-document.ts';
import type { IdsFound } from '../ids-reason.ts';
import { ifcValueOf, plainOf } from '../ifc-values.ts';
import { matchesName, matchesValue } from '../match-value.ts';
import type { ModelIndex } from '../model-index.ts';
import type { FacetOutcome } from './outcome.ts';

/*
 * An attribute is there when it is not null. Only the element's own attributes count (a type's are not
 * inherited), and only direct ones: web-ifc's lines hold no inverse attributes and most derived ones not,
 * so asking for those finds nothing, as IDS 1.0 wants.
 */
export function evaluateAttribute(facet: IdsAttributeFacet, index: ModelIndex, id: number): FacetOutcome {
  const line = index.line(id) ?? {};
  const names =
    'simpleValue' in facet.name
      ? [facet.name.simpleValue]
      : Object.keys(line).filter((key) => key !== 'expressID' && key !== 'type' && matchesName(facet.name, key));
  const units = { project: index.units };
  const found: IdsFound[] = [];
  let present = false;
  let satisfied = true;
  let matched = false;
  let problem: FacetOutcome['problem'];
  for (const name of names) {
    if (name === 'expressID' || name === 'type' || !Object.hasOwn(line, name)) continue;
    const value = ifcValueOf(line[name], units);
    if (value === undefined) continue;
    present = true;
    found.push({ name, value: plainOf(value), ...(value.dataType && value.dataType !== 'ENUM' && { dataType: value.dataType }) });
    let ok = value.kind !== 'empty';
    if (!ok) problem ??= 'empty';
    else if (facet.value && !matchesValue(facet.value, value)) {
      ok = false;
      problem ??= value.kind === 'list' || value.kind === 'reference' ? 'unsupported' : 'value';
    }
    satisfied &&= ok;
    matched ||= ok;
  }
  if (!present) return { present, satisfied: false, matched: false, problem: 'missing', found };
  return { present, satisfied, matched, ...(!satisfied && { problem }), found };
}
