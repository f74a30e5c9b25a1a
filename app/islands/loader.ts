/**
 * The one script a page built as islands loads before the visitor does anything (a few kilobytes).
 * It finds the islands in the page (`[data-island]`, app/islands/Island.tsx) and, at each one's
 * trigger (triggers.ts), loads React, the island's code and its copy, and hydrates it. Nothing else
 * of the page is ever hydrated. Code follows the spec's loader rules (retries, 120 s); an island
 * whose code does not load stays as the page delivered it, which works without the script.
 */
import copyModules from 'virtual:island-copy';
import { anyWaiting } from '../components/forms/delivery/any-waiting.ts';
import { isLeavingPage } from '../lib/chunk-limits.ts';
import { carryLanguageChoice } from '../lib/detect-language.ts';
import { layOutLater } from '../lib/lay-out-later.ts';
import { ChunkTimeout, loadChunk } from '../lib/load-chunk.ts';
import type { Catalog } from '../shared/i18n/catalog.ts';
import type { IslandDefinition, IslandTrigger } from './define-island.ts';
import { enhanceActivations } from './enhance/activations.ts';
import { enhanceInPageLinks } from './enhance/in-page-links.ts';
import { enhanceLanguageLinks } from './enhance/language-links.ts';
import { enhancePictureFallback } from './enhance/picture-fallback.ts';
import { holdInput, type IslandReplay } from './replay.ts';
import { pageInputEvents, watchTrigger } from './triggers.ts';

const islandModules = import.meta.glob<IslandDefinition<object>>('/app/**/*.island.tsx', { import: 'default' });

function islandModule(name: string): () => Promise<IslandDefinition<object>> {
  const found = Object.entries(islandModules).find(([file]) => file.endsWith(`/${name}.island.tsx`));
  if (!found) throw new Error(`no island "${name}" in this build`);
  return found[1];
}

/** Islands whose code did not load: a page restored from the back/forward cache tries them again. */
const unloaded = new Set<HTMLElement>();

async function hydrate(element: HTMLElement): Promise<void> {
  const name = element.dataset.island!;
  // Input that would go wrong before the code comes is held from now on, and done again once it has.
  const replay = element.dataset.islandReplay as IslandReplay | undefined;
  const held = replay ? holdInput(element, replay) : undefined;
  element.dataset.islandState = 'loading';
  // The input that triggered this may be a press on its way (a pointer over a menu, then down): the
  // imports' own work waits a task, so that the press is handled and painted first.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const lang = document.documentElement.lang;
  const namespaces = (element.dataset.islandCopy ?? '').split(' ').filter(Boolean);
  try {
    const [runtime, island, ...catalogs] = await Promise.all([
      loadChunk('islands runtime', () => import('./runtime.tsx')),
      loadChunk(`island "${name}"`, islandModule(name)),
      ...namespaces.map((ns) => {
        const load = copyModules[`${lang}/${ns}`];
        if (!load) throw new Error(`no copy ${lang}/${ns} in this build`);
        return loadChunk(`copy ${lang}/${ns}`, load) as Promise<Catalog>;
      }),
    ]);
    const messages = Object.fromEntries(namespaces.map((ns, index) => [ns, catalogs[index]]));
    runtime.hydrateIsland(element, island, JSON.parse(element.dataset.islandProps ?? '{}'), messages, { hydrated: held?.replay, failed: held?.stop });
  } catch (error) {
    held?.stop();
    element.dataset.islandState = 'failed';
    unloaded.add(element);
    // A chunk that never answered is named with the limit it ran into, as a lazily loaded section's is.
    const within = error instanceof ChunkTimeout ? ` within ${error.seconds} s` : '';
    if (!isLeavingPage()) console.error(`The code of island "${name}" did not load${within}; it stays as the page delivered it.`, error);
  }
}

function idle(callback: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(callback, { timeout: 1500 });
  else setTimeout(callback, 200);
}

/** Calls back once the island is within a quarter screen of the viewport. Its container takes no box (display: contents), so its children are watched. */
function near(element: Element, callback: () => void): void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      callback();
    },
    { rootMargin: '25% 0px' },
  );
  for (const child of element.children) observer.observe(child);
}

const firstInput = new Promise<void>((resolve) => {
  const done = () => {
    for (const type of pageInputEvents) window.removeEventListener(type, done, true);
    resolve();
  };
  for (const type of pageInputEvents) window.addEventListener(type, done, { capture: true, passive: true });
});

function watch(element: HTMLElement): void {
  // Reached for before this script ran (a menu opened, a field typed in, which focus shows): its trigger has passed.
  if (element.contains(document.activeElement)) {
    void hydrate(element);
    return;
  }
  watchTrigger(element, element.dataset.islandTrigger as IslandTrigger, () => void hydrate(element), { idle, near, firstInput });
}

function start(): void {
  enhanceLanguageLinks();
  enhanceInPageLinks();
  enhancePictureFallback();
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) watch(element);
  // Back on a page whose island's code did not load: the connection may be back, so its trigger counts again.
  addEventListener('pageshow', (event: PageTransitionEvent) => {
    if (!event.persisted) return;
    for (const element of unloaded) {
      unloaded.delete(element);
      delete element.dataset.islandState;
      watch(element);
    }
  });
  idle(() => {
    carryLanguageChoice();
    // Requests the site could not take on an earlier page: the sending code loads only if any wait.
    if (anyWaiting())
      import('../components/forms/delivery/resume-waiting.ts').then(
        ({ resumeWaiting }) => resumeWaiting(),
        () => undefined,
      );
    // `data-hydrated` tells the browser tests that the page is ready: every island waits for its trigger.
    document.documentElement.dataset.hydrated = 'true';
  });
  // The parts below the first screen are laid out as they come near (content-visibility) until the
  // visitor's first input, then one by one at idle, so that a jump down the page (a link to the form,
  // the End key) lands on parts of their real size. Before any input it would cost a phone 300 to
  // 700 ms of tasks right after the first paint.
  // The slide-ins are watched once the parts have their real size: against estimated ones they would
  // start at the wrong scroll position.
  void firstInput.then(() => idle(() => void layOutLater().then(enhanceActivations)));
}

// A page prerendered on a hover (speculation rules) starts only once the visitor opens it.
if (document.prerendering) document.addEventListener('prerenderingchange', start, { once: true });
else start();
