import { useLayoutEffect, useRef, useState } from 'react';
import { useLang } from '../../../context/page.tsx';
import { useEnhanced } from '../../../lib/use-enhanced.tsx';
import { ChangeList } from './ChangeList.tsx';
import type { PlanCompareSliderCopy } from './copy.ts';
import styles from './PlanCompareSlider.module.css';
import { RevisionFigure } from './RevisionFigure.tsx';
import { SplitHandle } from './SplitHandle.tsx';
import { initialSplit } from './split.ts';

export type { PlanCompareSliderCopy } from './copy.ts';

export interface PlanCompareSliderProps {
  /** `slider` of `compare` in `locales/<lang>/planManagement.json`. */
  copy: PlanCompareSliderCopy;
  /** The change list's heading level: one below the heading of the section it is placed in. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The plan-management page's signature piece: index C and index D of the third floor plan, drawn from
 * the product view's plan data, and the list of what changed between them.
 *
 * The HTML (and a browser without the script) shows both indexes as labelled panels side by side, in
 * a row that scrolls sideways where both do not fit at a legible size, and the list below. The script
 * lays index D over index C in a box of the same size, with a divider that reveals one or the other
 * (`data-enhanced` switches the stylesheet): only the drawings change on the upgrade, nothing moves.
 */
export function PlanCompareSlider({ copy, headingLevel = 3 }: PlanCompareSliderProps) {
  const lang = useLang();
  const enhanced = useEnhanced();
  const [split, setSplit] = useState(initialSplit);
  const [dragging, setDragging] = useState(false);
  const plans = useRef<HTMLDivElement>(null);
  // Through the CSSOM, not a style attribute: the site's CSP refuses style attributes in the HTML, and
  // the divider exists only with the script anyway (the stylesheet starts at the same 50 %).
  useLayoutEffect(() => {
    plans.current?.style.setProperty('--split', `${split}%`);
  }, [split]);
  return (
    <div className={styles.root} data-enhanced={enhanced}>
      <div className={styles.layout}>
        {/* biome-ignore lint/a11y/useSemanticElements: names the two drawings as one group; a fieldset is for form controls */}
        <div
          role="group"
          aria-label={copy.comparison}
          // Before the script the row may scroll sideways: a tab stop, so the keyboard can scroll it too.
          tabIndex={enhanced ? undefined : 0}
          ref={plans}
          className={styles.plans}
          data-dragging={dragging}
        >
          <RevisionFigure side="before" copy={copy} lang={lang} />
          <RevisionFigure side="after" copy={copy} lang={lang} />
          {enhanced && <SplitHandle split={split} onSplit={setSplit} onDrag={setDragging} copy={copy.handle} />}
        </div>
        <ChangeList copy={copy} headingLevel={headingLevel} />
      </div>
    </div>
  );
}
