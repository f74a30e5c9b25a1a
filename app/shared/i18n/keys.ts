// Translation keys are typed from the German files, the source language: a key missing there fails
// the type check, and the locale tests keep English in step. `resources.generated.ts` lists every
// locale file; `npm run prebuild` writes it (build, dev and typecheck run it first).
import type { Resources } from './resources.generated.ts';

export type { Resources };
export type Namespace = keyof Resources;

/** "openings" for "openings_one" and "openings_other": `t()` with a `count` picks the form. */
type PluralBase<K extends string> = K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Base : never;

/** "a.b.c" for every string in a catalog (and the base of plural keys); lists and their items are reached with `copy()`. */
type StringPaths<T> = {
  [K in keyof T & string]: T[K] extends string
    ? K | PluralBase<K>
    : T[K] extends readonly unknown[]
      ? never
      : T[K] extends object
        ? `${K}.${StringPaths<T[K]>}`
        : never;
}[keyof T & string];

/** "a.b" for every object and list in a catalog: what `copy()` hands out whole. */
type NodePaths<T> = {
  [K in keyof T & string]: T[K] extends string
    ? never
    : T[K] extends readonly unknown[]
      ? K
      : T[K] extends object
        ? K | `${K}.${NodePaths<T[K]>}`
        : never;
}[keyof T & string];

/** The value at a dotted path. */
export type At<T, P extends string> = P extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? At<T[Head], Rest>
    : never
  : P extends keyof T
    ? T[P]
    : never;

export type TranslationKey<NS extends Namespace> = StringPaths<Resources[NS]>;
export type CopyKey<NS extends Namespace> = NodePaths<Resources[NS]>;
export type CommonKey = TranslationKey<'common'>;
