import { type ComponentType, use } from 'react';
import { lazySection } from '../components/sections/lazy-section.tsx';
import { usePageContext } from '../context/page.tsx';
import type { IslandDefinition } from './define-island.ts';
import { Island } from './Island.tsx';
import { isIslandPage } from './island-pages.ts';

/**
 * An island below the first screen, placed as a lazily loaded section (`id` unique on the page): its
 * code is a chunk of its own, so its CSS joins the page's sections' CSS (scripts/inline-css.ts) and
 * pages without it carry none of it. On a page built as islands the server renders it as an island
 * (Island.tsx); on the others it hydrates as a lazily loaded section, as before.
 */
export function lazyIsland<Props extends object>(
  id: string,
  load: () => Promise<{ default: IslandDefinition<Props> }>,
  options: Parameters<typeof lazySection>[2] = {},
): ComponentType<Props> {
  const Inline = lazySection(id, () => load().then((module) => module.default.Component), options);
  let island: Promise<IslandDefinition<Props>> | undefined;
  return function LazyIsland(props: Props) {
    if (!isIslandPage(usePageContext())) return <Inline {...props} />;
    island ??= load().then((module) => module.default);
    return (
      <div data-lazy-section={id} data-render-later="">
        <Island of={use(island)} props={props} />
      </div>
    );
  };
}
