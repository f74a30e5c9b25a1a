import type { PersonId } from '../../project.ts';
import { newDefect } from '../../screens/site-app/site-app-data.ts';

/**
 * The defect the page's first screen records on the phone, offline (site-app): here it has reached
 * the office, in the same web app in a desktop browser, as soon as the phone was online again.
 */
export const arrivedDefect = newDefect;

export type EventId = 'recorded' | 'synced' | 'notified';

/** Its history: recorded offline on site, synchronised when the network was back, the screed layer told. */
export const events: readonly { id: EventId; person: PersonId; time: string }[] = [
  { id: 'notified', person: newDefect.assignee, time: '14:47' },
  { id: 'synced', person: newDefect.recordedBy, time: '14:46' },
  { id: 'recorded', person: newDefect.recordedBy, time: newDefect.recordedAt },
];
