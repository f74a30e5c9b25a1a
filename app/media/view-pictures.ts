import type { Lang } from '../shared/languages.ts';
import type { CompactImage } from './manifest-types.ts';

/** One composition of a product view: its CSS size, the smallest text in it, its picture per language. */
export interface ViewComposition {
  width: number;
  height: number;
  /** The smallest font size in the view at its CSS size; shown narrower, the text shrinks with it. */
  minText: number;
  images: Record<Lang, CompactImage>;
}

/** A product view (app/views/) as the prebuild lists it in `app/media/views/<name>.generated.ts`. */
export interface ViewPictures {
  name: string;
  desktop: ViewComposition;
  phone: ViewComposition;
}
