import type { ReactNode } from 'react';

/**
 * Holds its content back until the page's first paint: pictures just below the first screen that the
 * browser would otherwise fetch at once (a lazy image within its load-ahead distance, which on a
 * phone is several screens), sharing a slow network's first round trips with the page, its font and
 * the picture that is the largest paint. The page's start script puts the content in after the first
 * paint (scripts/strip-react-router.ts); without scripting the browser shows it as it reads it.
 * Whoever holds a picture back keeps its room, so nothing moves when it comes.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  return <noscript data-after-paint="">{children}</noscript>;
}
