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
  target.scrollIntoView({ block: 'start' });
  if (!target.matches('a[href], button, input, select, textarea, [tabindex]')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}
