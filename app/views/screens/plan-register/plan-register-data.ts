import type { StatusTone } from '../../kit/Status.tsx';
import type { PersonId } from '../../project.ts';

export type Discipline = 'architecture' | 'structure' | 'mep' | 'electrical';
export type PlanStatus = 'progress' | 'shared' | 'released' | 'archived';

export const statusTones: Record<PlanStatus, StatusTone> = { progress: 'progress', shared: 'shared', released: 'released', archived: 'archived' };

/**
 * A plan of the register. Its number follows the project's coding, after ISO 19650: project, building,
 * discipline, plan type, storey, serial number. Its title is copy (`viewPlanRegister.json`, `plans.<number>`).
 */
export interface Plan {
  number: string;
  discipline: Discipline;
  scale: string;
  index: string;
  indexDate: string;
  status: PlanStatus;
  /** Who released the current index; plans not released yet have none. */
  releasedBy?: PersonId;
}

/** Newest index first, as the register is sorted. */
export const plans: readonly Plan[] = [
  { number: 'QAK-B-ARC-GR-04-101', discipline: 'architecture', scale: '1:50', index: 'C', indexDate: '2026-11-20', status: 'shared' },
  { number: 'QAK-B-ELT-GR-03-601', discipline: 'electrical', scale: '1:50', index: 'A', indexDate: '2026-11-20', status: 'progress' },
  { number: 'QAK-B-TGA-LU-02-401', discipline: 'mep', scale: '1:50', index: 'B', indexDate: '2026-11-19', status: 'released', releasedBy: 'brandt' },
  {
    number: 'QAK-B-ARC-GR-03-101',
    discipline: 'architecture',
    scale: '1:50',
    index: 'D',
    indexDate: '2026-11-18',
    status: 'released',
    releasedBy: 'kessler',
  },
  { number: 'QAK-B-ARC-AN-00-301', discipline: 'architecture', scale: '1:100', index: 'C', indexDate: '2026-11-12', status: 'progress' },
  {
    number: 'QAK-B-TWP-BW-01-501',
    discipline: 'structure',
    scale: '1:50',
    index: 'E',
    indexDate: '2026-11-05',
    status: 'released',
    releasedBy: 'yilmaz',
  },
  {
    number: 'QAK-B-ARC-GR-02-101',
    discipline: 'architecture',
    scale: '1:50',
    index: 'C',
    indexDate: '2026-10-02',
    status: 'released',
    releasedBy: 'kessler',
  },
  {
    number: 'QAK-B-ARC-SN-00-201',
    discipline: 'architecture',
    scale: '1:100',
    index: 'B',
    indexDate: '2026-09-15',
    status: 'released',
    releasedBy: 'kessler',
  },
  {
    number: 'QAK-B-ARC-DE-06-710',
    discipline: 'architecture',
    scale: '1:10',
    index: 'B',
    indexDate: '2026-07-03',
    status: 'archived',
    releasedBy: 'kessler',
  },
];

/** The plan open in the register, with its index history below its row. */
export const selectedPlan = 'QAK-B-ARC-GR-03-101';

/** The indexes of the selected plan, oldest first; what changed in each is copy (`history.<index>`). */
export const history: readonly { index: string; date: string; person: PersonId }[] = [
  { index: 'A', date: '2026-06-12', person: 'kessler' },
  { index: 'B', date: '2026-08-28', person: 'kessler' },
  { index: 'C', date: '2026-10-02', person: 'kessler' },
  { index: 'D', date: '2026-11-18', person: 'kessler' },
];

/** The phone lists one discipline's plans, newest index first. */
export const phoneDiscipline: Discipline = 'architecture';
export const phoneDisciplines: readonly Discipline[] = ['architecture', 'structure', 'mep', 'electrical'];

/** How many plans the project's register holds in all, of which the filters show `plans`. */
export const totalPlans = 148;
