import { site } from '../../app/shared/site.ts';
import { type Finding, fail, pass } from './findings.ts';

/** An element carrying the attribute: inside a tag, as a whole attribute name (not `data-example-marker-x`). */
const markerAttribute = /<[a-z][^>]*?\sdata-example-marker(?=[\s=/>])/gi;

/**
 * The site-wide example notice (app/layout/ExampleMarker.tsx) in each page's HTML as served, before any
 * script: exactly one while `site.company.exampleData` is true, none once the operator set it false.
 * One notice, not one per section, is what issue 36 asked for; a second would creep back unnoticed.
 */
export function checkExampleMarker(pages: Map<string, string>, exampleData: boolean = site.company.exampleData): Finding[] {
  const expected = exampleData ? 1 : 0;
  return [...pages].map(([page, html]) => {
    const count = html.match(markerAttribute)?.length ?? 0;
    return count === expected
      ? pass(page, 'marker')
      : fail(page, 'marker', `example notices (data-example-marker): ${count}, expected ${expected} while exampleData is ${exampleData}`);
  });
}
