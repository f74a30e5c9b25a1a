import { fill } from '../../../shared/i18n/translator.ts';
import type { Lang } from '../../../shared/languages.ts';
import { people } from '../../../views/project.ts';
import type { RfiFlowCopy, RoleKey } from './copy.ts';
import { dueDate, stageTime } from './format.ts';
import { type Attachment, rfi, type Stage, stages } from './rfi.ts';
import { stateOf } from './steps.ts';
import { Person } from './TicketFields.tsx';
import styles from './Timeline.module.css';

interface Props {
  copy: RfiFlowCopy;
  lang: Lang;
  step: number;
  /** The level of the stages' names: one below the ticket's title. */
  headingLevel: 4 | 5;
}

const icons = {
  photo: 'M2 5.5h3l1.2-2h3.6l1.2 2h3v8H2zM8 11.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  pdf: 'M3.5 1.5h6l3 3v10h-9zM9.5 1.5v3h3M5.5 8.5h5M5.5 11h5',
} as const;

function AttachmentChip({ attachment, copy }: { attachment: Attachment; copy: RfiFlowCopy }) {
  return (
    <li className={styles.attachment} data-kind={attachment.kind}>
      <svg className={styles.icon} width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d={icons[attachment.kind]} fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round" />
      </svg>
      <span className={styles.file}>
        <span className={styles.kind}>{copy.attachments[attachment.kind]}</span> {attachment.file}
        {attachment.kind === 'photo' && <span className={styles.markup}>{copy.markup}</span>}
      </span>
    </li>
  );
}

/** What a stage says, its names and dates filled in. */
function stageText(stage: Stage, copy: RfiFlowCopy, lang: Lang): string {
  const assignee = people[rfi.people.assignee];
  return fill(copy.stages[stage.id].text, {
    assignee: assignee.name,
    role: copy.roles[assignee.role as RoleKey],
    due: dueDate(rfi.due, lang),
  });
}

/**
 * The ticket's history: every stage in order, who did it and when, what they wrote and attached.
 * Before the script, and at the last step, every stage is there. A step back shows a later stage as
 * still to come: its name stays, what it waits for stands in its place, and its date and record
 * are kept invisible in the space they take, so the card never changes its height.
 */
export function Timeline({ copy, lang, step, headingLevel }: Props) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ol className={styles.timeline} aria-label={copy.history}>
      {stages.map((stage, index) => {
        const state = stateOf(index, step);
        const words = copy.stages[stage.id];
        return (
          <li key={stage.id} className={styles.entry} data-state={state}>
            <span className={styles.node} aria-hidden="true">
              <svg className={styles.tick} width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
                <path d="m3 7.5 2.5 2.5L11 4.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </span>
            <div className={styles.head}>
              <Heading className={styles.name}>{words.name}</Heading>
              <time className={styles.time} dateTime={stage.at}>
                {stageTime(stage.at, lang, copy.dateTime)}
              </time>
            </div>
            {state === 'upcoming' && (
              <p className={styles.pending}>
                <span className={styles.upcoming}>{copy.upcoming}</span> {words.pending}
              </p>
            )}
            <div className={styles.body}>
              <div className={styles.record}>
                <Person person={stage.person} copy={copy} />
                <p className={styles.text}>{stageText(stage, copy, lang)}</p>
                {stage.attachments.length > 0 && (
                  <ul className={styles.attachments}>
                    {stage.attachments.map((attachment) => (
                      <AttachmentChip key={attachment.file} attachment={attachment} copy={copy} />
                    ))}
                  </ul>
                )}
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
