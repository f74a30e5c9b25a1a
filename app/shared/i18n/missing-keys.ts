import type { Lang } from '../languages.ts';

/**
 * What `npm run dev` writes for a key the code asks for and a locale file lacks: easy to find, and
 * the locale tests fail while any string starts with it.
 */
export const missingTranslationMarker = '__MISSING__';

/** The spec's address for reporting missing keys (section 7); only the dev server answers it. */
export function missingKeysPath(lang: Lang, namespace: string): string {
  return `/locales/add/${lang}/${namespace}`;
}

const reported = new Set<string>();
const pending = new Map<string, { lang: Lang; namespace: string; keys: Set<string> }>();

/**
 * In the browser during development: sends each missing key once, those of one namespace together,
 * as i18next's HTTP backend does (`{ key: fallback }`). Elsewhere it does nothing.
 */
export function reportMissingKey(lang: Lang, namespace: string, key: string): void {
  if (typeof window === 'undefined' || reported.has(`${lang}/${namespace}:${key}`)) return;
  reported.add(`${lang}/${namespace}:${key}`);
  const batch = pending.get(`${lang}/${namespace}`) ?? { lang, namespace, keys: new Set<string>() };
  if (batch.keys.size === 0) {
    pending.set(`${lang}/${namespace}`, batch);
    setTimeout(() => send(`${lang}/${namespace}`), 100);
  }
  batch.keys.add(key);
}

function send(id: string): void {
  const batch = pending.get(id);
  pending.delete(id);
  if (!batch) return;
  const body = Object.fromEntries([...batch.keys].map((key) => [key, key]));
  fetch(missingKeysPath(batch.lang, batch.namespace), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => {
    // The warning in the console has already named the key.
  });
}
