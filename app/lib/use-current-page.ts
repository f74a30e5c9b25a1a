import { useMatches } from 'react-router';
import type { PageRef } from '../content/routes.ts';
import type { Messages } from '../i18n/catalog.ts';

interface RouteData {
  ref?: PageRef;
  messages?: Messages;
}

/** What the matched routes' loaders delivered: the page being shown (home when none) and all their copy. */
export function useCurrentPage(): { page: PageRef; messages: Messages[] } {
  const data = useMatches().map((match) => (match.loaderData ?? {}) as RouteData);
  const page = data.findLast((entry) => entry.ref)?.ref ?? { page: 'home' as const };
  return { page, messages: data.flatMap((entry) => (entry.messages ? [entry.messages] : [])) };
}
