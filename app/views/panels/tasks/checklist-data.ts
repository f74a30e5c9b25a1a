import type { PersonId } from '../../project.ts';

/** A check item of the electrical acceptance; its words are copy (`checklist.items.<id>`). */
export interface CheckItem {
  id: 'conduits' | 'board' | 'insulation' | 'rcd' | 'bonding' | 'firestops' | 'records';
  /** Who ticked it, and when; unticked items have neither. */
  done?: { person: PersonId; at: string };
  /** A proof attached to the item: a test report or a photo. */
  proof?: string;
}

export const task = { id: 'A-115', person: 'schulz' as PersonId, reviewer: 'novak' as PersonId, due: '2026-11-27' };

export const items: readonly CheckItem[] = [
  { id: 'conduits', done: { person: 'schulz', at: '2026-11-18' } },
  { id: 'board', done: { person: 'schulz', at: '2026-11-19' } },
  { id: 'insulation', done: { person: 'schulz', at: '2026-11-23' }, proof: 'Messprotokoll_UV2.1.pdf' },
  { id: 'rcd', done: { person: 'schulz', at: '2026-11-23' } },
  { id: 'bonding' },
  { id: 'firestops', proof: '0/6' },
  { id: 'records' },
];
