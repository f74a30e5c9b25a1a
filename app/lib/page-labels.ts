import type { PageId } from '../content/routes.ts';

/** The spec's page labels, as mail subjects and analytics name the page a request came from. */
export const pageLabels = ['HOMEPAGE', 'DMS', 'TASKISSUE', 'INFOMANAGEMENT', 'IFC', 'CLOUD', 'BIM', 'PLANMANAGEMENT', 'PRICING', 'WORKFLOWS'] as const;
export type PageLabel = (typeof pageLabels)[number];

// The spec names ten labels; the company and legal pages have none of their own and report as the home page.
const labelOf: Record<PageId, PageLabel> = {
  home: 'HOMEPAGE',
  taskIssue: 'TASKISSUE',
  ifcViewer: 'IFC',
  dms: 'DMS',
  bimModel: 'BIM',
  infoManagement: 'INFOMANAGEMENT',
  planManagement: 'PLANMANAGEMENT',
  cloudSecurity: 'CLOUD',
  pricing: 'PRICING',
  aboutUs: 'HOMEPAGE',
  careers: 'HOMEPAGE',
  imprint: 'HOMEPAGE',
  privacy: 'HOMEPAGE',
  workflows: 'WORKFLOWS',
  workflow: 'WORKFLOWS',
  newsletterStatus: 'HOMEPAGE',
};

export function pageLabel(page: PageId): PageLabel {
  return labelOf[page];
}
