import { useEffect } from 'react';
import { anyWaiting } from './any-waiting.ts';

/**
 * Renders nothing. On every page, sends the form requests that wait in this browser since the site
 * could not take them; the sending code loads only when there are any.
 */
export function ResumeWaitingSends() {
  // Each page the visitor opens is a moment to try again.
  useEffect(() => {
    if (!anyWaiting()) return;
    import('./resume-waiting.ts').then(
      ({ resumeWaiting }) => resumeWaiting(),
      // The site is unreachable still; the next page tries again.
      () => undefined,
    );
  }, []);
  return null;
}
