import type { StatusTone } from '../../kit/Status.tsx';
import type { PersonId } from '../../project.ts';

export type Access = 'public' | 'limited' | 'private';
export type FileType = 'pdf' | 'dwg' | 'ifc' | 'docx' | 'xlsx';
export type DocumentStatus = 'progress' | 'shared' | 'released' | 'archived';
export type Building = 'houseB' | 'garage' | 'site';
export type Discipline = 'architecture' | 'structure' | 'mep' | 'electrical' | 'fire';

export const statusTones: Record<DocumentStatus, StatusTone> = { progress: 'progress', shared: 'shared', released: 'released', archived: 'archived' };

/**
 * The project's folder tree: who may open a folder is its access (everyone in the project, named
 * members, or its owner). Folder names are copy (`viewDocuments.json`, `folders.<id>`).
 */
export interface Folder {
  id: string;
  access: Access;
  depth: 0 | 1;
  open?: boolean;
}

export const folders: readonly Folder[] = [
  { id: 'planning', access: 'public', depth: 0, open: true },
  { id: 'architecture', access: 'public', depth: 1 },
  { id: 'structure', access: 'public', depth: 1 },
  { id: 'mep', access: 'public', depth: 1 },
  { id: 'fire', access: 'limited', depth: 1 },
  { id: 'construction', access: 'public', depth: 0 },
  { id: 'contracts', access: 'limited', depth: 0 },
  { id: 'minutes', access: 'public', depth: 0 },
  { id: 'photos', access: 'public', depth: 0 },
  { id: 'archive', access: 'public', depth: 0 },
  { id: 'drafts', access: 'private', depth: 0 },
];

/** The folder open in the list, and the document open beside it. */
export const openFolder = 'planning';
export const selectedDocument = 'statement';

/** A document of the open folder (and its subfolders). Its file name and tags are copy (`documents.<id>`). */
export interface DocumentEntry {
  id: string;
  type: FileType;
  building: Building;
  discipline: Discipline;
  /** Its work phase (Leistungsphase) after HOAI; the English copy names the matching RIBA stage. */
  phase: 3 | 4 | 5 | 6;
  status: DocumentStatus;
  version: number;
  changedBy: PersonId;
  changed: string;
  /** Filed from an e-mail to the project inbox. */
  fromMail?: boolean;
}

/** Last changed first, as the list is sorted. */
export const documents: readonly DocumentEntry[] = [
  {
    id: 'roomBook',
    type: 'xlsx',
    building: 'houseB',
    discipline: 'architecture',
    phase: 5,
    status: 'progress',
    version: 7,
    changedBy: 'kessler',
    changed: '2026-11-24',
  },
  {
    id: 'statement',
    type: 'pdf',
    building: 'houseB',
    discipline: 'architecture',
    phase: 5,
    status: 'shared',
    version: 1,
    changedBy: 'weber',
    changed: '2026-11-23',
    fromMail: true,
  },
  {
    id: 'specification',
    type: 'docx',
    building: 'houseB',
    discipline: 'mep',
    phase: 6,
    status: 'progress',
    version: 5,
    changedBy: 'brandt',
    changed: '2026-11-23',
  },
  {
    id: 'model',
    type: 'ifc',
    building: 'houseB',
    discipline: 'architecture',
    phase: 5,
    status: 'shared',
    version: 12,
    changedBy: 'hartmann',
    changed: '2026-11-20',
  },
  {
    id: 'cableTrays',
    type: 'dwg',
    building: 'garage',
    discipline: 'electrical',
    phase: 5,
    status: 'shared',
    version: 2,
    changedBy: 'schulz',
    changed: '2026-11-19',
  },
  {
    id: 'planDwg',
    type: 'dwg',
    building: 'houseB',
    discipline: 'architecture',
    phase: 5,
    status: 'released',
    version: 4,
    changedBy: 'kessler',
    changed: '2026-11-18',
  },
  {
    id: 'positions',
    type: 'pdf',
    building: 'houseB',
    discipline: 'structure',
    phase: 5,
    status: 'released',
    version: 3,
    changedBy: 'yilmaz',
    changed: '2026-11-05',
  },
  {
    id: 'fireConcept',
    type: 'pdf',
    building: 'site',
    discipline: 'fire',
    phase: 4,
    status: 'released',
    version: 2,
    changedBy: 'hartmann',
    changed: '2026-09-30',
  },
  {
    id: 'draftPlans',
    type: 'pdf',
    building: 'houseB',
    discipline: 'architecture',
    phase: 3,
    status: 'archived',
    version: 6,
    changedBy: 'kessler',
    changed: '2026-03-12',
  },
];

/** What the open document's side panel shows beyond its row: size, the mail it came in with, its comments. */
export const details: {
  size: number;
  pages: number;
  mail: { received: string; sender: PersonId };
  comments: readonly { person: PersonId; at: string }[];
  totalDocuments: number;
} = {
  size: 2.4,
  pages: 6,
  mail: { received: '2026-11-23T16:42', sender: 'weber' },
  comments: [
    { person: 'kessler', at: '2026-11-24T08:15' },
    { person: 'novak', at: '2026-11-24T09:02' },
  ],
  totalDocuments: 412,
};

/** The phone shows the open folder's newest documents, as many as its screen holds. */
export const phoneCount = 6;
