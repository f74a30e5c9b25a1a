import { type CSSProperties, type Dispatch, memo, type Ref } from 'react';
import styles from './Carousel.module.css';
import type { CarouselSlide } from './Carousel.tsx';
import { offsetOf } from './carousel-offsets.ts';
import type { CarouselAction } from './carousel-state.ts';

interface Props {
  ref: Ref<HTMLDivElement>;
  slides: readonly CarouselSlide[];
  /** The active slide. */
  index: number;
  enhanced: boolean;
  /** "3 of 7": each slide's accessible name. */
  slideLabel: (n: number, total: number) => string;
  dispatch: Dispatch<CarouselAction>;
}

/**
 * The carousel's slides at their places around the active one. Memoised: the carousel's clock ticks
 * every 50 ms while it rotates and re-renders the progress bar each time, and the slides, with their
 * pictures, change only when the active one does (a tenth of a phone's main thread otherwise).
 */
export const CarouselTrack = memo(function CarouselTrack({ ref, slides, index: activeIndex, enhanced, slideLabel, dispatch }: Props) {
  const count = slides.length;
  return (
    <div ref={ref} className={styles.track}>
      {slides.map((slide, index) => {
        const offset = offsetOf(index, activeIndex, count);
        const active = enhanced && offset === 0;
        const place = enhanced ? ({ '--index': index, '--offset': offset, '--distance': Math.abs(offset) } as CSSProperties) : undefined;
        return (
          // A neighbour is a pointer shortcut to the indicator that shows it, which keyboards and
          // screen readers use instead: it stays out of the tab order and out of the reading.
          // biome-ignore lint/a11y/noStaticElementInteractions: see above
          // biome-ignore lint/a11y/useKeyWithClickEvents: see above
          <div
            key={slide.id}
            className={styles.place}
            style={place}
            data-offset={enhanced ? offset : undefined}
            onClick={enhanced && !active ? () => dispatch({ type: 'show', index }) : undefined}
          >
            {/* biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide as a group; a fieldset is for form controls */}
            <div
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(index + 1, count)}
              inert={enhanced && !active}
              data-active={active}
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
          </div>
        );
      })}
    </div>
  );
});
