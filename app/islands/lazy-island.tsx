import { type ComponentType, use } from 'react';
import type { IslandDefinition } from './define-island.ts';
import { Island } from './Island.tsx';

/**
 * An island below the first screen, placed as a lazily loaded section (`id` unique on the page): its
 * code is a chunk of its own, so its CSS joins the page's sections' CSS (scripts/inline-css.ts) and
 * pages without it carry none of it. The server renders it as an island (Island.tsx).
 */
export function lazyIsland<Props extends object>(id: string, load: () => Promise<{ default: IslandDefinition<Props> }>): ComponentType<Props> {
  let island: Promise<IslandDefinition<Props>> | undefined;
  return function LazyIsland(props: Props) {
    island ??= load().then((module) => module.default);
    return (
      <div data-lazy-section={id} data-render-later="">
        <Island of={use(island)} props={props} />
      </div>
    );
  };
}
