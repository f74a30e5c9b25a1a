import { isPlainClick } from './plain-click.ts';

/**
 * A plain click on one of the page's own "#anchor" links, followed as the visitor expects of a page
 * that jumps to its form: scrolled to the target, focus moved there (a screen reader goes on reading
 * from it, the next Tab starts there), and no history entry, so Back leaves the page instead of
 * scrolling back up. Returns whether it handled the click.
 */
export function followInPageLink(event: MouseEvent): boolean {
  if (event.defaultPrevented || !isPlainClick(event)) return false;
  const link = (event.target as Element | null)?.closest?.('a[href^="#"]');
  const id = link?.getAttribute('href')?.slice(1);
  const target = id ? document.getElementById(id) : null;
  if (!target) return false;
  event.preventDefault();
  history.replaceState(history.state, '', `#${id}`);
  // The parts above the target that are not laid out yet stand in at an estimated height (global.css);
  // laid out after the jump, they would move the target away from where it landed.
  for (const part of document.querySelectorAll('[data-render-later]:not([data-laid-out])')) {
    if (part.contains(target) || part.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING) part.setAttribute('data-laid-out', '');
  }
  target.scrollIntoView({ block: 'start' });
  if (!target.matches('a[href], button, input, select, textarea, [tabindex]')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}
