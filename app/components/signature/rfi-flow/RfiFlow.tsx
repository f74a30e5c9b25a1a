import { useState } from 'react';
import { useLang } from '../../../context/page.tsx';
import { useEnhanced } from '../../../lib/use-enhanced.tsx';
import type { RfiFlowCopy } from './copy.ts';
import styles from './RfiFlow.module.css';
import { rfi, stages } from './rfi.ts';
import { Stepper } from './Stepper.tsx';
import { openingStep } from './steps.ts';
import { TicketFields } from './TicketFields.tsx';
import { Timeline } from './Timeline.tsx';

export type { RfiFlowCopy, RfiFlowSectionCopy } from './copy.ts';

export interface RfiFlowProps {
  /** `rfi.piece` in `locales/<lang>/taskIssue.json`. */
  copy: RfiFlowCopy;
  /** The level of the ticket's title: one below the heading of the section it is placed in. */
  headingLevel?: 3 | 4;
}

/**
 * The task page's signature piece: one RFI of the sample project as the product's ticket shows it,
 * from the site manager's request through assignment, check and answer to the architect's approval,
 * with who did what and when, the linked plan and model element.
 *
 * The HTML (and a browser without the script) shows the closed RFI with every stage of its history
 * in order. The script adds Back and Next and makes each stage of the stepper a button: the ticket
 * then shows its status and history as they stood at that stage. It opens on the last stage, as the
 * HTML does, and no step changes the card's size.
 */
export function RfiFlow({ copy, headingLevel = 3 }: RfiFlowProps) {
  const lang = useLang();
  const enhanced = useEnhanced();
  const [step, setStep] = useState(() => openingStep(stages.length));
  const stage = stages[step]!;
  const Title = `h${headingLevel}` as const;
  return (
    <article className={styles.root} aria-label={copy.label} data-enhanced={enhanced} data-step={stage.id}>
      <header className={styles.bar}>
        <p className={styles.where}>
          <span className={styles.number}>{rfi.id}</span>
          <span className={styles.kind}>{copy.kind}</span>
          <span className={styles.project}>{copy.project}</span>
        </p>
        <p className={styles.status} data-tone={stage.tone}>
          <span className="visually-hidden">{copy.statusLabel}: </span>
          {copy.stages[stage.id].status}
        </p>
      </header>
      <div className={styles.body}>
        <div className={styles.ticket}>
          <Title className={styles.title}>{copy.title}</Title>
          <TicketFields copy={copy} lang={lang} />
        </div>
        <div className={styles.flow}>
          <Stepper copy={copy} step={step} onStep={setStep} enabled={enhanced} />
          <Timeline copy={copy} lang={lang} step={step} headingLevel={(headingLevel + 1) as 4 | 5} />
        </div>
      </div>
    </article>
  );
}
