/**
 * The request for information the task page follows from request to approval: RFI-036 in "Quartier
 * am Kanal", Haus B. Index D of the third floor plan (app/views/screens/plan-compare, released on
 * 18 November) adds shaft S4 beside the bathroom of 3.05; setting its slab opening out on site, the
 * site manager finds conduits in the way and asks the structural engineer. The people are those of
 * every product view (app/views/project.ts); what each stage says is copy (`rfi.piece.stages.<id>`).
 * Dates lie before the views' "today" (24 November 2026), so the RFI is closed there, as here.
 */

import type { PersonId } from '../../../views/project.ts';
import { comparison } from '../../../views/screens/plan-compare/floor-plan-data.ts';

/** The five stages the product's RFI workflow has, in order (the page's "5 steps from RFI to approval"). */
export const stageIds = ['request', 'assigned', 'checked', 'solved', 'approved'] as const;
export type StageId = (typeof stageIds)[number];

/** How the ticket's status chip looks after a stage. */
export type StatusTone = 'open' | 'assigned' | 'progress' | 'review' | 'done';

export type AttachmentKind = 'photo' | 'pdf';

export interface Attachment {
  kind: AttachmentKind;
  /** The file's name, as uploaded: language-neutral. */
  file: string;
}

export interface Stage {
  id: StageId;
  /** Who did it. */
  person: PersonId;
  /** When, in the project's local time. */
  at: string;
  /** The ticket's status once the stage is done. */
  tone: StatusTone;
  attachments: readonly Attachment[];
}

export const rfi = {
  id: 'RFI-036',
  /** The linked plan: the third floor plan in the index that added shaft S4. */
  plan: { number: comparison.number, index: comparison.to.index },
  /** The linked model element, named as the structural model names it. */
  model: { file: 'Tragwerksmodell Haus B.ifc', element: 'Deckenöffnung S4', ifcClass: 'IfcOpeningElement' },
  /** The due date the assignment set. */
  due: '2026-11-24',
  /** Who raised it, who answers it, who approves the answer. */
  people: { raisedBy: 'novak', assignee: 'yilmaz', approver: 'kessler' },
} as const satisfies {
  id: string;
  plan: { number: string; index: string };
  model: { file: string; element: string; ifcClass: string };
  due: string;
  people: Record<'raisedBy' | 'assignee' | 'approver', PersonId>;
};

export const stages: readonly Stage[] = [
  { id: 'request', person: 'novak', at: '2026-11-19T07:42', tone: 'open', attachments: [{ kind: 'photo', file: 'IMG_4127.jpg' }] },
  { id: 'assigned', person: 'novak', at: '2026-11-19T08:05', tone: 'assigned', attachments: [] },
  { id: 'checked', person: 'yilmaz', at: '2026-11-20T14:10', tone: 'progress', attachments: [] },
  {
    id: 'solved',
    person: 'yilmaz',
    at: '2026-11-23T10:35',
    tone: 'review',
    attachments: [{ kind: 'pdf', file: 'S-17_Deckendurchbruch-S4_Index-B.pdf' }],
  },
  { id: 'approved', person: 'kessler', at: '2026-11-24T08:15', tone: 'done', attachments: [] },
];
