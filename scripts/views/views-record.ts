import type { Lang } from '../../app/shared/languages.ts';
import type { Composition } from '../../app/views/types.ts';

/** Where the rendered views live, relative to the project: beside the site's other image sources. */
export const viewsDir = 'app/media/images/views';
export const viewsRecordFile = `${viewsDir}/views.json`;

/** What `npm run views` made, and from what. */
export interface ViewsRecord {
  /** `viewSourcesHash()` of the sources the pictures were drawn from. */
  sources: string;
  renders: Record<string, { width: number; height: number; minText: number; maxText: number }>;
}

export const viewFile = (name: string, composition: Composition, lang: Lang) => `${name}-${composition}.${lang}.png`;
