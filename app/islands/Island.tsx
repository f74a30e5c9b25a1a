import { createContext, type ReactNode, use, useContext, useId } from 'react';
import { usePageContext } from '../context/page.tsx';
import { useCopy } from '../i18n/use-translation.tsx';
import type { Messages } from '../shared/i18n/catalog.ts';
import type { IslandDefinition } from './define-island.ts';
import { IslandRoot } from './IslandRoot.tsx';
import { islandPropsProblem } from './island-props.ts';

/** The server's renderer of islands, one per page render (entry.server.tsx). */
export interface IslandRenderer {
  /** The island's key on the page (its name and occurrence) and its HTML, rendered on its own; the same for the same `id`. */
  render(id: string, name: string, tree: ReactNode): { key: string; html: Promise<string> };
}

export const IslandRendering = createContext<IslandRenderer | null>(null);

/**
 * Places an island in the page. The server renders it as its own React root and writes the container
 * the loader (loader.ts) finds: name, key, trigger, namespaces and props, in an element that takes no
 * box (`display: contents`), so layouts see its content.
 */
export function Island<Props extends object>({ of, props }: { of: IslandDefinition<Props>; props: Props }) {
  const pageContext = usePageContext();
  const copy = useCopy();
  const id = useId();
  const renderer = useContext(IslandRendering);
  // Inline where nothing renders islands apart: a section rendered on its own (a unit test).
  if (!renderer) {
    return (
      <div data-island-inline={of.name}>
        <of.Component {...props} />
      </div>
    );
  }
  const problem = islandPropsProblem(props);
  if (problem) throw new Error(`island "${of.name}": its props ${problem}`);
  const messages = namespacesOf(copy.messages, of);
  const { key, html } = renderer.render(
    id,
    of.name,
    <IslandRoot lang={copy.lang} page={pageContext.page} found={pageContext.found} messages={messages} scope={{ hydrating: true }}>
      <of.Component {...props} />
    </IslandRoot>,
  );
  const json = JSON.stringify(props);
  return (
    <div
      data-island={of.name}
      data-island-key={key}
      data-island-trigger={of.trigger}
      data-island-replay={of.replay}
      data-island-copy={of.namespaces.join(' ') || undefined}
      data-island-props={json === '{}' ? undefined : json}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the island's own server render, which the browser hydrates
      dangerouslySetInnerHTML={{ __html: use(html) }}
    />
  );
}

function namespacesOf(all: Messages, island: Pick<IslandDefinition<object>, 'name' | 'namespaces'>): Messages {
  return Object.fromEntries(
    island.namespaces.map((ns) => {
      const catalog = all[ns];
      if (!catalog) throw new Error(`island "${island.name}" reads the namespace "${String(ns)}", which its page does not provide`);
      return [ns, catalog];
    }),
  );
}
