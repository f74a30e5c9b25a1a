/**
 * Why an IDS file was refused, as a code the page can put in the reader's language:
 * - `not-xml`: not well-formed XML;
 * - `not-ids`: XML, but its root is not an `ids` element (another kind of file);
 * - `version`: an `ids` file of another version (0.9 …) or in another namespace than IDS 1.0's;
 * - `unknown-facet`: an element in an applicability or requirements that is none of the six facets;
 * - `structure`: a part IDS 1.0 requires is missing or an element stands where it may not;
 * - `value`: a value that its type does not allow (a boolean `TRUE`, a number `42,3`, a cardinality `sometimes` …);
 * - `data-type`: a property's dataType that no IFC schema knows;
 * - `pattern`: a pattern that is not an XML Schema regular expression this checker can read.
 */
export type IdsProblem = 'not-xml' | 'not-ids' | 'version' | 'unknown-facet' | 'structure' | 'value' | 'data-type' | 'pattern';

/** Where in the file the problem lies and what was found there, for a message that can point at it. */
export interface IdsProblemDetail {
  /** The element the problem is in or about (`ids`, `property`, `xs:pattern` …). */
  element?: string;
  /** The attribute, when the problem is an attribute's value. */
  attribute?: string;
  /** The offending text as written (a version, a namespace, a value, a pattern). */
  found?: string;
  /** The name of the specification the problem is in. */
  specification?: string;
  /** 1-based line of the element in the file, when the parser knows it. */
  line?: number;
}

/** Thrown by `readIds` for a file it cannot check against; `problem` says why, `detail` where. */
export class IdsFileError extends Error {
  readonly problem: IdsProblem;
  readonly detail: IdsProblemDetail;

  constructor(problem: IdsProblem, detail: IdsProblemDetail = {}) {
    // The message is for logs and the command line; a page shows `problem` in its own words.
    const where = [detail.element && `<${detail.element}>`, detail.attribute && `@${detail.attribute}`, detail.line && `line ${detail.line}`];
    super([problem, ...where.filter(Boolean), detail.found !== undefined && JSON.stringify(detail.found)].filter(Boolean).join(' '));
    this.name = 'IdsFileError';
    this.problem = problem;
    this.detail = detail;
  }
}
