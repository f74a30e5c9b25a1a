import { useEffect } from 'react';
import { isPlainClick } from './plain-click.ts';

/**
 * Follows the page's own "#anchor" links without a history entry. A fragment navigation fires
 * popstate, React Router renders the page again for the new hash, and every lazy section whose code
 * has not loaded yet receives that update before it hydrated: React then drops its server HTML and
 * shows nothing (the form a "Request an offer" link points at vanishes, the page shrinks to the
 * top). Here the link scrolls to its target and moves focus there, as the browser would, and the
 * address takes the hash by replaceState, which React Router does not hear.
 */
export function useInPageLinks() {
  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || !isPlainClick(event)) return;
      const link = (event.target as Element | null)?.closest?.('a[href^="#"]');
      const id = link?.getAttribute('href')?.slice(1);
      const target = id ? document.getElementById(id) : null;
      if (!target) return;
      event.preventDefault();
      history.replaceState(history.state, '', `#${id}`);
      target.scrollIntoView({ block: 'start' });
      if (!target.matches('a[href], button, input, select, textarea, [tabindex]')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    }
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
}
