import { type FocusEvent, type ReactNode, startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useEnhanced } from '../../lib/use-enhanced.tsx';
import { useReducedMotion } from '../../lib/use-reduced-motion.ts';
import styles from './Carousel.module.css';
import { CarouselTrack } from './CarouselTrack.tsx';
import { crossesOver } from './carousel-offsets.ts';
import {
  type CarouselAction,
  type CarouselState,
  carouselReducer,
  initialCarouselState,
  progressEnd,
  progressIntervalMs,
  progressOf,
} from './carousel-state.ts';

export interface CarouselSlide {
  id: string;
  title: string;
  text: string;
  media: ReactNode;
}

export interface CarouselLabels {
  pause: string;
  play: string;
  previous: string;
  next: string;
  /** "3 of 7": each slide's accessible name. */
  slide: (n: number, total: number) => string;
  /** The accessible name of a slide's indicator button. */
  show: (n: number, title: string) => string;
}

interface Props {
  /** Names the carousel region. */
  label: string;
  slides: readonly CarouselSlide[];
  labels: CarouselLabels;
}

/**
 * A WAI-ARIA carousel of screenshots with titles. It advances by itself every 10 seconds, turning
 * round at either end, while a bar shows how long the current slide has left; it holds still while
 * hovered, while focus is inside it, while off screen, under reduced motion, and once paused.
 *
 * The active slide stands in front in the middle of a stage as wide as the window, its neighbours
 * smaller and set back on either side at their offsets, as many as the width holds (Carousel.module.css).
 * Only the active slide is a slide in the WAI-ARIA sense; the neighbours are previews, inert, that a
 * click brings to the front.
 *
 * Before and without the script it is a strip of every slide, the first one centred, that scrolls
 * sideways and snaps to each. The script keeps the strip's boxes where they are and only moves them
 * with transforms, so nothing shifts on hydration. The controls' bar is in the HTML from the start,
 * invisible, so it takes its room before the script.
 */
