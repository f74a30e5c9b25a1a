import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import { fill } from '../../../shared/i18n/translator.ts';
import type { PlanCompareSliderCopy } from './copy.ts';
import styles from './SplitHandle.module.css';
import { splitAfterKey, splitAtPointer } from './split.ts';

interface Props {
  /** The share of index D shown, 0 to 100. */
  split: number;
  onSplit: (split: number) => void;
  onDrag: (dragging: boolean) => void;
  copy: PlanCompareSliderCopy['handle'];
}

/**
 * The divider over the drawings, only with the script: a WAI-ARIA slider on its grip for the keyboard,
 * and the whole drawing as its track for a pointer. A press anywhere on the plan moves the divider
 * there; holding it drags it (mouse, pen and touch alike, the pointer captured); a vertical swipe on
 * a phone still scrolls the page.
 */
export function SplitHandle({ split, onSplit, onDrag, copy }: Props) {
  const grip = useRef<HTMLSpanElement>(null);
  const pointer = useRef<number | null>(null);

  const follow = (event: PointerEvent<HTMLDivElement>) => onSplit(splitAtPointer(event.clientX, event.currentTarget.getBoundingClientRect()));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    // No text selection and no focus change by the browser: the grip takes the focus, so the keys go on from here.
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointer.current = event.pointerId;
    onDrag(true);
    follow(event);
    grip.current?.focus({ preventScroll: true });
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (pointer.current === event.pointerId) follow(event);
  };

  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (pointer.current !== event.pointerId) return;
    pointer.current = null;
    onDrag(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    const next = splitAfterKey(event.key, split);
    if (next === undefined) return;
    event.preventDefault();
    onSplit(next);
  };

  return (
    <div
      className={styles.track}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onLostPointerCapture={onPointerEnd}
    >
      <span className={styles.line} />
      <span
        ref={grip}
        role="slider"
        tabIndex={0}
        aria-label={copy.label}
        aria-orientation="horizontal"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={split}
        aria-valuetext={fill(copy.value, { value: split })}
        className={styles.grip}
        onKeyDown={onKeyDown}
      >
        <svg width="24" height="14" viewBox="0 0 24 14" aria-hidden="true" focusable="false">
          <path d="M7 1 1 7l6 6M17 1l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
    </div>
  );
}
