import { type ProductPageId, productOf } from '../content/products.ts';
import type { ViewName } from '../views/catalog.ts';
import type { ViewPictures } from './view-pictures.ts';

// Every product view the prebuild encoded, by name. Read on the server only, when a page is
// prerendered: a page's data then carries the one it shows, and no script carries the table.
const modules = import.meta.glob<Record<string, ViewPictures>>('./views/*.generated.ts', { eager: true });
const byName = new Map(Object.values(modules).flatMap((module) => Object.values(module).map((view) => [view.name, view] as const)));

function pictures(name: ViewName): ViewPictures {
  const view = byName.get(name);
  if (!view) throw new Error(`The product view ${name} is not encoded: list it in app/views/catalog.ts and run the prebuild`);
  return view;
}

/** A product page's data with the view it opens with, from its record. */
export function withProductView<Data extends object>(data: Data, page: ProductPageId): Data & { productView: ViewPictures } {
  return { ...data, productView: pictures(productOf(page).view) };
}