export function Carousel({ label, slides, labels }: Props) {
  const enhanced = useEnhanced();
  const reduced = useReducedMotion();
  const count = slides.length;
  const reduce = useMemo(() => carouselReducer(count), [count]);
  // The clock's state, ticks included, changes 20 times a second while the slides rotate; React renders
  // only a move (`state`), and each tick writes the progress straight to the bar (a tenth of a phone's
  // main thread otherwise, for style and paint of a carousel whose slides stand still).
  const clock = useRef(initialCarouselState);
  const [state, setState] = useState(initialCarouselState);
  // null until the visitor chooses: then auto-advance follows the reduced-motion setting.
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [inView, setInView] = useState(false);
  const rootRef = useRef<HTMLElement>(null);
  const rotationRef = useRef<HTMLButtonElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const fillRef = useRef<HTMLSpanElement>(null);
  const shownRef = useRef(state.index);

  const playing = playChoice ?? !reduced;
  const rotating = enhanced && playing && !hovered && !focused && inView;

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? false));
    observer.observe(root);
    return () => observer.disconnect();
  }, []);

  /** The spec's progress value on the carousel (`data-progress`) and as the length of the active indicator's bar. */
  const showProgress = useCallback((shown: CarouselState) => {
    const progress = progressOf(shown);
    rootRef.current?.setAttribute('data-progress', String(progress));
    if (fillRef.current) fillRef.current.style.transform = `scaleX(${progress / progressEnd})`;
  }, []);

  const dispatch = useCallback(
    (action: CarouselAction) => {
      const before = clock.current;
      clock.current = reduce(before, action);
      if (action.type === 'tick' && clock.current.index === before.index) showProgress(clock.current);
      else setState(clock.current);
    },
    [reduce, showProgress],
  );

  // Every move starts the progress again, before paint; without the script there is none.
  useLayoutEffect(() => {
    if (enhanced) showProgress(state);
    else rootRef.current?.removeAttribute('data-progress');
  }, [state, enhanced, showProgress]);

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => dispatch({ type: 'tick' }), progressIntervalMs);
    return () => clearInterval(timer);
  }, [rotating, dispatch]);

  // A slide that crosses from one end of the ring to the other appears at its new place, fading in,
  // instead of travelling behind the others across the whole stage. Before paint, so it never shows mid-way.
  useLayoutEffect(() => {
    const from = shownRef.current;
    shownRef.current = state.index;
    const track = trackRef.current;
    if (from === state.index || !track) return;
    const crossing = [...track.children].filter(
      (place, index): place is HTMLElement => place instanceof HTMLElement && crossesOver(index, from, state.index, count),
    );
    for (const place of crossing) place.style.transition = 'none';
    // Reading the style applies the new places now, without the transition: one style calculation for
    // all of them, as the writes and reads are not interleaved (each would cost a phone one of its own).
    const opacities = crossing.map((place) => getComputedStyle(place).opacity);
    for (const [index, place] of crossing.entries()) {
      place.style.transition = '';
      if (!reduced) place.animate({ opacity: ['0', opacities[index]!] }, { duration: 450, easing: 'ease-out' });
    }
  }, [state.index, count, reduced]);

  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      ref={rootRef}
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={label}
      data-enhanced={enhanced}
      data-rotating={rotating}
      // Holding the slides is a transition: a press that brings the pointer and the focus with it then
      // renders once, for the slide it asks for, and the hold follows a moment later.
      onMouseEnter={() => startTransition(() => setHovered(true))}
      onMouseLeave={() => setHovered(false)}
      // Focus on the rotation control itself does not hold the slides, or starting them by keyboard would not start them.
      onFocus={(event) => {
        const holds = event.target !== rotationRef.current;
        startTransition(() => setFocused(holds));
      }}
      onBlur={onBlur}
    >
      {/* Before the script the strip scrolls sideways, so keyboards must be able to reach and scroll it. */}
      <div className={styles.viewport} aria-live={rotating ? 'off' : 'polite'} tabIndex={enhanced ? undefined : 0}>
        <CarouselTrack ref={trackRef} slides={slides} index={state.index} enhanced={enhanced} slideLabel={labels.slide} dispatch={dispatch} />
      </div>
      <div className={styles.controls} data-ready={enhanced}>
        <button
          ref={rotationRef}
          type="button"
          className={styles.control}
          aria-label={playing ? labels.pause : labels.play}
          onClick={() => setPlayChoice(!playing)}
          disabled={!enhanced}
        >
          {playing ? (
            <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 4h3v12H6zM11 4h3v12h-3z" fill="currentColor" />
            </svg>
          ) : (
            <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 3.5v13l11-6.5z" fill="currentColor" />
            </svg>
          )}
        </button>
        <ol className={styles.indicators}>
          {slides.map((slide, index) => (
            <li key={slide.id}>
              <button
                type="button"
                className={styles.indicator}
                aria-label={labels.show(index + 1, slide.title)}
                aria-current={enhanced && index === state.index ? 'true' : undefined}
                onClick={() => dispatch({ type: 'show', index })}
                disabled={!enhanced}
              >
                <span className={styles.bar} aria-hidden="true">
                  {enhanced && index === state.index && <span ref={fillRef} className={styles.fill} />}
                </span>
                <span className={styles.indicatorTitle} aria-hidden="true">
                  {slide.title}
                </span>
              </button>
            </li>
          ))}
        </ol>
        <button
          type="button"
          className={styles.control}
          aria-label={labels.previous}
          onClick={() => dispatch({ type: 'previous' })}
          disabled={!enhanced}
        >
          <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M12.5 4 6.5 10l6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <button type="button" className={styles.control} aria-label={labels.next} onClick={() => dispatch({ type: 'next' })} disabled={!enhanced}>
          <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="m7.5 4 6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </div>
    </section>
  );
}
