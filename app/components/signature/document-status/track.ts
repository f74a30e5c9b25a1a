import { fill } from '../../../shared/i18n/translator.ts';
import type { Lang } from '../../../shared/languages.ts';
import type { DocumentStatusCopy } from './copy.ts';
import { dateTime } from './format.ts';
import { member, type StatusStep } from './history.ts';

/** Where a status stands on the track while the document is at the selected one. */
export type StepState = 'done' | 'current' | 'upcoming';

/** The status the piece starts at, in the HTML and after the upgrade alike: the first, where the document's way begins. */
export const initialStep = 0;

/** The statuses the document has passed, the one it is at, and those still ahead of it. */
export function stepState(index: number, selected: number): StepState {
  if (index < selected) return 'done';
  return index === selected ? 'current' : 'upcoming';
}

/** The status line of the document at a step, which a screen reader hears as the status changes: "seit 14.10.2026, 11:40, gesetzt von Marie Keßler". */
export function statusLine(step: StatusStep, copy: Pick<DocumentStatusCopy, 'since'>, lang: Lang): string {
  return fill(copy.since, { date: dateTime(step.at, lang), person: member(step.by).name });
}
