import type { ViewPictures } from '../../media/view-pictures.ts';
import { ProductView, panelPhoneBelow } from './ProductView.tsx';

/** What a feature is shown by: a close-up of the product (`app/views/panels/`) or one of its full views. */
export type FeatureVisual = ViewPictures;

interface Props {
  visual: FeatureVisual;
  alt: string;
  /** 'phone': the phone composition at every width, for a narrow column. */
  composition?: 'phone';
}

/** The picture beside a feature's text: the product's own view, its phone composition on narrow screens. */
export function FeaturePicture({ visual, alt, composition }: Props) {
  return <ProductView view={visual} alt={alt} phoneBelow={panelPhoneBelow} composition={composition} />;
}
