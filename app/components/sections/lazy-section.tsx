import { type ComponentType, lazy, Suspense } from 'react';

/**
 * A section below the first screen, its code a chunk of its own. Only the server renders it (the
 * browser hydrates islands, never the page), and the chunk is what tells postbuild which CSS the
 * section brings, so a page carries only its own sections' CSS (scripts/inline-css.ts). The wrapper
 * marks a part laid out only when it comes near (`data-render-later`, global.css). `id` must be
 * unique on the page: the tests and the in-page links find the section by it.
 */
export function lazySection<Props extends object>(id: string, load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Section = lazy(() => load().then((Component) => ({ default: Component })));
  return function LazySection(props: Props) {
    return (
      <div data-lazy-section={id} data-render-later="">
        <Suspense fallback={null}>
          <Section {...props} />
        </Suspense>
      </div>
    );
  };
}
