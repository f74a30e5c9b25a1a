import type { Lang } from '../shared/languages.ts';
import { motions } from '../views/motion/catalog.ts';
import {
  posterTaskActivitiesDesktopDe,
  posterTaskActivitiesDesktopEn,
  posterTaskActivitiesPhoneDe,
  posterTaskActivitiesPhoneEn,
  posterTaskRelationshipsDesktopDe,
  posterTaskRelationshipsDesktopEn,
  posterTaskRelationshipsPhoneDe,
  posterTaskRelationshipsPhoneEn,
} from './image-manifest.generated.ts';
import type { CompactImage } from './manifest-types.ts';

/**
 * The site's product loops: the scenes of app/views/motion/, recorded by `npm run brand:videos` into
 * `public/video/<name>-<composition>.<lang>.webm` and `.mp4` (committed); the server streams them from
 * disk with byte ranges. Each has a desktop and a phone composition, like the product views, so its
 * words keep their size on a phone.
 */
export interface VideoComposition {
  /** CSS size it was laid out at: it is shown at most about this wide, so its words keep their size. */
  width: number;
  height: number;
  /** The last frame per language, from `images.ts`: shown before it plays and instead of it under reduced motion. */
  posters: Record<Lang, CompactImage>;
}

export interface VideoSource {
  desktop: VideoComposition;
  phone: VideoComposition;
  /** The viewport width from which the desktop composition plays. */
  phoneBelow: number;
}

/** Codec strings of the files as `brand:videos` encodes them (the unit test reads them from the files). */
export const videoTypes = {
  webm: 'video/webm; codecs="vp09.00.40.08"',
  mp4: 'video/mp4; codecs="avc1.640028"',
} as const;

const size = ({ width, height }: { width: number; height: number }) => ({ width, height });

export const videos = {
  'task-relationships': {
    desktop: {
      ...size(motions['task-relationships'].desktop),
      posters: { de: posterTaskRelationshipsDesktopDe, en: posterTaskRelationshipsDesktopEn },
    },
    phone: { ...size(motions['task-relationships'].phone), posters: { de: posterTaskRelationshipsPhoneDe, en: posterTaskRelationshipsPhoneEn } },
    phoneBelow: motions['task-relationships'].phoneBelow,
  },
  'task-activities': {
    desktop: { ...size(motions['task-activities'].desktop), posters: { de: posterTaskActivitiesDesktopDe, en: posterTaskActivitiesDesktopEn } },
    phone: { ...size(motions['task-activities'].phone), posters: { de: posterTaskActivitiesPhoneDe, en: posterTaskActivitiesPhoneEn } },
    phoneBelow: motions['task-activities'].phoneBelow,
  },
} as const satisfies Record<string, VideoSource>;

export type VideoName = keyof typeof videos;

/** The file of one composition, language and format. */
export function videoFile(name: VideoName, composition: 'desktop' | 'phone', lang: Lang, format: keyof typeof videoTypes): string {
  return `/video/${name}-${composition}.${lang}.${format}`;
}
