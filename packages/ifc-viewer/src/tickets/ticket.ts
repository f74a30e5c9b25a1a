import type { PropertyChange } from './apply-changes.ts';

/**
 * The change ticket of the product's 3-step property-set process, as plain data: the author fills in
 * its metadata, chooses properties and sets their new values, then submits it; the reviewer approves
 * it or returns it with a comment, and a returned ticket can be edited and submitted again. Every
 * transition lands in its history. Only an approved ticket may change the model.
 */

export type TicketState = 'draft' | 'submitted' | 'returned' | 'approved';
export type TicketAction = 'created' | 'submitted' | 'resubmitted' | 'returned' | 'approved';
export type Role = 'author' | 'reviewer';

export interface TicketMeta {
  title: string;
  reason: string;
  /** yyyy-mm-dd, as a date field gives it. */
  due: string;
  reviewer: string;
}

export interface HistoryEntry {
  at: Date;
  who: Role;
  action: TicketAction;
  comment?: string;
}

export interface Ticket {
  number: number;
  /** The model the elements belong to, by its key in the viewer. */
  model: string;
  elements: readonly number[];
  meta: TicketMeta;
  changes: readonly PropertyChange[];
  state: TicketState;
  history: readonly HistoryEntry[];
  /** The reviewer's comment of the last return, for the author. */
  comment?: string;
}

export class TicketStateError extends Error {
  constructor(state: TicketState, action: string) {
    super(`A ticket that is ${state} cannot be ${action}`);
  }
}

export function createTicket(number: number, model: string, elements: readonly number[], meta: TicketMeta, now = new Date()): Ticket {
  if (!elements.length) throw new Error('A ticket needs at least one element');
  return { number, model, elements, meta, changes: [], state: 'draft', history: [{ at: now, who: 'author', action: 'created' }] };
}

export const editable = (ticket: Ticket) => ticket.state === 'draft' || ticket.state === 'returned';

/** The author's edits, while the ticket is theirs. */
export function editTicket(ticket: Ticket, edit: { meta?: TicketMeta; changes?: readonly PropertyChange[] }): Ticket {
  if (!editable(ticket)) throw new TicketStateError(ticket.state, 'edited');
  return { ...ticket, ...edit };
}

export function submitTicket(ticket: Ticket, now = new Date()): Ticket {
  if (!editable(ticket)) throw new TicketStateError(ticket.state, 'submitted');
  if (!ticket.changes.length) throw new Error('A ticket without changes cannot be submitted');
  const action = ticket.state === 'returned' ? 'resubmitted' : 'submitted';
  return { ...ticket, state: 'submitted', history: [...ticket.history, { at: now, who: 'author', action }] };
}

export function returnTicket(ticket: Ticket, comment: string, now = new Date()): Ticket {
  if (ticket.state !== 'submitted') throw new TicketStateError(ticket.state, 'returned');
  const text = comment.trim();
  if (!text) throw new Error('A returned ticket needs a comment');
  return {
    ...ticket,
    state: 'returned',
    comment: text,
    history: [...ticket.history, { at: now, who: 'reviewer', action: 'returned', comment: text }],
  };
}

export function approveTicket(ticket: Ticket, now = new Date()): Ticket {
  if (ticket.state !== 'submitted') throw new TicketStateError(ticket.state, 'approved');
  return { ...ticket, state: 'approved', history: [...ticket.history, { at: now, who: 'reviewer', action: 'approved' }] };
}

export type MetaField = keyof TicketMeta;
export type MetaProblem = 'required' | 'tooLong' | 'date' | 'past';

export const titleLimit = 120;
export const reasonLimit = 1000;

/** Local yyyy-mm-dd of a moment, to compare with a date field's value. */
export const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** Step 1's checks: every field filled in, texts within their length, a real due date not before today. */
export function checkMeta(meta: TicketMeta, today = new Date()): Partial<Record<MetaField, MetaProblem>> {
  const problems: Partial<Record<MetaField, MetaProblem>> = {};
  for (const field of ['title', 'reason', 'due', 'reviewer'] as const) if (!meta[field].trim()) problems[field] = 'required';
  if (!problems.title && meta.title.trim().length > titleLimit) problems.title = 'tooLong';
  if (!problems.reason && meta.reason.trim().length > reasonLimit) problems.reason = 'tooLong';
  if (!problems.due) {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(meta.due);
    const date = match && new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
    if (!date || isoDay(date) !== meta.due) problems.due = 'date';
    else if (meta.due < isoDay(today)) problems.due = 'past';
  }
  return problems;
}
