import { storeLanguageChoice } from '../../lib/language-choice.ts';
import { isPlainClick } from '../../lib/plain-click.ts';
import { isLang } from '../../shared/languages.ts';

/**
 * The language switch on a page built as islands, wherever its links are (the footer is never
 * hydrated): the choice is stored, and a plain click replaces the page with the other language's,
 * so Back leads to the page before (spec section 4). A new tab or window only stores. A link inside
 * a hydrated island has done this already (LanguageLink.tsx) and prevented the default.
 */
export function enhanceLanguageLinks(): void {
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented) return;
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-language-switch]');
    const lang = link?.hreflang;
    if (!link || !isLang(lang)) return;
    storeLanguageChoice(lang);
    if (!isPlainClick(event)) return;
    event.preventDefault();
    window.location.replace(link.href);
  });
}
