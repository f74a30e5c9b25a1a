import type { PersonId } from '../../project.ts';
import type { Company } from '../../screens/project-inbox/inbox-data.ts';

/** Where the project inbox filed each mail's attachments; the words are copy (`mail.*`), the addresses are fictional. */
export const filedMails: readonly {
  id: 'planRun' | 'facade' | 'reinforcement' | 'concrete';
  from: PersonId | Company;
  time: string;
  files: number;
}[] = [
  { id: 'planRun', from: 'brandt', time: '09:42', files: 2 },
  { id: 'facade', from: 'roth', time: '08:15', files: 1 },
  { id: 'concrete', from: { company: 'Beton Mitte GmbH', initials: 'BM' }, time: '07:51', files: 1 },
  { id: 'reinforcement', from: 'yilmaz', time: '17:06', files: 2 },
];

export type ActivityKind = 'planRun' | 'status' | 'task' | 'upload' | 'comment' | 'model';

/** The activity log, newest first: who did what, when; the object's name is copy (`activity.entries.<id>`). */
export const activityLog: readonly { id: string; day: 'today' | 'yesterday'; time: string; person: PersonId; kind: ActivityKind }[] = [
  { id: 'planRun', day: 'today', time: '09:43', person: 'kessler', kind: 'planRun' },
  { id: 'released', day: 'today', time: '09:12', person: 'hartmann', kind: 'status' },
  { id: 'defect', day: 'today', time: '08:05', person: 'novak', kind: 'task' },
  { id: 'reinforcement', day: 'yesterday', time: '17:06', person: 'yilmaz', kind: 'upload' },
  { id: 'comment', day: 'yesterday', time: '15:30', person: 'brandt', kind: 'comment' },
  { id: 'model', day: 'yesterday', time: '14:22', person: 'hartmann', kind: 'model' },
];

export type TaggedKind = 'document' | 'plan' | 'task' | 'mail';

/** Everything tagged "fire protection", across modules; titles and the other tags are copy (`tags.items.<id>`). */
export const tagged: readonly { id: string; kind: TaggedKind; person: PersonId; date: string }[] = [
  { id: 'concept', kind: 'document', person: 'kessler', date: '2026-11-12' },
  { id: 'plan', kind: 'plan', person: 'kessler', date: '2026-11-18' },
  { id: 'dampers', kind: 'task', person: 'brandt', date: '2026-11-27' },
  { id: 'report', kind: 'mail', person: 'hartmann', date: '2026-11-20' },
  { id: 'firestop', kind: 'task', person: 'schulz', date: '2026-11-26' },
];

/** The chat of the building's shell works: three messages and a plan shared in it. */
export interface ChatMessage {
  id: 'formwork' | 'plan' | 'crew';
  person: PersonId;
  time: string;
  /** A plan shared in the message, by number and index. */
  plan?: { number: string; index: string };
}

export const chat: { channels: readonly ('shell' | 'mep' | 'facade')[]; messages: readonly ChatMessage[] } = {
  channels: ['shell', 'mep', 'facade'],
  messages: [
    { id: 'formwork', person: 'novak', time: '07:48' },
    { id: 'plan', person: 'yilmaz', time: '08:02', plan: { number: 'TWP-BEW-W6OG', index: 'B' } },
    { id: 'crew', person: 'krueger', time: '08:11' },
  ],
};
