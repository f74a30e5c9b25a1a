import type { Namespace } from './namespaces.ts';

/** A namespace's strings as they stand in its locale file. */
export type Catalog = { [key: string]: string | Catalog };
export type Messages = Partial<Record<Namespace, Catalog>>;

/** Reads one string by dotted key outside React (meta tags are built before any component renders). */
export function lookup(messages: Messages | undefined, ns: Namespace, key: string): string {
  let node: string | Catalog | undefined = messages?.[ns];
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`Missing string ${ns}:${key}`);
  return node;
}
