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
} as const;

export type PageId = keyof typeof pagePaths;
export type StaticPageId = Exclude<PageId, 'workflow'>;

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

export type PageRef = { page: StaticPageId } | { page: 'workflow'; workflowName: WorkflowName };

export function pathTo(ref: PageRef | StaticPageId, lang: Lang): string {
  const page = typeof ref === 'string' ? { page: ref } : ref;
  const below =
    page.page === 'workflow'
      ? pagePaths.workflow.replace(':workflowName', (page as { workflowName: WorkflowName }).workflowName)
      : pagePaths[page.page];
  return below ? `/${lang}/${below}` : `/${lang}`;
}

/** Every page once, language-independent; workflow pages expanded by name. */
export function allPages(): PageRef[] {
  const statics = (Object.keys(pagePaths) as PageId[])
    .filter((id): id is StaticPageId => id !== 'workflow')
    .map((page) => ({ page }));
  return [...statics, ...workflowNames.map((workflowName) => ({ page: 'workflow' as const, workflowName }))];
}

/** Every path React Router prerenders: each page in each language, plus each language's 404 page. */
export function prerenderPaths(): string[] {
  return languages.flatMap((lang) => [
    ...allPages().map((ref) => pathTo(ref, lang)),
    `/${lang}/${notFoundPath}`,
  ]);
}
