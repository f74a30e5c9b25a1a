/**
 * The page registry: one record per page. React Router's route config, the page copy, the mail
 * labels, navigation paths, the language switch, hreflang, the sitemap, the prerender list, each
 * page's Content-Security-Policy and the tests all derive from it. Adding a page is an entry here,
 * a folder `app/pages/<folder>/` with its `route.tsx`, and `locales/{de,en}/<namespace>.json`.
 *
 * Shared by the browser, the server and the build scripts: relative imports carry `.ts`, and it
 * imports nothing outside `app/shared/`.
 */
import type { Resources } from './i18n/keys.ts';
import { type Lang, languages } from './languages.ts';

export const workflowNames = ['architects', 'bim-managers', 'general-contractors', 'builders'] as const;
export type WorkflowName = (typeof workflowNames)[number];

/**
 * The newsletter pages a link in a mail leads to: what the link did, and the two questions it asks
 * first ('confirm', 'unsubscribe'), because mail scanners open every link before the person does.
 */
export const newsletterStatuses = ['confirmed', 'unsubscribed', 'link-invalid', 'confirm', 'unsubscribe'] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];

/** The spec's page labels: mail subjects and analytics name the page a request came from by them. */
export const pageLabels = [
  'HOMEPAGE',
  'DMS',
  'TASKISSUE',
  'INFOMANAGEMENT',
  'IFC',
  'CLOUD',
  'BIM',
  'PLANMANAGEMENT',
  'PRICING',
  'WORKFLOWS',
] as const;
export type PageLabel = (typeof pageLabels)[number];

/** What a page may need beyond the site's strict policy (the 3D viewer compiles WebAssembly). */
export type CspNeed = 'wasm-unsafe-eval';

interface PageEntry {
  /** Below the language segment, per language; `:name` marks a parameter listed in `params`. */
  path: Record<Lang, string>;
  /** Values each path parameter takes; every combination is a page of its own. */
  params?: Record<string, readonly string[]>;
  /** The page's folder below `app/pages/`; its route module is `route.tsx` there. */
  folder: string;
  /** The locale file its copy lives in. */
  namespace: keyof Resources;
  /** Where in that file its meta and hero copy start ('' for the top), per parameter values. */
  copyRoot?: (params: Record<string, string>) => string;
  /** How mail subjects name it; the company and legal pages report as the home page. */
  label: PageLabel;
  csp?: readonly CspNeed[];
  /** Reached only from a link in a mail: prerendered, but not in the sitemap and not indexed. */
  unlisted?: true;
}

const same = (path: string): Record<Lang, string> => ({ de: path, en: path });

export const pages = {
  home: { path: same(''), folder: 'home', namespace: 'home', label: 'HOMEPAGE' },
  taskIssue: { path: same('product/task-and-issue-management'), folder: 'task-issue', namespace: 'taskIssue', label: 'TASKISSUE' },
  // The live viewer compiles web-ifc's WebAssembly.
  ifcViewer: { path: same('product/ifc-viewer'), folder: 'ifc-viewer', namespace: 'ifcViewer', label: 'IFC', csp: ['wasm-unsafe-eval'] },
  dms: { path: same('product/dms'), folder: 'dms', namespace: 'dms', label: 'DMS' },
  bimModel: { path: same('product/bim-model-management'), folder: 'bim-model', namespace: 'bimModel', label: 'BIM' },
  infoManagement: {
    path: same('product/information-management'),
    folder: 'information-management',
    namespace: 'infoManagement',
    label: 'INFOMANAGEMENT',
  },
  planManagement: { path: same('product/plan-management'), folder: 'plan-management', namespace: 'planManagement', label: 'PLANMANAGEMENT' },
  cloudSecurity: { path: same('product/cloud-infrastructure-and-security'), folder: 'cloud-security', namespace: 'cloudSecurity', label: 'CLOUD' },
  pricing: { path: same('pricing'), folder: 'pricing', namespace: 'pricing', label: 'PRICING' },
  aboutUs: { path: same('about-us'), folder: 'about-us', namespace: 'aboutUs', label: 'HOMEPAGE' },
  caseStudies: { path: { de: 'referenzen', en: 'case-studies' }, folder: 'case-studies', namespace: 'caseStudies', label: 'HOMEPAGE' },
  careers: { path: same('careers'), folder: 'careers', namespace: 'careers', label: 'HOMEPAGE' },
  imprint: { path: same('imprint'), folder: 'imprint', namespace: 'imprint', label: 'HOMEPAGE' },
  privacy: { path: same('privacy-notice'), folder: 'privacy', namespace: 'privacy', label: 'HOMEPAGE' },
  accessibility: {
    path: { de: 'barrierefreiheit', en: 'accessibility' },
    folder: 'accessibility',
    namespace: 'accessibility',
    label: 'HOMEPAGE',
  },
  workflows: { path: same('workflows'), folder: 'workflows', namespace: 'workflows', label: 'WORKFLOWS' },
  workflow: {
    path: same('workflows/:workflowName'),
    params: { workflowName: workflowNames },
    folder: 'workflow',
    namespace: 'workflows',
    copyRoot: ({ workflowName }) => `audiences.${workflowName}`,
    label: 'WORKFLOWS',
  },
  newsletterStatus: {
    path: same('newsletter/:status'),
    params: { status: newsletterStatuses },
    folder: 'newsletter-status',
    namespace: 'newsletter',
    copyRoot: ({ status }) => `status.${status}`,
    label: 'HOMEPAGE',
    unlisted: true,
  },
} as const satisfies Record<string, PageEntry>;

