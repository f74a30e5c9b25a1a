import { type ComponentType, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { chunkTimeoutMs, isLeavingPage } from '../../lib/chunk-limits.ts';
import { type HydrationScope, HydrationScopeContext, useEnhanced } from '../../lib/use-enhanced.tsx';

/**
 * The sections of the prerendered page. Read when this module first runs, which is after the HTML
 * is parsed (the bootstrap is a module script) and before React hydrates it.
 */
const prerendered = new Set(
  typeof document === 'undefined'
    ? []
    : [...document.querySelectorAll<HTMLElement>('[data-lazy-section]')].map((element) => element.dataset.lazySection),
);

/** Ends the wait of a prerendered section for the viewport, by id. */
const waiting = new Map<string, () => void>();

/** Resolves once the prerendered section `id` is within a quarter screen of the viewport, or is let go. */
function nearViewport(id: string): Promise<void> {
  const element = document.querySelector(`[data-lazy-section="${id}"]`);
  if (!element) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) done();
      },
      { rootMargin: '25% 0px' },
    );
    const done = () => {
      observer.disconnect();
      waiting.delete(id);
      resolve();
    };
    waiting.set(id, done);
    observer.observe(element);
  });
}

/** Resolves at the visitor's first scroll, press, pointer move or key on the page. */
let firstInput: Promise<void> | undefined;
function visitorInput(): Promise<void> {
  firstInput ??= new Promise<void>((resolve) => {
    const events = ['scroll', 'wheel', 'pointerdown', 'pointermove', 'keydown', 'touchstart'] as const;
    const done = () => {
      for (const type of events) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of events) window.addEventListener(type, done, { capture: true, passive: true });
  });
  return firstInput;
}

/**
 * The section's code, with the spec's loader rules: a failed first try is tried again with growing
 * waits (that code comes only with a failure: lib/load-chunk.ts), and what has not arrived after
 * 120 s has failed; then nothing. The console names the section, unless the visitor is leaving the
 * page (the browser then cancels what is still loading).
 */
function loadSection<T>(id: string, load: () => Promise<T>): Promise<T | undefined> {
  const limit = chunkTimeoutMs();
  let ended = false;
  return new Promise((resolve) => {
    const end = (value: T | undefined, problem?: string, cause?: unknown) => {
      if (ended) return;
      ended = true;
      clearTimeout(timer);
      if (problem !== undefined && !isLeavingPage())
        console.error(`The code of section "${id}" did not load${problem}; it stays as the page delivered it.`, cause ?? '');
      resolve(value);
    };
    const timer = setTimeout(() => end(undefined, ` within ${limit / 1000} s`), limit);
    load()
      .catch((error: unknown) => import('../../lib/load-chunk.ts').then(({ retryChunk }) => retryChunk(load, error, () => ended)))
      .then(
        (value) => end(value),
        (error: unknown) => end(undefined, '', error),
      );
  });
}

interface LazySectionOptions {
  /**
   * Wait also for the visitor's first input (a scroll, a pointer, a key) before loading: for a piece
   * right under the first screen whose HTML already shows everything, so that its code is not part of
   * what every visitor loads before doing anything.
   */
  afterInput?: boolean;
}

/**
 * A section whose code loads and hydrates only when the visitor scrolls near it (the spec's "page
 * sections are loaded lazily as separate script chunks"). The prerendered HTML holds it complete
 * (app/entry.server.tsx waits for it), so it reads and looks the same before; React keeps that HTML
 * as it is until the chunk arrives, then hydrates the section on its own, in its own task.
 * `id` must be unique on the page.
 */
export function lazySection<Props extends object>(
  id: string,
  load: () => Promise<ComponentType<Props>>,
  { afterInput = false }: LazySectionOptions = {},
): ComponentType<Props> {
  // Hydrating from the moment this section claims the prerendered one until it has hydrated it or its page is left.
  const state: HydrationScope = { hydrating: false };
  /**
   * Code that cannot load never fails the whole page. The section stays as the page delivered it,
   * which is complete and works without the script: its promise never settles, so React keeps that
   * HTML. The next visit to the page tries again.
   */
  const section = () => {
    const Section = lazy(async () => {
      state.hydrating = typeof document !== 'undefined' && prerendered.delete(id);
      if (state.hydrating) await Promise.all([nearViewport(id), afterInput ? visitorInput() : undefined]);
      const Component = await loadSection(id, load);
      if (Component) return { default: (props: Props) => <Loaded id={id} state={state} Component={Component} props={props} /> };
      if (next === Section) next = section();
      return new Promise<never>(() => {});
    });
    return Section;
  };
  let next = section();
  function LazySection(props: Props) {
    const [Section] = useState(() => next);
    const placeholder = useRef<HTMLDivElement>(null);
    // A page left before the section came near lets the wait go, so the section renders at once on a later visit.
    useEffect(
      () => () => {
        const element = placeholder.current;
        setTimeout(() => {
          if (element?.isConnected) return;
          state.hydrating = false;
          waiting.get(id)?.();
        }, 0);
      },
      [],
    );
    return (
      <div ref={placeholder} data-lazy-section={id} data-render-later="">
        <Suspense fallback={null}>
          <Section {...props} />
        </Suspense>
      </div>
    );
  }
  return LazySection;
}

/**
 * The loaded section, in a hydration scope of its own: hydrating the prerendered section, its widgets
 * keep their HTML form until React has taken it over (as the server rendered them); rendered anew,
 * they are upgraded from the start.
 */
function Loaded<Props extends object>({
  id,
  state,
  Component,
  props,
}: {
  id: string;
  state: HydrationScope;
  Component: ComponentType<Props>;
  props: Props;
}) {
  useEffect(() => {
    state.hydrating = false;
  }, [state]);
  return (
    <HydrationScopeContext value={state}>
      <Component {...props} />
      <SectionReady id={id} />
    </HydrationScopeContext>
  );
}

/** Renders nothing; marks the placeholder `data-hydrated` for the browser tests once the section's widgets are upgraded. */
function SectionReady({ id }: { id: string }) {
  const enhanced = useEnhanced();
  useEffect(() => {
    if (enhanced) document.querySelector(`[data-lazy-section="${id}"]`)?.setAttribute('data-hydrated', 'true');
  }, [enhanced, id]);
  return null;
}
