import type { PersonId } from '../../project.ts';

/** When each step of the activities scene happens, in seconds: an upload, a comment, the approval. */
export const beats = {
  uploadFrom: 0.8,
  uploadTo: 2.4,
  typingFrom: 3.3,
  comment: 4.5,
  approve: 6.4,
} as const;

export type EntryKind = 'created' | 'assigned' | 'uploaded' | 'commented' | 'changed';

export interface Entry {
  kind: EntryKind;
  person: PersonId;
  date: string;
  time: string;
  /** The second it joins the log; the first two are there from the start. */
  at: number;
}

export const entries: readonly Entry[] = [
  { kind: 'created', person: 'hartmann', date: '2026-11-12', time: '08:40', at: 0 },
  { kind: 'assigned', person: 'hartmann', date: '2026-11-12', time: '08:41', at: 0 },
  { kind: 'uploaded', person: 'kessler', date: '2026-11-19', time: '09:12', at: beats.uploadTo },
  { kind: 'commented', person: 'weber', date: '2026-11-19', time: '10:05', at: beats.comment },
  { kind: 'changed', person: 'weber', date: '2026-11-19', time: '10:06', at: beats.approve },
];

export const task = { id: 'A-109', person: 'kessler', due: '2026-11-20' } as const;
