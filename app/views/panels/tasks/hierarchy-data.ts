import type { PersonId } from '../../project.ts';

export type ChildStatus = 'done' | 'progress' | 'open';

/** A child task of the parent: its title is copy (`hierarchy.children.<id>`); dates draw its bar. */
export interface Child {
  id: 'A-131' | 'A-132' | 'A-133' | 'A-134' | 'A-135' | 'A-136';
  person: PersonId;
  status: ChildStatus;
  start: string;
  end: string;
  /** The child it waits for: drawn as a finish-to-start link. */
  after?: Child['id'];
}

/** The parent task: the fifth floor's shell, whose slab is poured today (as the site diary of the day records). */
export const parentId = 'A-130';

export const children: readonly Child[] = [
  { id: 'A-131', person: 'krueger', status: 'done', start: '2026-11-02', end: '2026-11-09' },
  { id: 'A-132', person: 'krueger', status: 'done', start: '2026-11-10', end: '2026-11-19', after: 'A-131' },
  { id: 'A-135', person: 'schulz', status: 'done', start: '2026-11-16', end: '2026-11-20' },
  { id: 'A-133', person: 'yilmaz', status: 'done', start: '2026-11-23', end: '2026-11-23', after: 'A-132' },
  { id: 'A-134', person: 'krueger', status: 'progress', start: '2026-11-24', end: '2026-11-24', after: 'A-133' },
  { id: 'A-136', person: 'krueger', status: 'open', start: '2026-11-25', end: '2026-12-04', after: 'A-134' },
];

/** The chart's window: calendar weeks 45 to 49, from Monday 2 November. */
export const chartStart = '2026-11-02';
export const chartWeeks = [45, 46, 47, 48, 49];
