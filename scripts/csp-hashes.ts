import { createHash } from 'node:crypto';

const inlineScript = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;

/** sha256 sources of a page's inline scripts, for its Content-Security-Policy; JSON-LD is data, not script. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(inlineScript)) {
    if (/type=["']?application\/ld\+json/i.test(attributes ?? '')) continue;
    hashes.add(
      `sha256-${createHash('sha256')
        .update(body ?? '', 'utf8')
        .digest('base64')}`,
    );
  }
  return [...hashes];
}

const inlineStyle = /<style([^>]*)>([\s\S]*?)<\/style>/gi;

/** sha256 sources of a page's inline style elements (the site CSS the build writes into each page). */
export function inlineStyleHashes(html: string): string[] {
  return [
    ...new Set(
      [...html.matchAll(inlineStyle)].map(
        ([, , body]) =>
          `sha256-${createHash('sha256')
            .update(body ?? '', 'utf8')
            .digest('base64')}`,
      ),
    ),
  ];
}
