/**
 * The site photos of the product views (app/views/photos/SitePhoto.tsx): which there are, their size,
 * and where `npm run site-photos` keeps them. Beside the views' code, not in app/media/: they are an
 * input of the views' pictures only, and the prebuild publishes nothing from there.
 */
export const sitePhotoNames = ['crack', 'formwork', 'window', 'delivery'] as const;
export type SitePhotoName = (typeof sitePhotoNames)[number];

/**
 * 16:11 like the places that show them; 640 px wide is the widest of them at the views' 2x: the site
 * app's defect photo, 320 CSS px across a phone, and the cloud panel's 272 px.
 */
export const sitePhotoSize = [640, 440] as const;
/** What one photo may weigh: the views are drawn from them, but they live in the repository. */
export const sitePhotoBudget = 80 * 1024;

export const sitePhotosDir = 'app/views/photos';
export const sitePhotosRecordFile = `${sitePhotosDir}/site-photos.json`;
export const sitePhotoFile = (name: SitePhotoName) => `${name}.jpg`;

/** What `npm run site-photos` made, and from what. */
export interface SitePhotosRecord {
  /** `sitePhotoSourcesHash()` of what the photos were drawn from. */
  sources: string;
  /** Per photo (`<name>.jpg`): its size in pixels and bytes, the JPEG quality that fit the budget, and seconds to draw. */
  photos: Record<string, { width: number; height: number; bytes: number; quality: number; seconds: number }>;
}
