import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { IslandRenderer } from './Island.tsx';

/**
 * The islands of one page render, each rendered on its own as the browser will hydrate it: its own
 * root, with its key as `identifierPrefix`, so every `useId` inside matches the browser's.
 * Each render runs apart from the page's (the page waits for it through `use`), never inside it.
 */
export function islandRenderer(): IslandRenderer {
  const rendered = new Map<string, { key: string; html: Promise<string> }>();
  const occurrences = new Map<string, number>();
  return {
    render(id, name, tree) {
      let island = rendered.get(id);
      if (!island) {
        const occurrence = occurrences.get(name) ?? 0;
        occurrences.set(name, occurrence + 1);
        const key = `${name}-${occurrence}`;
        island = { key, html: renderAlone(tree, key) };
        rendered.set(id, island);
      }
      return island;
    },
  };
}

async function renderAlone(tree: ReactNode, key: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(tree, {
    identifierPrefix: key,
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      console.error(`island ${key}:`, error);
    },
  });
  let html = '';
  for await (const chunk of prelude) html += chunk;
  // React hoists a preload for each eager image to the head of a document; in an island it would
  // only repeat the image in the body, so it goes.
  html = html.replace(/^(?:<link rel="preload"[^>]*\/>)+/, '');
  if (/<script[\s>]/i.test(html)) throw new Error(`island ${key}: its HTML holds a script, which the page's CSP would refuse`);
  return html;
}
