import type { PersonId } from '../../project.ts';
import type { ModelVersion } from '../../screens/model-versions/model-versions-data.ts';
import { openModels, selectedWindow } from '../../screens/model-viewer/model-viewer-data.ts';

/**
 * What the IFC page's close-ups show beyond the full screens' data (which they import): the discipline
 * models of the coordination model, measurements, a property-set change request and a removed version.
 */

export type DisciplineId = 'architecture' | 'structure' | 'mep';

/** The coordination model's parts: the sample's two models as the viewer reads them, and the MEP model switched off. */
export const disciplineModels: readonly { id: DisciplineId; version: number; person: PersonId; shown: boolean }[] = [
  { id: 'architecture', version: openModels[0]?.version ?? 2, person: 'kessler', shown: true },
  { id: 'structure', version: openModels[1]?.version ?? 1, person: 'yilmaz', shown: true },
  { id: 'mep', version: 3, person: 'brandt', shown: false },
];

const attribute = (name: string) => Number(selectedWindow.attributes.find((fact) => fact.name === name)?.value ?? 0);

export type MeasurementId = 'opening' | 'height' | 'storey';

/** Three distances taken in the model: the picked window's opening (its own attributes) and a storey height. */
export const measurements: readonly { id: MeasurementId; metres: number; on?: string }[] = [
  { id: 'opening', metres: attribute('OverallWidth'), on: selectedWindow.name },
  { id: 'height', metres: attribute('OverallHeight'), on: selectedWindow.name },
  // Finished floor to finished floor, as the sample building's storeys are set out.
  { id: 'storey', metres: 3.5 },
];
export const activeMeasurement: MeasurementId = 'opening';

/** The property-set change the reviewer is asked about: a corridor wall's fire rating. */
export const ticket = {
  number: 128,
  element: 'Flurwand Nord 1.OG',
  ifcClass: 'IfcWall',
  set: 'Pset_WallCommon',
  changed: { name: 'FireRating', old: 'F30', new: 'F90' },
  unchanged: [
    { name: 'AcousticRating', value: 'Rw 47 dB' },
    { name: 'LoadBearing', value: false },
  ],
  requester: 'kessler' as PersonId,
  reviewer: 'hartmann' as PersonId,
};

/** A version uploaded by mistake and taken out: it waits in the archive. */
export const archivedVersion: ModelVersion & { removedBy: PersonId; removed: string } = {
  number: 3,
  file: 'office-architecture-v3.ifc',
  person: 'kessler',
  uploaded: '2026-11-24T08:05',
  elements: 96,
  removedBy: 'hartmann',
  removed: '2026-11-24T08:31',
};
