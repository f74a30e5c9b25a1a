/** The prefix of every request kept in localStorage (one item each, so two tabs never overwrite each other's list). */
export const waitingPrefix = 'lotrecht.waiting-send.';

/**
 * Whether any request waits in this browser. Runs on every page, so it is all the page itself
 * carries of the sending code; the rest loads only when this says yes.
 */
export function anyWaiting(): boolean {
  try {
    for (let i = 0; i < localStorage.length; i++) if (localStorage.key(i)?.startsWith(waitingPrefix)) return true;
  } catch {
    // Storage is off: nothing can wait in it.
  }
  return false;
}
