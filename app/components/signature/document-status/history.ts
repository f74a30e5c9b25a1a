/**
 * One document of the example project on its way through the four statuses the product has by
 * default: the north parapet detail of Haus B, index C, from the architect's work in progress to the
 * archive, where index D replaced it. Who changed the status and when, whose comment it carries, who
 * was notified and what the audit trail logged. Names are the project's (`app/views/project.ts`) and
 * language-neutral; every word around them is copy (`status.piece` in `locales/<lang>/dms.json`).
 * Times are the project's wall-clock times in Berlin, written without a zone.
 */
import { type PersonId, people } from '../../../views/project.ts';

/** The product's default statuses, in the order a document passes them (ISO 19650: WIP, shared, published, archived). */
export const statuses = ['progress', 'shared', 'released', 'archived'] as const;
export type StatusId = (typeof statuses)[number];

/** Who did something: a project member, or Lotrecht itself (a notification, a stamp, an automatic archiving). */
export type Actor = Exclude<PersonId, 'brandt' | 'schulz' | 'demir'> | 'system';
export type Member = Exclude<Actor, 'system'>;

export interface AuditEntry {
  at: string;
  by: Actor;
}

export interface StatusStep {
  status: StatusId;
  /** When the status was set, and by whom. */
  at: string;
  by: Member;
  /** The comment that goes with this status: the change note, the review, the release note. */
  comment: { by: Member; at: string };
  /** Who was told: nobody while the document is work in progress. */
  notified: readonly Member[];
  /** The audit trail's entries of this status, oldest first; their words are copy, in the same order. */
  audit: readonly AuditEntry[];
}

/** The document: its code after the project's naming scheme, its index, its file. */
export const document = {
  code: 'QAK-B-ARC-DE-06-711',
  index: 'C',
  file: 'QAK-B-ARC-DE-06-711_C.pdf',
  type: 'PDF',
  /** In megabytes. */
  size: 1.4,
} as const;

export const history: readonly StatusStep[] = [
  {
    status: 'progress',
    at: '2026-10-12T08:55',
    by: 'kessler',
    comment: { by: 'kessler', at: '2026-10-12T08:55' },
    notified: [],
    audit: [
      { at: '2026-10-12T08:55', by: 'kessler' },
      { at: '2026-10-12T08:55', by: 'system' },
      { at: '2026-10-13T17:20', by: 'kessler' },
    ],
  },
  {
    status: 'shared',
    at: '2026-10-14T11:40',
    by: 'kessler',
    comment: { by: 'yilmaz', at: '2026-10-15T16:05' },
    notified: ['yilmaz', 'roth', 'hartmann'],
    audit: [
      { at: '2026-10-14T11:40', by: 'kessler' },
      { at: '2026-10-14T11:40', by: 'system' },
      { at: '2026-10-15T16:05', by: 'yilmaz' },
      { at: '2026-10-16T09:20', by: 'roth' },
    ],
  },
  {
    status: 'released',
    at: '2026-10-19T10:30',
    by: 'hartmann',
    comment: { by: 'hartmann', at: '2026-10-19T10:30' },
    notified: ['novak', 'krueger', 'roth', 'weber'],
    audit: [
      { at: '2026-10-19T10:30', by: 'hartmann' },
      { at: '2026-10-19T10:30', by: 'system' },
      { at: '2026-10-19T10:31', by: 'system' },
      { at: '2026-10-21T07:12', by: 'novak' },
    ],
  },
  {
    status: 'archived',
    at: '2026-11-20T14:15',
    by: 'hartmann',
    comment: { by: 'hartmann', at: '2026-11-20T14:15' },
    notified: ['novak', 'krueger', 'roth', 'weber'],
    audit: [
      { at: '2026-11-20T14:15', by: 'hartmann' },
      { at: '2026-11-20T14:15', by: 'system' },
      { at: '2026-11-20T14:16', by: 'system' },
    ],
  },
];

/** A member's name, monogram and avatar tone, as the product views show them. */
export function member(id: Member) {
  return people[id];
}

/** The role a member has in the project: its copy key in `roles`. */
export type RoleId = (typeof people)[Member]['role'];
