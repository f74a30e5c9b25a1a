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
  { number: 2, file: 'office-architecture-v2.ifc', person: 'kessler', uploaded: '2026-11-23T16:42', elements: 102 },
  { number: 1, file: 'office-architecture-v1.ifc', person: 'kessler', uploaded: '2026-10-13T09:15', elements: 102 },
];

export type ChangeKind = 'added' | 'removed' | 'changed';

export interface ListedChange {
  kind: ChangeKind;
  name: string;
  ifcClass: string;
  /** For a changed element: the attribute or property that changed, from and to (numbers in metres). */
  fact?: { name: string; old: string | number; new: string | number };
}

/** Every element the comparison finds, by kind: doors and windows with their openings, walls, a room. */
export const changeCounts: Record<ChangeKind, number> = { added: 4, removed: 3, changed: 6 };

/** The changes the version list names; the others (the openings, walls whose area changed with them) are counted. */
export const listedChanges: readonly ListedChange[] = [
  { kind: 'added', name: 'Fenster 1.07/2', ifcClass: 'IfcWindow' },
  { kind: 'added', name: 'Fenster 1.08/4', ifcClass: 'IfcWindow' },
  { kind: 'removed', name: 'Trennwand Nord x=5 OG', ifcClass: 'IfcWall' },
  { kind: 'removed', name: 'Tür 1.07', ifcClass: 'IfcDoor' },
  { kind: 'changed', name: 'Kaffeelounge 1.07', ifcClass: 'IfcSpace', fact: { name: 'LongName', old: 'Kopierraum', new: 'Kaffeelounge' } },
  { kind: 'changed', name: 'Flurwand Nord EG', ifcClass: 'IfcWall', fact: { name: 'FireRating', old: 'F30', new: 'F90' } },
  { kind: 'changed', name: 'Fenster 0.06/1', ifcClass: 'IfcWindow', fact: { name: 'OverallWidth', old: 1.01, new: 1.26 } },
];
