import { type FocusEvent, type ReactNode, useEffect, useReducer, useRef, useState } from 'react';
import { useEnhanced } from '../../lib/use-enhanced.tsx';
import { useReducedMotion } from '../../lib/use-reduced-motion.ts';
import styles from './Carousel.module.css';
import { carouselReducer, initialCarouselState, progressEnd, progressIntervalMs, progressOf } from './carousel-state.ts';

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
 * Before and without the script it is a strip of every slide that scrolls sideways and snaps to each;
 * the script keeps the same boxes and shows one slide at a time, so nothing moves on hydration. The
 * controls' bar is in the HTML from the start, invisible, so it takes its room before the script.
 */
export function Carousel({ label, slides, labels }: Props) {
  const enhanced = useEnhanced();
  const reduced = useReducedMotion();
  const count = slides.length;
  const [state, dispatch] = useReducer(carouselReducer(count), initialCarouselState);
  // null until the visitor chooses: then auto-advance follows the reduced-motion setting.
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [inView, setInView] = useState(false);
  const rootRef = useRef<HTMLElement>(null);
  const rotationRef = useRef<HTMLButtonElement>(null);

  const playing = playChoice ?? !reduced;
  const rotating = enhanced && playing && !hovered && !focused && inView;

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? false));
    observer.observe(root);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => dispatch({ type: 'tick' }), progressIntervalMs);
    return () => clearInterval(timer);
  }, [rotating]);

  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  const progress = progressOf(state);

  return (
    <section
      ref={rootRef}
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={label}
      data-enhanced={enhanced}
      data-rotating={rotating}
      data-progress={enhanced ? progress : undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      // Focus on the rotation control itself does not hold the slides, or starting them by keyboard would not start them.
      onFocus={(event) => setFocused(event.target !== rotationRef.current)}
      onBlur={onBlur}
    >
      {/* Before the script the strip scrolls sideways, so keyboards must be able to reach and scroll it. */}
      <div className={styles.viewport} aria-live={rotating ? 'off' : 'polite'} tabIndex={enhanced ? undefined : 0}>
        <div className={styles.track} style={enhanced ? { transform: `translateX(${-100 * state.index}%)` } : undefined}>
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide as a group; a fieldset is for form controls
            <div
              key={slide.id}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={labels.slide(index + 1, count)}
              inert={enhanced && index !== state.index}
              data-active={enhanced && index === state.index}
            >
              <div className={styles.media}>{slide.media}</div>
              <div className={styles.caption}>
                <p className={styles.count} aria-hidden="true">
                  {String(index + 1).padStart(2, '0')} / {String(count).padStart(2, '0')}
                </p>
                <h3 className={styles.title}>{slide.title}</h3>
                <p className={styles.text}>{slide.text}</p>
              </div>
            </div>
          ))}
        </div>
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
                  {enhanced && index === state.index && <span className={styles.fill} style={{ transform: `scaleX(${progress / progressEnd})` }} />}
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
