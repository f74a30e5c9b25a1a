/**
 * The stepper's logic, apart from the components: which stage is shown, where Back and Next lead, and
 * what each stage is at a given step. A step is the index of the stage last done (0 to count − 1).
 */

/** Where a stage stands at a step: done before it, the latest at it, still to come after it. */
export type StageState = 'done' | 'current' | 'upcoming';

export function stateOf(stage: number, step: number): StageState {
  if (stage < step) return 'done';
  return stage === step ? 'current' : 'upcoming';
}

/** The step `delta` stages away, kept within the first and the last. */
export function stepBy(step: number, delta: number, count: number): number {
  return Math.min(count - 1, Math.max(0, step + delta));
}

/** Whether Back and Next lead anywhere from this step. */
export function moves(step: number, count: number): { back: boolean; next: boolean } {
  return { back: step > 0, next: step < count - 1 };
}

/**
 * The step the piece opens on: the last, the RFI closed, as the HTML shows it. The upgrade then adds
 * the controls and changes nothing the visitor already reads.
 */
export const openingStep = (count: number) => count - 1;
