import type { PageContextValue } from '../context/page.tsx';
import type { PageId } from '../shared/pages.ts';

/**
 * The pages built as islands: HTML, the island loader and the islands' code, and no React Router in
 * the browser. The others still hydrate whole, and render their islands inline, until each is moved.
 * 'notFound' stands for the not-found pages.
 */
export const islandPages: ReadonlySet<PageId | 'notFound'> = new Set([
  'imprint',
  'privacy',
  'accessibility',
  'newsletterStatus',
  'notFound',
  'careers',
  'caseStudies',
  'aboutUs',
  'dms',
  'cloudSecurity',
  'planManagement',
  'infoManagement',
  'taskIssue',
  'bimModel',
  'ifcViewer',
]);

export function isIslandPage({ page, found }: Pick<PageContextValue, 'page' | 'found'>): boolean {
  return islandPages.has(found === false ? 'notFound' : page.id);
}
