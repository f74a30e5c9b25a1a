import type { ProductPageId } from '../../content/products.ts';
import '../../media/views/menu-thumbnails.generated.css';
import styles from './MenuThumbnail.module.css';

interface Props {
  /** The feature whose product view to show; none shows the dashboard. */
  feature?: ProductPageId;
}

/**
 * The features menu's picture of the product: the view of the hovered or focused feature, in the
 * page's language (the pictures are the stylesheet's, by `data-menu-feature` and `lang`). Decorative: the
 * link beside it names the feature.
 */
export function MenuThumbnail({ feature }: Props) {
  return <span className={styles.thumbnail} data-menu-feature={feature ?? 'generic'} aria-hidden="true" />;
}
