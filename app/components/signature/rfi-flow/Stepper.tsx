import { fill } from '../../../shared/i18n/translator.ts';
import type { RfiFlowCopy } from './copy.ts';
import { stages } from './rfi.ts';
import styles from './Stepper.module.css';
import { moves, stateOf } from './steps.ts';

interface Props {
  copy: RfiFlowCopy;
  step: number;
  onStep: (step: number) => void;
  /** False in the HTML and while it hydrates: the stages are a plain list, Back and Next greyed out. */
  enabled: boolean;
}

const check = (
  <svg className={styles.check} width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
    <path d="m3 7.5 2.5 2.5L11 4.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/**
 * The RFI's five stages as a step indicator, the stage reached marked `aria-current="step"`, and
 * under it a polite status that says which stage is shown. With the script each stage is a button
 * that shows the ticket as it stood then, and Back and Next go one stage at a time (they stay in the
 * tab order at either end, `aria-disabled`, so the focus is never lost).
 */
export function Stepper({ copy, step, onStep, enabled }: Props) {
  const count = stages.length;
  const can = moves(step, count);
  const shown = stages[step]!;
  return (
    <div className={styles.stepper}>
      <ol className={styles.steps} aria-label={copy.steps}>
        {stages.map((stage, index) => {
          const name = copy.stages[stage.id].name;
          const content = (
            <>
              <span className={styles.dot} aria-hidden="true">
                {stateOf(index, step) === 'done' || (index === step && step === count - 1) ? check : index + 1}
              </span>
              <span className={styles.label}>
                <span className="visually-hidden">{fill(copy.step, { number: index + 1 })}: </span>
                {name}
              </span>
            </>
          );
          const current = index === step ? ('step' as const) : undefined;
          return (
            <li key={stage.id} className={styles.item} data-state={stateOf(index, step)}>
              {enabled ? (
                <button type="button" className={styles.step} aria-current={current} onClick={() => onStep(index)}>
                  {content}
                </button>
              ) : (
                <span className={styles.step} aria-current={current}>
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <div className={styles.controls}>
        <output className={styles.status} aria-live="polite">
          {fill(copy.status, { number: step + 1, total: count, name: copy.stages[shown.id].name })}
        </output>
        <span className={styles.buttons}>
          <button
            type="button"
            className={styles.move}
            disabled={!enabled}
            aria-disabled={enabled ? !can.back : undefined}
            onClick={() => can.back && onStep(step - 1)}
          >
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M10 3 5 8l5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {copy.back}
          </button>
          <button
            type="button"
            className={`${styles.move} ${styles.next}`}
            disabled={!enabled}
            aria-disabled={enabled ? !can.next : undefined}
            onClick={() => can.next && onStep(step + 1)}
          >
            {copy.next}
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="m6 3 5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        </span>
      </div>
    </div>
  );
}
