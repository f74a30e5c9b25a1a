import { taskActivitiesPoster, taskRelationshipsPoster } from './image-manifest.generated.ts';
import type { CompactImage } from './manifest-types.ts';

/**
 * The site's product animations: silent loops made by `npm run brand:videos` (scripts/brand/make-videos.ts)
 * into `public/video/<name>.webm` and `.mp4`, committed with the script. The server streams them from
 * disk with byte ranges.
 */
export interface VideoSource {
  width: number;
  height: number;
  /** The still shown before it plays (and instead of it, under reduced motion), from `images.ts`. */
  poster: CompactImage;
}

export const videos = {
  'task-relationships': { width: 960, height: 600, poster: taskRelationshipsPoster },
  'task-activities': { width: 960, height: 600, poster: taskActivitiesPoster },
} as const satisfies Record<string, VideoSource>;

export type VideoName = keyof typeof videos;
