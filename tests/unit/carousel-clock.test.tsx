// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel, type CarouselSlide } from '../../app/components/widgets/Carousel.tsx';
import { HydrationScopeContext } from '../../app/lib/use-enhanced.tsx';

/** How often the carousel and its track rendered: each render names every indicator, and the track every slide. */
const renders = { carousel: 0, track: 0 };

const slides: CarouselSlide[] = ['a', 'b', 'c'].map((id) => ({
  id,
  title: `Title ${id}`,
  text: `Text ${id}`,
  media: <img alt="" src={`/${id}.png`} />,
}));
const labels = {
  pause: 'Pause',
  play: 'Play',
  previous: 'Previous',
  next: 'Next',
  slide: (n: number, total: number) => {
    if (n === 1) renders.track++;
    return `${n} of ${total}`;
  },
  show: (n: number, title: string) => {
    if (n === 1) renders.carousel++;
    return `Show ${n}: ${title}`;
  },
};

beforeEach(() => {
  vi.useFakeTimers();
  Object.assign(renders, { carousel: 0, track: 0 });
  // jsdom has none of these: motion allowed, the carousel in view, and animations that do nothing.
  Element.prototype.animate = (() => ({})) as never;
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as never;
  window.IntersectionObserver = class {
    readonly callback: IntersectionObserverCallback;
    constructor(callback: IntersectionObserverCallback) {
      this.callback = callback;
    }
    observe() {
      this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
    }
    disconnect() {}
  } as never;
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the carousel’s clock', () => {
  it('moves the progress every 50 ms without rendering, and renders once it moves on', async () => {
    const { container } = render(
      <HydrationScopeContext value={{ hydrating: false }}>
        <Carousel label="Views" slides={slides} labels={labels} />
      </HydrationScopeContext>,
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    const carousel = container.querySelector('section')!;
    const fill = () => (container.querySelector('[aria-current="true"] span > span') as HTMLElement).style.transform;
    expect(carousel.dataset.rotating).toBe('true');
    expect(carousel.dataset.progress).toBe('0');
    const before = { ...renders };

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(carousel.dataset.progress).toBe('1');
    expect(fill()).toBe('scaleX(0.1)');
    expect(renders).toEqual(before);

    await act(() => vi.advanceTimersByTimeAsync(9000));
    expect(container.querySelector('[data-active="true"]')?.getAttribute('aria-label')).toBe('2 of 3');
    expect(carousel.dataset.progress).toBe('0');
    expect(fill()).toBe('scaleX(0)');
    expect(renders.carousel).toBeGreaterThan(before.carousel);
    expect(renders.track).toBeGreaterThan(before.track);
  });
});
