import type { ComponentType } from 'react';
import type { Namespace } from '../shared/i18n/keys.ts';
import type { IslandReplay } from './replay.ts';

/**
 * When an island's code loads and hydrates it:
 * - `live`: when the browser is first idle after the page has painted: a piece that acts without
 *   input (the consent dialog while it asks).
 * - `input`: at the first input on it (a pointer over it, a press, focus, a key).
 * - `visible`: as `input`, and also once it is near the viewport after the page's first input. Not
 *   before: every island in the first screen would otherwise load React before the visitor did anything.
 */
export type IslandTrigger = 'live' | 'input' | 'visible';

export interface IslandDefinition<Props extends object> {
  /** Unique on the site; also its file name, `<name>.island.tsx`, and its chunk's, `island-<name>-…js`. */
  name: string;
  Component: ComponentType<Props>;
  /** The copy it reads: the browser loads exactly these, the server renders it with exactly these. */
  namespaces: readonly Namespace[];
  trigger: IslandTrigger;
  /** What a visitor does to it before its code has come that is done again once it has (replay.ts). */
  replay?: IslandReplay;
}

/**
 * An interactive piece of a page that hydrates on its own, as its own React root, while the rest of
 * the page stays the prerendered HTML. Its module, `<name>.island.tsx`, default-exports this.
 * Props cross from the build to the browser as JSON, so they are plain data: copy, pictures and
 * content modules are looked up inside the island, not passed in.
 */
export function defineIsland<Props extends object>(
  name: string,
  Component: ComponentType<Props>,
  options: { namespaces: readonly Namespace[]; trigger: IslandTrigger; replay?: IslandReplay },
): IslandDefinition<Props> {
  if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new Error(`island name "${name}": lower case letters, digits and dashes`);
  return { name, Component, ...options };
}
