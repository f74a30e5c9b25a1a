/**
 * The document whose properties are open: plan QAK-B-ARC-GR-03-101 at index D (the plan of
 * `screens/plan-register` and `screens/plan-compare`). Its number read as the project's coding, field by
 * field after ISO 19650; what each field means is copy (`metadata.fields.<id>`).
 */
export const coding: readonly { id: string; value: string }[] = [
  { id: 'project', value: 'QAK' },
  { id: 'building', value: 'B' },
  { id: 'discipline', value: 'ARC' },
  { id: 'type', value: 'GR' },
  { id: 'level', value: '03' },
  { id: 'number', value: '101' },
];

export const documentFile = 'QAK-B-ARC-GR-03-101_D.dwg';

/** Its metadata, in the order the properties list them; values are copy (`metadata.values.<id>`). */
export const metadataFields = ['building', 'discipline', 'phase', 'level', 'scale', 'index'] as const;

/** Documents that share building, discipline and work phase with it: what a click on those values filters. */
export const sameMetadataCount = 38;
