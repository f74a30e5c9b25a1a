import { JSDOM } from 'jsdom';
import { type Ask, askLabelKey, asks } from '../../app/shared/asks.ts';
import type { Lang } from '../../app/shared/languages.ts';
import { site } from '../../app/shared/site.ts';
import { locales } from './locales.ts';

/** The one wording of each ask in a language, as the links and the form buttons show it. */
export function askLabels(lang: Lang): Record<Ask, string> {
  return Object.fromEntries(asks.map((ask) => [ask, locales[lang].get(`common:${askLabelKey(ask)}`)])) as Record<Ask, string>;
}

/** Words that promise booking an appointment online, which only a configured calendar keeps. */
export const bookingWording: Record<Lang, RegExp> = {
  de: /termin\w*[^.?!]{0,30}buchen|buchen sie[^.?!]{0,30}termin|terminbuchung|online buchen/i,
  en: /\bbook\b[^.?!]{0,30}\b(?:appointment|demo|slot|meeting|online)\b|booking calendar/i,
};

const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

/**
 * What breaks "one path per intent" in one prerendered page: a trial link that leads anywhere but the
 * registration (or the trial card that holds it), a demo link whose target does not send a demo request
 * under the same words, and booking wording on a site without a calendar.
 */
export function askFindings(html: string, lang: Lang, { booking }: { booking: boolean }): string[] {
  const { document } = new JSDOM(html).window;
  const labels = askLabels(lang);
  const findings: string[] = [];
  const main = document.querySelector('main');
  const links = [...document.querySelectorAll('a[href]')];
  const registers = (scope: Element | null) => Boolean(scope?.querySelector(`a[href="${site.external.register}"]`));
  for (const link of links) {
    const href = link.getAttribute('href') ?? '';
    const label = text(link);
    if (label === labels.trial) {
      const inPage = href === '#trial' ? document.getElementById('trial') : null;
      const ok = href === site.external.register || registers(inPage) || href === `/${lang}#trial`;
      if (!ok) findings.push(`“${label}” leads to ${href}, not to the trial's registration`);
    }
    if (label === labels.demo) {
      const target = href.startsWith('#') ? document.getElementById(href.slice(1)) : null;
      const form = target?.matches('form') ? target : target?.querySelector('form');
      const submit = form?.querySelector('button[type="submit"], button:not([type])');
      if (!form || !submit || text(submit) !== labels.demo) {
        findings.push(
          `“${label}” leads to ${href}, where no form sends a demo request (${submit ? `its button says “${text(submit)}”` : 'no form'})`,
        );
      }
    }
    if (label === labels.bookOnline && !booking) findings.push(`“${label}” stands without a booking calendar`);
  }
  // The page's visible words: the booking wording may appear only where a calendar is configured.
  const words = text(main ?? document.body);
  const said = words.match(bookingWording[lang]);
  if (said && !booking) findings.push(`“${said[0]}” promises booking online, and no calendar is configured`);
  if (main && !registers(document.body) && main.querySelector('#trial')) findings.push('#trial holds no link to the registration');
  return findings;
}
