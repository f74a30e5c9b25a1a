/**
 * A release is one build of the site, named by an id that the build writes into every page (the
 * `data-release` attribute of `<html>`) and into `release.json` beside the pages, which the server
 * reports at `/api/health`. A tab left open on an older release keeps loading its own code from the
 * kept assets; its next page is a document of the new release.
 */

/** The file beside the pages that names their release. */
export const releaseFile = 'release.json';

/** Letters, digits, dots, dashes and underscores: safe in an attribute, a header and a file name. */
export function isReleaseId(value: unknown): value is string {
  return typeof value === 'string' && /^[\w.-]{1,64}$/.test(value);
}

/** An id for a build made at `time`: sortable by time, with `suffix` apart from another build in the same second. */
export function newReleaseId(time: Date, suffix: string): string {
  const stamp = time.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `${stamp}-${suffix}`;
}
