import { site } from '../../app/content/site.ts';

// A demo request sent without JavaScript is answered with a redirect to the app's registration page,
// and form-action governs where a form submission may end up, redirects included.
const formTargets = ["'self'", new URL(site.external.register).origin].join(' ');

const sources = (hashes: readonly string[]) => hashes.map((hash) => ` '${hash}'`).join('');

/** The policy of a page: its own scripts and styles, its inline ones by hash, nothing from other hosts. */
export function pagePolicy(hashes: { scripts: readonly string[]; styles: readonly string[] }): string {
  return [
    "default-src 'self'",
    `script-src 'self'${sources(hashes.scripts)}`,
    `style-src 'self'${sources(hashes.styles)}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${formTargets}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Everything that is not a page (assets, API answers, redirects) may not run or embed anything. */
export const strictPolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";
