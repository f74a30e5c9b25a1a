import { followInPageLink } from '../../lib/in-page-link.ts';

/** The page's own "#anchor" links on a page built as islands: focus moves to the target, and Back leaves the page (in-page-link.ts). */
export function enhanceInPageLinks(): void {
  document.addEventListener('click', (event) => void followInPageLink(event));
}
