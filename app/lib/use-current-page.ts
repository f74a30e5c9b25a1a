import { useRef } from 'react';
import { useMatches } from 'react-router';
import type { PageRef } from '../content/routes.ts';
import type { Messages } from '../i18n/catalog.ts';

interface RouteData {
  ref?: PageRef;
  messages?: Messages;
}

/** What the matched routes' loaders delivered: the page being shown (home when none) and all their copy. */
export function useCurrentPage(): { page: PageRef; messages: Messages } {
  const data = useMatches().map((match) => (match.loaderData ?? {}) as RouteData);
  const page = data.findLast((entry) => entry.ref)?.ref ?? { page: 'home' as const };
  return { page, messages: useMerged(data.map((entry) => entry.messages)) };
}

/** The catalogs as one object, new only when one of them changed, so the copy context stays stable. */
function useMerged(catalogs: (Messages | undefined)[]): Messages {
  const last = useRef<{ catalogs: (Messages | undefined)[]; merged: Messages }>(null);
  const same = last.current?.catalogs.length === catalogs.length && last.current.catalogs.every((catalog, i) => catalog === catalogs[i]);
  if (!same || !last.current) last.current = { catalogs, merged: Object.assign({}, ...catalogs) as Messages };
  return last.current.merged;
}
