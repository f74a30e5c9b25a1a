import type { PersonId } from '../../project.ts';

export type Role = 'admin' | 'planner' | 'client' | 'projectControl' | 'contractor' | 'guest';
export type Right = 'read' | 'edit' | 'approve';
/** A right for everything, for a part only (the role's discipline, the construction folders), or none. */
export type Grant = 'all' | 'scoped' | 'none';

/** The project's roles with their members and what each may do; the scope of a partial right is copy. */
export const roles: readonly { id: Role; members: number; rights: Record<Right, Grant> }[] = [
  { id: 'admin', members: 2, rights: { read: 'all', edit: 'all', approve: 'all' } },
  { id: 'planner', members: 9, rights: { read: 'all', edit: 'scoped', approve: 'scoped' } },
  { id: 'client', members: 2, rights: { read: 'all', edit: 'none', approve: 'all' } },
  { id: 'projectControl', members: 3, rights: { read: 'all', edit: 'none', approve: 'scoped' } },
  { id: 'contractor', members: 14, rights: { read: 'scoped', edit: 'scoped', approve: 'none' } },
  { id: 'guest', members: 5, rights: { read: 'scoped', edit: 'none', approve: 'none' } },
];

/** The roles a phone's list has room for; the desktop's matrix shows them all. */
export const phoneRoles: readonly Role[] = ['admin', 'planner', 'client', 'contractor'];

export const rights: readonly Right[] = ['read', 'edit', 'approve'];

export type LogEntryId = 'role' | 'rule' | 'signIn' | 'export';

/** The latest lines of the activity log, newest first: who did what, at what time today. */
export const logEntries: readonly { id: LogEntryId; person: PersonId; time: string }[] = [
  { id: 'role', person: 'hartmann', time: '10:42' },
  { id: 'rule', person: 'hartmann', time: '10:38' },
  { id: 'signIn', person: 'krueger', time: '09:15' },
  { id: 'export', person: 'weber', time: '08:57' },
];
