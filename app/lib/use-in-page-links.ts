import { useEffect } from 'react';
import { followInPageLink } from './in-page-link.ts';

/**
 * Follows the page's own "#anchor" links without a history entry (in-page-link.ts). On a page that
 * React Router hydrates whole it is needed besides: a fragment navigation fires popstate, React Router
 * renders the page again for the new hash, and every lazy section whose code has not loaded yet
 * receives that update before it hydrated, so React drops its server HTML and shows nothing (the form
 * a "Request an offer" link points at vanishes). replaceState is not heard by React Router.
 */
export function useInPageLinks() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => void followInPageLink(event);
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
}
