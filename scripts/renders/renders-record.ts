/** Where the pictures of `npm run renders` live, relative to the project: beside the site's other image sources. */
export const rendersDir = 'app/media/images/renders';
export const rendersRecordFile = `${rendersDir}/renders.json`;

/** What `npm run renders` made, and from what. */
export interface RendersRecord {
  /** `renderSourcesHash()` of what the pictures were drawn from. */
  sources: string;
  /** Per picture (`<name>.jpg`): its size in pixels and how long it took to draw, in seconds. */
  renders: Record<string, { width: number; height: number; seconds: number }>;
}

export const renderFile = (name: string) => `${name}.jpg`;
