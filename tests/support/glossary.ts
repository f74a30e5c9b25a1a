import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Lang } from '../../app/shared/languages.ts';

/** One language's side of a concept in `locales/glossary.json`. */
export interface GlossaryTerm {
  term: string;
  /** Inflected forms the endings below do not reach ("Planläufe"). */
  forms?: string[];
  forbidden?: string[];
  allowed?: { variant: string; keys: string[]; why: string }[];
  required?: string[];
  explainAtFirstUse?: string;
  note?: string;
}

export interface Concept {
  concept: string;
  de: GlossaryTerm;
  en: GlossaryTerm;
}

export const glossary = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../locales/glossary.json'), 'utf8')) as {
  about: string;
  concepts: Concept[];
};

/**
 * Endings a single word takes in each language: German nouns decline ("Gewerk", "Gewerke",
 * "Gewerken", "Gewerks") and take the feminine ("Verwalterin"); English adds a plural "s".
 */
const endings: Record<Lang, string[]> = {
  de: ['innen', 'ern', 'en', 'er', 'es', 'em', 'in', 'e', 'n', 's'],
  en: ['es', 's'],
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const letter = '[\\p{L}\\p{N}]';

/**
 * Finds `word` where it stands as a word of its own, in any case: a single word with its language's
 * endings, a phrase ("zum RFI") exactly, since its article already says which form it is.
 */
export function wordPattern(word: string, lang: Lang): RegExp {
  return compiled(`${lang} ${word}`, () => {
    const tail = word.includes(' ') ? '' : `(?:${endings[lang].join('|')})?`;
    return new RegExp(`(?<!${letter})${escapeRegExp(word)}${tail}(?!${letter})`, 'iu');
  });
}

/** "namespace:key" patterns of the glossary, with * for any run of characters. */
export function keyPattern(glob: string): RegExp {
  return compiled(glob, () => new RegExp(`^${glob.split('*').map(escapeRegExp).join('.*')}$`));
}

// The tests ask for the same patterns once per string of the copy: compile each once.
const patterns = new Map<string, RegExp>();
function compiled(id: string, make: () => RegExp): RegExp {
  const known = patterns.get(id);
  if (known) return known;
  const pattern = make();
  patterns.set(id, pattern);
  return pattern;
}

/** Whether a string names the term, in one of its forms. */
export function namesTerm(text: string, term: GlossaryTerm, lang: Lang): boolean {
  return [term.term, ...(term.forms ?? [])].some((form) => wordPattern(form, lang).test(text));
}
