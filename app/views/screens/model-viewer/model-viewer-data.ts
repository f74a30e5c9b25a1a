/**
 * The sample project as the viewer reads it (`public/models/`): the architecture's version 2 merged
 * with the structure. Names, counts, the GlobalId and every value are the files' own; the test
 * `tests/unit/model-views.test.ts` checks them against the script that writes the files.
 */

export type ModelId = 'architecture' | 'structure';

export interface OpenModel {
  id: ModelId;
  version: number;
  elements: number;
}

export const openModels: readonly OpenModel[] = [
  { id: 'architecture', version: 2, elements: 459 },
  { id: 'structure', version: 1, elements: 151 },
];

/** The architecture model's tree: its storeys by elevation, the first floor open down to its classes. */
export const architectureStoreys = [
  { name: 'Erdgeschoss', elements: 90 },
  { name: '1. Obergeschoss', elements: 90 },
  { name: '2. Obergeschoss', elements: 89 },
  { name: '3. Obergeschoss', elements: 89 },
  { name: '4. Obergeschoss', elements: 89 },
  { name: 'Dach', elements: 12 },
] as const;

export const openStorey = '1. Obergeschoss';

/** Classes of the open storey, as the tree sorts them, with their counts; the windows are open. */
export const openStoreyClasses: readonly (readonly [ifcClass: string, count: number])[] = [
  ['IfcBeam', 9],
  ['IfcColumn', 6],
  ['IfcDoor', 12],
  ['IfcSlab', 2],
  ['IfcSpace', 14],
  ['IfcStairFlight', 2],
  ['IfcWall', 19],
  ['IfcWindow', 26],
];

/** The first windows of that storey in the tree's order; the rest of the 26 are summed up under them. */
export const listedWindows = ['Fenster 1.01/1', 'Fenster 1.01/2', 'Fenster 1.02/1', 'Fenster 1.02/2', 'Fenster 1.03/1', 'Fenster 1.03/2'] as const;

/** A value of the property panel; a unit is the file's own (its lengths are metres). */
export interface Fact {
  name: string;
  value: string | number | boolean;
  unit?: string;
}

/** The window picked in the 3D view (the capture `model-selected` draws the same one highlighted). */
export const selectedWindow = {
  name: 'Fenster 1.03/1',
  ifcClass: 'IfcWindow',
  storey: '1. Obergeschoss',
  globalId: '1U7jxa$DHINfRqevrqbgSp',
  attributes: [
    { name: 'PredefinedType', value: 'WINDOW' },
    { name: 'OverallWidth', value: 1.26, unit: 'm' },
    { name: 'OverallHeight', value: 1.9, unit: 'm' },
  ] as readonly Fact[],
  sets: [
    {
      name: 'Pset_WindowCommon',
      facts: [
        { name: 'Reference', value: 'F 126/190' },
        { name: 'IsExternal', value: true },
        { name: 'ThermalTransmittance', value: 0.9, unit: 'W/(m²·K)' },
        { name: 'FireRating', value: 'ohne' },
        { name: 'GlazingAreaFraction', value: 0.72 },
      ],
    },
    {
      name: 'Qto_WindowBaseQuantities',
      facts: [
        { name: 'Width', value: 1.26, unit: 'm' },
        { name: 'Height', value: 1.9, unit: 'm' },
        { name: 'Area', value: 2.394, unit: 'm²' },
      ],
    },
  ] as readonly { name: string; facts: readonly Fact[] }[],
};

/**
 * The phone's section (capture `model-section`): a plan cut at 75 % of the merged models' height,
 * from the core's raft underside at −1.10 m to the core's roof at +20.75 m, so at +15.29 m, 1.29 m
 * above the fourth floor.
 */
export const sectionHeight = 15.29;

/** Elements per storey in both models together, as the phone lists the cut storey and the one below. */
export const mergedStoreys = [
  { name: '4. Obergeschoss', elements: 115, cut: true },
  { name: '3. Obergeschoss', elements: 115, cut: false },
] as const;

/** The project's name in both files (IfcProject), shown beside the model's heading. */
export const projectName = 'Bürogebäude Musterstraße';
