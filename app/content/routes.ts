/**
 * The one map from page id to path. Navigation, the language switch, hreflang links, the sitemap,
 * the prerender list, the server's redirects and the tests all read it; no path is written elsewhere.
 * Imported by Node directly (server, build scripts), so relative imports carry their `.ts` extension.
 */
export const languages = ['de', 'en'] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = 'de';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

export const workflowNames = ['architects', 'bim-managers', 'general-contractors', 'builders'] as const;
export type WorkflowName = (typeof workflowNames)[number];

/** What a newsletter link in a mail did; each has a page the server sends the visitor to. */
export const newsletterStatuses = ['confirmed', 'unsubscribed', 'link-invalid'] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];

/** Paths below the language segment; the same in both languages, as the spec fixes them. */
export const pagePaths = {
  home: '',
  taskIssue: 'product/task-and-issue-management',
  ifcViewer: 'product/ifc-viewer',
  dms: 'product/dms',
  bimModel: 'product/bim-model-management',
  infoManagement: 'product/information-management',
  planManagement: 'product/plan-management',
  cloudSecurity: 'product/cloud-infrastructure-and-security',
  pricing: 'pricing',
  aboutUs: 'about-us',
  careers: 'careers',
  imprint: 'imprint',
  privacy: 'privacy-notice',
  workflows: 'workflows',
  workflow: 'workflows/:workflowName',
  newsletterStatus: 'newsletter/:status',
} as const;

export type PageId = keyof typeof pagePaths;
export type StaticPageId = Exclude<PageId, 'workflow' | 'newsletterStatus'>;

/** The product pages in the order the navigation shows them. */
export const productPages = [
  'taskIssue',
  'ifcViewer',
  'dms',
  'bimModel',
  'infoManagement',
  'planManagement',
  'cloudSecurity',
] as const satisfies readonly PageId[];
export type ProductPageId = (typeof productPages)[number];

/** Where the not-found page is prerendered; the server sends it with status 404 for unknown paths. */
export const notFoundPath = '404';

export type PageRef =
  | { page: StaticPageId }
  | { page: 'workflow'; workflowName: WorkflowName }
  | { page: 'newsletterStatus'; status: NewsletterStatus };

export function pathTo(ref: PageRef | StaticPageId, lang: Lang): string {
  const page: PageRef = typeof ref === 'string' ? { page: ref } : ref;
  const below =
    page.page === 'workflow'
      ? pagePaths.workflow.replace(':workflowName', page.workflowName)
      : page.page === 'newsletterStatus'
        ? pagePaths.newsletterStatus.replace(':status', page.status)
        : pagePaths[page.page];
  return below ? `/${lang}/${below}` : `/${lang}`;
}

/** Every page a visitor can find, once, language-independent; the sitemap lists these. */
export function allPages(): PageRef[] {
  const statics = (Object.keys(pagePaths) as PageId[])
    .filter((id): id is StaticPageId => id !== 'workflow' && id !== 'newsletterStatus')
    .map((page) => ({ page }));
  return [...statics, ...workflowNames.map((workflowName) => ({ page: 'workflow' as const, workflowName }))];
}

/** Pages only reached from a link in a mail: prerendered, but not in the sitemap and not indexed. */
export function unlistedPages(): PageRef[] {
  return newsletterStatuses.map((status) => ({ page: 'newsletterStatus' as const, status }));
}

/** Every path React Router prerenders: each page in each language, plus each language's 404 page. */
export function prerenderPaths(): string[] {
  return languages.flatMap((lang) => [
    ...[...allPages(), ...unlistedPages()].map((ref) => pathTo(ref, lang)),
    `/${lang}/${notFoundPath}`,
  ]);
}
