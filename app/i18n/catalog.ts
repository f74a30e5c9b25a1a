import type { Namespace } from './namespaces.ts';

/** A namespace's strings as they stand in its locale file. */
export type Catalog = { [key: string]: string | Catalog };
export type Messages = Partial<Record<Namespace, Catalog>>;

/** The string at a dotted key, if the catalog has one there. */
export function findString(catalog: Catalog | undefined, key: string): string | undefined {
  let node: string | Catalog | undefined = catalog;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** Reads one string by dotted key outside React (meta tags are built before any component renders). */
export function lookup(messages: Messages | undefined, ns: Namespace, key: string): string {
  const text = findString(messages?.[ns], key);
  if (text === undefined) throw new Error(`Missing string ${ns}:${key}`);
  return text;
}
