import type { IdsProblem, IdsProblemDetail } from '../ids/ids-file-error.ts';
import type { FileProblem } from '../model/check-file.ts';
import type { PropertyChange } from '../tickets/apply-changes.ts';

/** What the page asks of the viewer's worker; each call is answered once, by its id. */
export type Call =
  | { method: 'warm' }
  | { method: 'open'; key: string; bytes: Uint8Array; meshes: boolean }
  | { method: 'adopt'; key: string; bytes: Uint8Array }
  | { method: 'ticketSets'; key: string; elements: number[]; metresPerUnit: number }
  | { method: 'apply'; key: string; elements: number[]; changes: PropertyChange[] }
  | { method: 'checkIds'; key: string; ids: string }
  | { method: 'close'; key: string };

export type Request = Call & { id: number };

/** The work under way, for the page's progress line. */
export type Phase = 'engine' | 'read' | 'index' | 'write' | 'check';

export type Reply =
  | { id: number; result: unknown }
  | { id: number; error: { problem: FileProblem } | { idsProblem: IdsProblem; detail: IdsProblemDetail } | { message: string } }
  /** A check's progress: elements of the specifications done so far, of all. */
  | { id: number; progress: { done: number; total: number } }
  | { id: number; phase: Phase };
