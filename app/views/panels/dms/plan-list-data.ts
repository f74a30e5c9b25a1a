import type { PersonId } from '../../project.ts';
import type { PlanStatus } from '../../screens/plan-register/plan-register-data.ts';

export type ListDiscipline = 'architecture' | 'structure' | 'mep' | 'electrical';

/**
 * The plan list of Haus B, third floor, across disciplines: every plan the list expects, with its
 * current index and status, how many superseded indexes its archive keeps, or when it is due when no
 * index is in yet. Titles are copy (`planList.plans.<number>`).
 */
export interface ListedPlan {
  number: string;
  discipline: ListDiscipline;
  index?: string;
  date?: string;
  status?: PlanStatus;
  releasedBy?: PersonId;
  archived: number;
  /** Expected by this date, not uploaded yet. */
  due?: string;
}

export const listedPlans: readonly ListedPlan[] = [
  {
    number: 'QAK-B-ARC-GR-03-101',
    discipline: 'architecture',
    index: 'D',
    date: '2026-11-18',
    status: 'released',
    releasedBy: 'kessler',
    archived: 3,
  },
  { number: 'QAK-B-ARC-DE-03-711', discipline: 'architecture', index: 'B', date: '2026-11-19', status: 'shared', archived: 1 },
  { number: 'QAK-B-TWP-SP-03-501', discipline: 'structure', index: 'C', date: '2026-11-12', status: 'released', releasedBy: 'yilmaz', archived: 2 },
  { number: 'QAK-B-TGA-LU-03-401', discipline: 'mep', index: 'B', date: '2026-11-20', status: 'progress', archived: 1 },
  { number: 'QAK-B-TGA-SA-03-411', discipline: 'mep', archived: 0, due: '2026-12-04' },
  { number: 'QAK-B-ELT-GR-03-601', discipline: 'electrical', index: 'A', date: '2026-11-20', status: 'progress', archived: 0 },
];

export const listDisciplines: readonly ListDiscipline[] = ['architecture', 'structure', 'mep', 'electrical'];
