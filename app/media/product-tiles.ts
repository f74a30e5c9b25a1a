import { type ProductPageId, products, tileView } from '../content/products.ts';
import { loadChunk } from '../lib/load-chunk.ts';
import type { ViewPictures } from './view-pictures.ts';

// Each encoded view is a chunk of its own: the home page's feature picker loads the ones its products
// name, and no script carries the whole table (45 views).
const modules = import.meta.glob<Record<string, ViewPictures>>('./views/*.generated.ts');

let loading: Promise<Record<ProductPageId, ViewPictures>> | undefined;

/** Each product's tile view, from its record: what the home page's feature picker shows beside each product. */
export function productTiles(): Promise<Record<ProductPageId, ViewPictures>> {
  loading ??= Promise.all(
    products.map(async (product) => {
      const name = tileView(product);
      const load = modules[`./views/${name}.generated.ts`];
      if (!load) throw new Error(`The product view ${name} is not encoded: list it in app/views/catalog.ts and run the prebuild`);
      const view = Object.values(await loadChunk(`product view ${name}`, load)).find((entry) => entry.name === name);
      if (!view) throw new Error(`app/media/views/${name}.generated.ts holds no view named ${name}`);
      return [product.page, view] as const;
    }),
  ).then((entries) => Object.fromEntries(entries) as Record<ProductPageId, ViewPictures>);
  // Asked for anew when the picker tries again (after Back, say), not left failed.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