type Pages = typeof pages;
export type PageId = keyof Pages;
export type PageNamespace = Pages[PageId]['namespace'];

type ParamsOf<Id extends PageId> = Pages[Id] extends { params: infer P extends Record<string, readonly string[]> }
  ? { -readonly [K in keyof P]: P[K][number] }
  : unknown;

/** One page of the site: its id, and its parameter values where its path has any. */
export type SitePage = { [Id in PageId]: { id: Id } & ParamsOf<Id> }[PageId];
/** Pages without parameters, which a bare id names. */
export type StaticPageId = { [Id in PageId]: Pages[Id] extends { params: object } ? never : Id }[PageId];

export function pageEntry(id: PageId): PageEntry {
  return pages[id];
}

function paramsOf(page: SitePage): Record<string, string> {
  const { id: _id, ...params } = page as { id: PageId } & Record<string, string>;
  return params;
}

/** The address of a page in a language: "/en/pricing", "/de" for the home page. */
export function pathTo(page: SitePage | StaticPageId, lang: Lang): string {
  const target: SitePage = typeof page === 'string' ? ({ id: page } as SitePage) : page;
  const params = paramsOf(target);
  const below = pages[target.id].path[lang].replace(/:(\w+)/g, (_, name: string) => params[name] ?? `:${name}`);
  return below ? `/${lang}/${below}` : `/${lang}`;
}

/** Where in its locale file a page's meta and hero copy start, e.g. "audiences.builders." or "". */
export function copyPrefix(page: SitePage): string {
  const entry: PageEntry = pages[page.id];
  const root = entry.copyRoot?.(paramsOf(page)) ?? '';
  return root ? `${root}.` : '';
}

/** Every page with every value of its parameters, once, language-independent. */
function expand(id: PageId): SitePage[] {
  const entry: PageEntry = pages[id];
  let combinations: Record<string, string>[] = [{}];
  for (const [name, values] of Object.entries(entry.params ?? {})) {
    combinations = combinations.flatMap((done) => values.map((value) => ({ ...done, [name]: value })));
  }
  return combinations.map((params) => ({ id, ...params }) as SitePage);
}

const everyPage: SitePage[] = (Object.keys(pages) as PageId[]).flatMap(expand);

/** The pages a visitor can find; the sitemap lists these. */
export function allPages(): SitePage[] {
  return everyPage.filter((page) => !isUnlisted(page));
}

/** Pages only reached from a link in a mail: prerendered, but not in the sitemap and not indexed. */
export function unlistedPages(): SitePage[] {
  return everyPage.filter(isUnlisted);
}

export function isUnlisted(page: SitePage): boolean {
  return (pages[page.id] as PageEntry).unlisted === true;
}

/** Where the not-found page is prerendered; the server sends it with status 404 for unknown paths. */
export const notFoundPath = '404';

/** Every path React Router prerenders: each page in each language, plus each language's 404 page. */
export function prerenderPaths(): string[] {
  return languages.flatMap((lang) => [...everyPage.map((page) => pathTo(page, lang)), `/${lang}/${notFoundPath}`]);
}

const byPath = new Map(languages.flatMap((lang) => everyPage.map((page) => [pathTo(page, lang), { lang, page }] as const)));

/** The page at an address ("/en/pricing", with or without a trailing slash), if it is one of the site's. */
export function pageAt(pathname: string): { lang: Lang; page: SitePage } | undefined {
  return byPath.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
}

export function pageLabel(page: SitePage): PageLabel {
  return pages[page.id].label;
}
