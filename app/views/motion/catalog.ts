/**
 * The product's motion: scripted interactions drawn with the view kit (`app/views/kit`, the screens),
 * one picture per point in time, that `npm run brand:videos` records in Chromium and encodes into
 * `public/video/`. Read by Node scripts and by the site (`app/media/videos.ts`), so no TSX here; which
 * component draws each scene is in `scenes.ts`.
 */
export interface MotionComposition {
  /** CSS size the scene is laid out at. */
  width: number;
  height: number;
  /** Device pixels per CSS pixel of the recording: the video is `width × scale` pixels wide. */
  scale: number;
}

export interface MotionEntry {
  /** Seconds of one loop; the last frame is the final state and the poster. */
  duration: number;
  /** `desktop` on screens from `phoneBelow` px, `phone` under it: a phone never shows the desktop frame shrunk. */
  desktop: MotionComposition;
  phone: MotionComposition;
  /** The viewport width from which the desktop composition plays. */
  phoneBelow: number;
}

/** Frames per second of every recording: smooth enough for UI motion, and half the bytes of 50. */
export const motionFps = 25;

export const motions = {
  // Shown across the page's full content width, so it is laid out as wide as the board's still (960)
  // and recorded at 1280 px; below 960 px of viewport it would shrink its words, so the phone one plays.
  'task-relationships': {
    duration: 10,
    desktop: { width: 960, height: 600, scale: 4 / 3 },
    phone: { width: 320, height: 560, scale: 2 },
    phoneBelow: 960,
  },
  // Shown beside its section's text: a close-up, 640 wide like the feature panels, at twice its size.
  'task-activities': {
    duration: 10,
    desktop: { width: 640, height: 400, scale: 2 },
    phone: { width: 320, height: 440, scale: 2 },
    phoneBelow: 688,
  },
} as const satisfies Record<string, MotionEntry>;

export type MotionName = keyof typeof motions;
export type MotionCompositionName = 'desktop' | 'phone';
