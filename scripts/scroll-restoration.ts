/**
 * Makes React Router's scroll-restoration script cheap on a first visit.
 *
 * `<ScrollRestoration>` writes an inline script into the body that runs while the page is parsed: it
 * gives a new history entry a random key (`history.replaceState`) and then looks up the scroll
 * position stored under that key in sessionStorage. On a first visit the key was made a line earlier,
 * so nothing can be stored under it, yet the first sessionStorage access of a tab loads the storage
 * area synchronously: the script cost 11 to 26 ms of the parser's task on the bench machine (four
 * times that on Lighthouse's phone), before the first paint.
 * The replacement reads sessionStorage only for an entry that already has a key (a reload, Back or
 * Forward to a page the app has run on), which is the only case with something to restore, and
 * scrolls there before the first paint as before. A new entry gets its key when the deferred
 * bootstrap starts (`historyKey` below, used by defer-hydration.ts), before React Router reads it.
 * It refuses a script that does not have the shape it knows, so a React Router update that changes
 * what the script does fails the build.
 */
const script = /<script>\(\(storageKey, restoreKey\) => \{([\s\S]*?)\}\)\(("[\w-]+"), null\)<\/script>/;

/** React Router's script body, whitespace aside; a change to it needs this transform looked at again. */
const knownBody = [
  'if (!window.history.state || !window.history.state.key) {',
  'let key = Math.random().toString(32).slice(2);',
  'window.history.replaceState({ key }, "");',
  '}',
  'try {',
  'let storedY = JSON.parse(sessionStorage.getItem(storageKey) || "{}")[restoreKey || window.history.state.key];',
  'if (typeof storedY === "number") window.scrollTo(0, storedY);',
  '} catch (error) {',
  'console.error(error);',
  'sessionStorage.removeItem(storageKey);',
  '}',
].join('\n');

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');

/** The statement that gives a new history entry the key React Router's script gave it, for the deferred start. */
export const historyKey =
  'if (!history.state || !history.state.key) history.replaceState({ ...history.state, key: Math.random().toString(32).slice(2) }, "");';

export function cheapScrollRestoration(html: string): string {
  const match = script.exec(html);
  if (!match) throw new Error('no React Router scroll-restoration script found');
  if (lines(match[1]!) !== knownBody) throw new Error('React Router’s scroll-restoration script has changed: look at scroll-restoration.ts again');
  const storageKey = match[2]!;
  const cheap = [
    '(() => {',
    'const key = history.state && history.state.key;',
    'if (!key) return;',
    'try {',
    `const y = JSON.parse(sessionStorage.getItem(${storageKey}) || "{}")[key];`,
    'if (typeof y === "number") scrollTo(0, y);',
    `} catch (error) { console.error(error); sessionStorage.removeItem(${storageKey}); }`,
    '})()',
  ].join('\n');
  return html.replace(match[0], `<script>${cheap}</script>`);
}
