import { startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { Messages } from '../shared/i18n/catalog.ts';
import { defaultLang, isLang } from '../shared/languages.ts';
import { pageAt } from '../shared/pages.ts';
import type { IslandDefinition } from './define-island.ts';
import { IslandRoot } from './IslandRoot.tsx';

/**
 * Hydrates one island's container as its own React root, with what the server rendered it with: the
 * page's language and page (from the document, as the server worked them out from the address), its
 * namespaces of copy and its props. A render error leaves the container as the page delivered it.
 */
export function hydrateIsland<Props extends object>(
  element: HTMLElement,
  island: IslandDefinition<Props>,
  props: Props,
  messages: Messages,
  on: { hydrated?: () => void; failed?: () => void } = {},
): void {
  const lang = isLang(document.documentElement.lang) ? document.documentElement.lang : defaultLang;
  const found = pageAt(window.location.pathname);
  const backup = [...element.childNodes].map((node) => node.cloneNode(true));
  const scope = { hydrating: true };
  const onReady = () => {
    element.dataset.islandState = 'hydrated';
    // The section it is placed as (lazy-island.tsx) counts as hydrated too, as on the pages that hydrate whole.
    element.parentElement?.closest('[data-lazy-section]')?.setAttribute('data-hydrated', 'true');
    performance.mark(`island:${island.name}`);
    on.hydrated?.();
  };
  let root: Root | undefined;
  const fail = (error: unknown) => {
    console.error(`Island "${island.name}" failed; it stays as the page delivered it.`, error);
    root?.unmount();
    element.replaceChildren(...backup);
    element.dataset.islandState = 'failed';
    on.failed?.();
  };
  // A transition: React hydrates the island in slices of a few milliseconds instead of one task.
  startTransition(() => {
    root = hydrateRoot(
      element,
      <IslandRoot lang={lang} page={found?.page ?? { id: 'home' }} found={found !== undefined} messages={messages} scope={scope} onReady={onReady}>
        <island.Component {...props} />
      </IslandRoot>,
      {
        identifierPrefix: element.dataset.islandKey,
        onRecoverableError: (error) => console.error(`Island "${island.name}" did not match its HTML:`, error),
        onUncaughtError: (error) => queueMicrotask(() => fail(error)),
      },
    );
  });
}
