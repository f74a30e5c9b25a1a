import type { PersonId } from '../../project.ts';
import { details } from '../../screens/document-list/document-list-data.ts';

/**
 * The client's statement on flat 3.02 (the document open in `screens/document-list`): it came in by
 * e-mail with two attachments, each filed in a folder, and the team answers in its comments.
 */
export const mail = details.mail;

/** The mail's attachments, the folder each was filed in (`folders.names`) and their size in MB. */
export const attachments: readonly { id: 'statement' | 'sketch'; folder: 'architecture' | 'photos'; size: number }[] = [
  { id: 'statement', folder: 'architecture', size: 2.4 },
  { id: 'sketch', folder: 'photos', size: 0.8 },
];

/** The thread under the document: the two comments of the document list, then the BIM manager's question. */
export const thread: readonly { person: PersonId; at: string; mention?: PersonId }[] = [
  ...details.comments,
  { person: 'hartmann', at: '2026-11-24T09:20', mention: 'brandt' },
];
