import type { Namespace } from '../shared/i18n/keys.ts';
import type { Composition } from './types.ts';

export interface ViewEntry {
  /** The locale namespace holding its words (`locales/<lang>/<namespace>.json`). */
  namespace: Namespace;
  /** CSS size of each composition in pixels: rendered at twice that for sharp screens, shown at most that wide. */
  size: Record<Composition, readonly [width: number, height: number]>;
}

/**
 * Every product view, by name: `npm run views` renders each in each composition and language into
 * `app/media/images/views/`, and the prebuild encodes them like the site's other images. Which
 * component draws each is in `screens.ts` (this list is read by Node scripts, which do not load TSX).
 */
export const views = {
  'task-board': { namespace: 'viewTaskBoard', size: { desktop: [960, 600], phone: [320, 520] } },
} as const satisfies Record<string, ViewEntry>;

export type ViewName = keyof typeof views;
