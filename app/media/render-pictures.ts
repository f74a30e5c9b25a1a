import type { CompactImage } from './manifest-types.ts';

/**
 * A picture `npm run renders` drew of a building from its IFC model (scripts/renders/), as the prebuild
 * lists it in `app/media/renders/<name>.generated.ts`: a visualisation where a visitor expects a photograph.
 */
export interface RenderPicture {
  name: string;
  image: CompactImage;
}
