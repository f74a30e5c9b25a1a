import type { PageId } from '../shared/pages.ts';
import type { ViewName } from '../views/catalog.ts';

/**
 * The products, one record each, in the order the navigation shows them. The header's features menu,
 * the mobile sheet, the footer, the home page's feature picker and each product page read them from
 * here; adding or renaming a product is its record, its page in the registry (app/shared/pages.ts,
 * which the server and the sitemap read too) and its copy: its name under `features.<page>` in
 * `common.json`, its home tile under `features.items.<page>` in `home.json`, its page's namespace.
 */
export interface Product {
  /** Its page in the registry: the path, the copy's namespace and the mail label come from there. */
  page: PageId;
  /** The colour of its marker in the menus. */
  accent: string;
  /** The product view its page opens with; the features menu and the home tile show it too. */
  view: ViewName;
  /** Where the home page's tile shows another side of it than the page's first view. */
  tile?: ViewName;
}

export const products = [
  { page: 'taskIssue', accent: '#ffbe28', view: 'task-board' },
  { page: 'ifcViewer', accent: '#5ba4cf', view: 'model-viewer' },
  { page: 'dms', accent: '#f28c28', view: 'document-list' },
  { page: 'bimModel', accent: '#7bc47f', view: 'model-versions' },
  { page: 'infoManagement', accent: '#b58bd9', view: 'project-inbox' },
  // The page opens on the register; the home tile shows the comparison of two indices, the piece that sells it.
  { page: 'planManagement', accent: '#e57373', view: 'plan-register', tile: 'plan-compare' },
  { page: 'cloudSecurity', accent: '#8d9aa8', view: 'site-app' },
] as const satisfies readonly Product[];

export type ProductPageId = (typeof products)[number]['page'];

/** The product pages in the navigation's order. */
export const productPages: readonly ProductPageId[] = products.map((product) => product.page);

export function productOf(page: ProductPageId): Product {
  return products.find((product) => product.page === page) as Product;
}

/** The view the home page's tile shows for a product. */
export const tileView = (product: Product): ViewName => product.tile ?? product.view;
