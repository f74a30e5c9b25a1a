import type { PersonId } from '../../project.ts';

/** The rule "structural review": which tasks it takes, and what it does with them. Its words are copy (`workflow`). */
export const rule = {
  assignee: 'yilmaz' as PersonId,
  approver: 'kessler' as PersonId,
  informed: 'novak' as PersonId,
  workingDays: 5,
  since: '2026-09-07',
};

/** Tasks at each stage right now, as the rule's own overview counts them. */
export const stages: readonly { id: 'submitted' | 'review' | 'approved'; count: number }[] = [
  { id: 'submitted', count: 3 },
  { id: 'review', count: 2 },
  { id: 'approved', count: 14 },
];
