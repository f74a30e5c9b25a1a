import type { ViewName } from '../views/catalog.ts';
import { type ProductPageId, products } from './products.ts';

/**
 * The product view the features menu shows for each feature (its page's first view, from its record),
 * and for none ('generic'). Read by the prebuild, which writes the pictures into a stylesheet
 * (app/media/views/menu-thumbnails.generated.css): the menu's script then carries no picture
 * addresses, and a picture loads only when the menu opens.
 */
export const menuViews = {
  generic: 'dashboard',
  ...Object.fromEntries(products.map((product) => [product.page, product.view])),
} as Record<ProductPageId | 'generic', ViewName>;
