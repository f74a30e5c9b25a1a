import type { Namespace, Resources } from '../shared/i18n/keys.ts';
import type { Lang } from '../shared/languages.ts';

/**
 * How a view is laid out: `desktop` beside or under a page's text on screens from 760 px, `phone` its
 * own composition for narrower screens (never the desktop frame shrunk). Each is rendered at its CSS
 * size (catalog.ts) and shown at most that wide, so the words in it keep the size they were set in.
 */
export type Composition = 'desktop' | 'phone';
export const compositions: readonly Composition[] = ['desktop', 'phone'];

/** The words every view shares: the app's navigation, the example project, people's roles. */
export type KitCopy = Resources['views'];

/** What a screen receives: its layout, its own copy (its `view*.json` namespace) and the shared copy. */
export interface ScreenProps<Copy> {
  composition: Composition;
  /** For dates and numbers, formatted as the app formats them in that language. */
  lang: Lang;
  copy: Copy;
  kit: KitCopy;
}

/** A view as the catalog lists it. */
export interface ViewEntry {
  /** The locale namespace holding its words (`locales/<lang>/<namespace>.json`); its name starts with "view". */
  namespace: Namespace;
  /** CSS size of each composition in pixels: rendered at twice that for sharp screens, shown at most that wide. */
  size: Record<Composition, readonly [width: number, height: number]>;
}
