import crack from './crack.jpg';
import delivery from './delivery.jpg';
import formwork from './formwork.jpg';
import styles from './SitePhoto.module.css';
import windowFitted from './window.jpg';

/** The photos there are: `npm run site-photos` renders each (scripts/site-photos/), one file per name. */
export type Scene = 'formwork' | 'window' | 'delivery' | 'crack';

const photos: Record<Scene, string> = { crack, delivery, formwork, window: windowFitted };

interface Props {
  scene: Scene;
  className?: string;
}

/**
 * A photo taken on the example project's site, as the product's screens show one: a render of a
 * close-up scene lit like an overcast November day, cropped to fill its place as a phone's gallery
 * does. Decorative inside a view whose picture has its own alt text, so it is hidden from assistive tech.
 */
export function SitePhoto({ scene, className }: Props) {
  return <img className={`${styles.photo} ${className ?? ''}`} src={photos[scene]} width={640} height={440} alt="" aria-hidden="true" />;
}
