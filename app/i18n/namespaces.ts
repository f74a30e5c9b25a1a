import type { PageId } from '../content/routes.ts';

/** Shared copy (header, footer, not-found) that every page loads with its own namespace. */
export const commonNamespace = 'common';

/** Each page reads its copy from one namespace; the workflow pages share theirs. */
export const pageNamespaces = {
  home: 'home',
  taskIssue: 'taskIssue',
  ifcViewer: 'ifcViewer',
  dms: 'dms',
  bimModel: 'bimModel',
  infoManagement: 'infoManagement',
  planManagement: 'planManagement',
  cloudSecurity: 'cloudSecurity',
  pricing: 'pricing',
  aboutUs: 'aboutUs',
  careers: 'careers',
  imprint: 'imprint',
  privacy: 'privacy',
  workflows: 'workflows',
  workflow: 'workflows',
  newsletterStatus: 'newsletter',
} as const satisfies Record<PageId, string>;

export type PageNamespace = (typeof pageNamespaces)[PageId];
export type Namespace = typeof commonNamespace | PageNamespace;
