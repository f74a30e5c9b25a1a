import type { Namespace } from './keys.ts';

/** A namespace's copy as it stands in its locale file: strings, nested objects and lists. */
export type CopyValue = string | readonly CopyValue[] | { readonly [key: string]: CopyValue };
export type Catalog = { readonly [key: string]: CopyValue };

/** The catalogs a page renders with, by namespace. */
export type Messages = Partial<Record<Namespace, Catalog>>;

/** The value at a dotted key ("benefits.0.title"), if the catalog has one there. */
export function findCopy(catalog: Catalog | undefined, key: string): CopyValue | undefined {
  let node: CopyValue | undefined = catalog;
  for (const part of key.split('.')) node = node !== undefined && typeof node === 'object' ? (node as Record<string, CopyValue>)[part] : undefined;
  return node;
}
