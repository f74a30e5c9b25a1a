import { type ComponentType, lazy, Suspense, useEffect } from 'react';

const reached = new Map<string, Promise<void>>();

/**
 * Resolves once the placeholder `[data-lazy-section="<id>"]` is within a quarter screen of the viewport; at
 * once on the server, and when the element is not in the page (a client-side navigation renders it
 * fresh, so its code is needed now).
 */
function nearViewport(id: string): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  let promise = reached.get(id);
  if (!promise) {
    promise = new Promise<void>((resolve) => {
      const element = document.querySelector(`[data-lazy-section="${id}"]`);
      if (!element) return resolve();
      const observer = new IntersectionObserver(
        ([entry]) => {
          if (!entry?.isIntersecting) return;
          observer.disconnect();
          resolve();
        },
        { rootMargin: '25% 0px' },
      );
      observer.observe(element);
    });
    reached.set(id, promise);
  }
  return promise;
}

/**
 * A section whose code loads and hydrates only when the visitor scrolls near it (the spec's "page
 * sections are loaded lazily as separate script chunks"). The prerendered HTML holds it complete
 * (app/entry.server.tsx waits for it), so it reads and looks the same before; React keeps that HTML
 * as it is until the chunk arrives, then hydrates the section on its own, in its own task.
 * `id` must be unique on the page.
 */
export function lazySection<Props extends object>(id: string, load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Section = lazy(() =>
    nearViewport(id)
      .then(load)
      .then((Component) => ({ default: (props: Props) => <Hydrated id={id} Component={Component} props={props} /> })),
  );
  function LazySection(props: Props) {
    return (
      <div data-lazy-section={id} data-render-later="">
        <Suspense fallback={null}>
          <Section {...props} />
        </Suspense>
      </div>
    );
  }
  return LazySection;
}

/** The loaded section, marking its placeholder `data-hydrated` once React has taken it over. */
function Hydrated<Props extends object>({ id, Component, props }: { id: string; Component: ComponentType<Props>; props: Props }) {
  useEffect(() => {
    document.querySelector(`[data-lazy-section="${id}"]`)?.setAttribute('data-hydrated', 'true');
  }, [id]);
  return <Component {...props} />;
}
