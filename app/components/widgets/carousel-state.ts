/**
 * The slider's clock (spec sections 4 and 9): a progress value that grows by 0.05 every 50 ms and, at
 * 10, moves to the next slide and starts again from 0. So each slide stays 10 seconds.
 */
export const progressStep = 0.05;
export const progressIntervalMs = 50;
export const progressEnd = 10;
/** Counted in whole ticks so that 200 steps of 0.05 reach 10 exactly, without floating-point drift. */
export const ticksPerSlide = Math.round(progressEnd / progressStep);

export interface CarouselState {
  index: number;
  /** Where auto-advance goes next: it turns at either end (0 → N-1, then back to 0). */
  direction: 1 | -1;
  ticks: number;
}

export type CarouselAction = { type: 'tick' } | { type: 'next' } | { type: 'previous' } | { type: 'show'; index: number };

export const initialCarouselState: CarouselState = { index: 0, direction: 1, ticks: 0 };

/** The progress value of the spec, 0 to 10 in steps of 0.05. */
export function progressOf(state: CarouselState): number {
  return Math.round(state.ticks * progressStep * 100) / 100;
}

/** One step of auto-advance, turning round at the ends. */
function advance(state: CarouselState, count: number): CarouselState {
  if (count < 2) return { ...state, ticks: 0 };
  const direction = state.index + state.direction < 0 || state.index + state.direction > count - 1 ? (-state.direction as 1 | -1) : state.direction;
  return { index: state.index + direction, direction, ticks: 0 };
}

/**
 * The slider's state for `count` slides. The previous and next buttons wrap round, as the WAI-ARIA
 * carousel example does, and set the direction auto-advance carries on in; every move restarts the
 * progress.
 */
export function carouselReducer(count: number) {
  return (state: CarouselState, action: CarouselAction): CarouselState => {
    switch (action.type) {
      case 'tick':
        return state.ticks + 1 >= ticksPerSlide ? advance(state, count) : { ...state, ticks: state.ticks + 1 };
      case 'next':
        return { index: (state.index + 1) % count, direction: 1, ticks: 0 };
      case 'previous':
        return { index: (state.index - 1 + count) % count, direction: -1, ticks: 0 };
      case 'show':
        return { ...state, index: Math.min(Math.max(action.index, 0), count - 1), ticks: 0 };
    }
  };
}
