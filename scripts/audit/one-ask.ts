import { type Finding, fail, pass } from './findings.ts';

/** A form that sends something to the site's API: a contact, demo, appointment or sign-up request. */
const askingForm = /<form\b[^>]*\saction="\/api\/(?!newsletter)[^"]*"/gi;

/**
 * One ask per page (issue 36): at most one form in a page's `<main>` that sends a request. The footer's
 * newsletter sits outside `<main>`, and a form that only works in the page (the tariff finder) sends
 * nothing; three stacked forms on home and pricing were what the design review found.
 */
export function checkOneAsk(pages: Map<string, string>): Finding[] {
  return [...pages].map(([page, html]) => {
    const main = html.match(/<main\b[\s\S]*<\/main>/i)?.[0] ?? '';
    const count = main.match(askingForm)?.length ?? 0;
    return count <= 1 ? pass(page, 'one-ask') : fail(page, 'one-ask', `${count} forms that send a request in <main>; a page asks once`);
  });
}
