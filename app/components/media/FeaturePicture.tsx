import type { Artwork } from '../../media/artwork.ts';
import type { ViewPictures } from '../../media/view-pictures.ts';
import { Illustration } from './Illustration.tsx';
import { ProductView, panelPhoneBelow } from './ProductView.tsx';

/** What a feature is shown by: a close-up of the product (`app/views/panels/`), or a drawing while one is not made yet. */
export type FeatureVisual = ViewPictures | Artwork;

interface Props {
  visual: FeatureVisual;
  alt: string;
}

/** The picture beside a feature's text: the product's own view, or a diagram that stays a drawing. */
export function FeaturePicture({ visual, alt }: Props) {
  if (Array.isArray(visual)) return <Illustration art={visual as Artwork} alt={alt} />;
  return <ProductView view={visual as ViewPictures} alt={alt} phoneBelow={panelPhoneBelow} />;
}
