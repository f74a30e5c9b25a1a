import type { PersonId } from '../../project.ts';

/** The folder whose access dialog is open: fire protection, open to named members only. */
export const sharedFolder = 'fire';

export type FolderRight = 'manage' | 'edit' | 'read';

/** Who may open it, and what they may do there. */
export const folderMembers: readonly { person: PersonId; right: FolderRight }[] = [
  { person: 'hartmann', right: 'manage' },
  { person: 'kessler', right: 'edit' },
  { person: 'yilmaz', right: 'edit' },
  { person: 'brandt', right: 'read' },
  { person: 'weber', right: 'read' },
];
