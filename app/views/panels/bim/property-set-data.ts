import type { PersonId } from '../../project.ts';
import { openStorey, openStoreyClasses, selectedWindow } from '../../screens/model-viewer/model-viewer-data.ts';

/** One value the ticket changes: its property set and property, what the model says now and what it is to say. */
export interface ValueChange {
  set: string;
  property: string;
  /** Undefined while the model does not carry the property yet. */
  old?: number | string;
  new: number | string;
  unit?: string;
}

const uValue = selectedWindow.sets[0]!.facts.find((fact) => fact.name === 'ThermalTransmittance')!;

/**
 * The change ticket under review: the windows of the first floor get the U-value of the building
 * physics report and the sound insulation of the noise report. The old U-value is the model's own.
 */
export const changeTicket = {
  number: 'ÄA-014',
  scope: { ifcClass: 'IfcWindow', count: openStoreyClasses.find(([ifcClass]) => ifcClass === 'IfcWindow')![1], storey: openStorey },
  requester: 'kessler' as PersonId,
  reviewer: 'hartmann' as PersonId,
  submitted: '2026-11-23T16:50',
  changes: [
    { set: 'Pset_WindowCommon', property: 'ThermalTransmittance', old: uValue.value as number, new: 0.8, unit: uValue.unit },
    { set: 'Pset_WindowCommon', property: 'AcousticRating', new: 'Rw 37 dB' },
  ] as readonly ValueChange[],
};
