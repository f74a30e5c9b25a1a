/**
 * Every page is its own document, so the next one has to be there before the click. Speculation
 * Rules let Chromium prerender a page of the site when the visitor shows intent (a hover of about
 * 200 ms, a press), and prefetch it where it declines to prerender (Save-Data, low memory). The rule
 * names the site's pages by their language segment, so downloads, mail links and the newsletter's
 * tokened pages, which no page links to, stay out. The same text on every page: one CSP hash.
 * Where the browser has no Speculation Rules, the page is fetched on the click, as any link.
 */
import { languages } from '../app/shared/languages.ts';

const sitePages = {
  and: [
    { href_matches: languages.flatMap((lang) => [`/${lang}`, `/${lang}/*`]) },
    { not: { selector_matches: '[download], [target], [rel~="nofollow"], [data-no-speculate]' } },
  ],
};

export const speculationRules = JSON.stringify({
  prerender: [{ where: sitePages, eagerness: 'moderate' }],
  prefetch: [{ where: sitePages, eagerness: 'moderate' }],
});

/** The page with the rules as its body's last element. */
export function addSpeculationRules(html: string): string {
  if (!html.includes('</body>')) throw new Error('speculation rules: a page without </body>');
  return html.replace('</body>', `<script type="speculationrules">${speculationRules}</script></body>`);
}
