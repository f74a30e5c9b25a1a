import type { PersonId } from '../../project.ts';

/**
 * The architecture model's versions in the example project and what changed from version 1 to 2, as
 * the viewer's comparison finds it in the sample files (`public/models/`), matched by GlobalId.
 * `tests/unit/model-views.test.ts` checks the changes against the script that writes the files.
 */

export interface ModelVersion {
  number: number;
  file: string;
  person: PersonId;
  /** Local time of the upload, ISO. */
  uploaded: string;
  elements: number;
}

export const versions: readonly ModelVersion[] = [
  { number: 2, file: 'office-architecture-v2.ifc', person: 'kessler', uploaded: '2026-11-23T16:42', elements: 459 },
  { number: 1, file: 'office-architecture-v1.ifc', person: 'kessler', uploaded: '2026-10-13T09:15', elements: 459 },
];

export type ChangeKind = 'added' | 'removed' | 'changed';

export interface ListedChange {
  kind: ChangeKind;
  name: string;
  ifcClass: string;
  /** For a changed element: the attribute or property that changed, from and to (numbers in metres). */
  fact?: { name: string; old: string | number; new: string | number };
}

/** Every element the comparison finds, by kind: doors and windows with their openings, walls, rooms. */
/** The kinds in the order every list and count shows them. */
export const changeKinds: readonly ChangeKind[] = ['added', 'removed', 'changed'];

export const changeCounts: Record<ChangeKind, number> = { added: 8, removed: 8, changed: 15 };

/** The changes the version list names; the others (the openings, walls whose area changed with them) are counted. */
export const listedChanges: readonly ListedChange[] = [
  { kind: 'added', name: 'Nebeneingang West', ifcClass: 'IfcDoor' },
  { kind: 'added', name: 'Büro 1.15', ifcClass: 'IfcSpace' },
  { kind: 'removed', name: 'Trennwand Süd Achse 2 1.OG', ifcClass: 'IfcWall' },
  { kind: 'removed', name: 'Fenster 0.07/1', ifcClass: 'IfcWindow' },
  { kind: 'changed', name: 'Gruppenbüro 1.01', ifcClass: 'IfcSpace', fact: { name: 'LongName', old: 'Büro', new: 'Gruppenbüro' } },
  { kind: 'changed', name: 'Flurwand Nord West EG', ifcClass: 'IfcWall', fact: { name: 'FireRating', old: 'EI 30', new: 'EI 90' } },
  { kind: 'changed', name: 'Fenster 1.08/1', ifcClass: 'IfcWindow', fact: { name: 'OverallWidth', old: 1.34, new: 1.51 } },
];
