/**
 * Everything the viewer's comparison finds between version 1 and 2 of the sample office's
 * architecture model, matched by GlobalId: the product view's list (`model-versions-data.ts`) with
 * the elements it only counts (the openings, the walls whose areas changed with them), each with the
 * attributes and properties that changed and where it stands in the building.
 * `tests/unit/model-version-compare.test.tsx` checks all of it against the script that writes the files.
 */
import { type ChangeKind, type ModelVersion, versions } from '../../../views/screens/model-versions/model-versions-data.ts';
import { type StoreyKey, type Vec2, wallHeight } from './building.ts';

export type { ChangeKind } from '../../../views/screens/model-versions/model-versions-data.ts';

export const kinds: readonly ChangeKind[] = ['added', 'removed', 'changed'];

/** A face of the element to draw: upright along a wall's line, or a room's floor; heights from the storey's floor. */
export type Shape = { type: 'upright'; storey: StoreyKey; from: Vec2; to: Vec2; z: Vec2 } | { type: 'floor'; storey: StoreyKey; x: Vec2; y: Vec2 };

/** One attribute (`Name`) or property (`Pset_WallCommon.FireRating`) that differs, from and to; numbers in metres, m², m³. */
export interface Fact {
  name: string;
  old: string | number;
  new: string | number;
}

export interface ComparedElement {
  kind: ChangeKind;
  name: string;
  ifcClass: 'IfcWall' | 'IfcDoor' | 'IfcWindow' | 'IfcSpace' | 'IfcOpeningElement';
  /** Where it is drawn: in version 2, or (removed) where it stood in version 1. */
  shape: Shape;
  /** A changed element's earlier outline, where its size changed. */
  before?: Shape;
  facts?: readonly Fact[];
}

const upright = (storey: StoreyKey, from: Vec2, to: Vec2, z: Vec2 = [0, wallHeight]): Shape => ({ type: 'upright', storey, from, to, z });
const floor = (storey: StoreyKey, x: Vec2, y: Vec2): Shape => ({ type: 'floor', storey, x, y });

/** In the order the page lists them: the product view's named changes first, then what they brought with them. */
export const comparedElements: readonly ComparedElement[] = [
  { kind: 'added', name: 'Nebeneingang West', ifcClass: 'IfcDoor', shape: upright('EG', [0.2, 7.23], [0.2, 5.97], [0, 2.26]) },
  { kind: 'added', name: 'Büro 1.15', ifcClass: 'IfcSpace', shape: floor('1OG', [24.35, 26.6], [7.875, 13.1]) },
  { kind: 'added', name: 'Öffnung Tür 1.15', ifcClass: 'IfcOpeningElement', shape: upright('1OG', [24.6, 7.8], [25.61, 7.8], [0, 2.135]) },
  { kind: 'added', name: 'Öffnung Fenster 1.05/4', ifcClass: 'IfcOpeningElement', shape: upright('1OG', [26.8, 3.895], [26.8, 4.905], [0.9, 2.8]) },
  { kind: 'added', name: 'Trennwand Nord x=24.3 1.OG', ifcClass: 'IfcWall', shape: upright('1OG', [24.3, 7.875], [24.3, 13.1]) },
  { kind: 'added', name: 'Fenster 1.05/4', ifcClass: 'IfcWindow', shape: upright('1OG', [26.8, 3.895], [26.8, 4.905], [0.9, 2.8]) },
  { kind: 'added', name: 'Tür 1.15', ifcClass: 'IfcDoor', shape: upright('1OG', [24.6, 7.8], [25.61, 7.8], [0, 2.135]) },
  { kind: 'added', name: 'Öffnung Nebeneingang West', ifcClass: 'IfcOpeningElement', shape: upright('EG', [0.2, 7.23], [0.2, 5.97], [0, 2.26]) },
  { kind: 'removed', name: 'Trennwand Süd Achse 2 1.OG', ifcClass: 'IfcWall', shape: upright('1OG', [5.4, 0.4], [5.4, 5.325]) },
  { kind: 'removed', name: 'Fenster 0.07/1', ifcClass: 'IfcWindow', shape: upright('EG', [4.555, 13.3], [3.545, 13.3], [1.4, 2.6]) },
  { kind: 'removed', name: 'Öffnung Fenster 0.06/2', ifcClass: 'IfcOpeningElement', shape: upright('EG', [0.2, 7.167], [0.2, 6.032], [0.9, 2.8]) },
  { kind: 'removed', name: 'Fenster 0.06/2', ifcClass: 'IfcWindow', shape: upright('EG', [0.2, 7.167], [0.2, 6.032], [0.9, 2.8]) },
  { kind: 'removed', name: 'Tür 1.02', ifcClass: 'IfcDoor', shape: upright('1OG', [6, 5.4], [7.01, 5.4], [0, 2.135]) },
  { kind: 'removed', name: 'Öffnung Fenster 0.07/1', ifcClass: 'IfcOpeningElement', shape: upright('EG', [4.555, 13.3], [3.545, 13.3], [1.4, 2.6]) },
  { kind: 'removed', name: 'Büro 1.02', ifcClass: 'IfcSpace', shape: floor('1OG', [5.45, 10.75], [0.4, 5.325]) },
  { kind: 'removed', name: 'Öffnung Tür 1.02', ifcClass: 'IfcOpeningElement', shape: upright('1OG', [6, 5.4], [7.01, 5.4], [0, 2.135]) },
  {
    kind: 'changed',
    name: 'Gruppenbüro 1.01',
    ifcClass: 'IfcSpace',
    shape: floor('1OG', [0.4, 10.75], [0.4, 5.325]),
    facts: [
      { name: 'Name', old: 'Büro 1.01', new: 'Gruppenbüro 1.01' },
      { name: 'LongName', old: 'Büro', new: 'Gruppenbüro' },
      { name: 'Pset_SpaceCommon.NetPlannedArea', old: 24.38, new: 50.97 },
      { name: 'Qto_SpaceBaseQuantities.NetFloorArea', old: 24.38, new: 50.97 },
      { name: 'Qto_SpaceBaseQuantities.NetPerimeter', old: 19.75, new: 30.55 },
      { name: 'Qto_SpaceBaseQuantities.NetVolume', old: 78.016, new: 163.104 },
    ],
  },
  {
    kind: 'changed',
    name: 'Flurwand Nord West EG',
    ifcClass: 'IfcWall',
    shape: upright('EG', [0.4, 7.8], [10.675, 7.8]),
    facts: [{ name: 'Pset_WallCommon.FireRating', old: 'EI 30', new: 'EI 90' }],
  },
  {
    kind: 'changed',
    name: 'Fenster 1.08/1',
    ifcClass: 'IfcWindow',
    shape: upright('1OG', [10.205, 13.3], [8.695, 13.3], [0.9, 2.8]),
    before: upright('1OG', [10.12, 13.3], [8.78, 13.3], [0.9, 2.8]),
    facts: [
      { name: 'OverallWidth', old: 1.34, new: 1.51 },
      { name: 'Pset_WindowCommon.Reference', old: 'F 134/190', new: 'F 151/190' },
      { name: 'Qto_WindowBaseQuantities.Width', old: 1.34, new: 1.51 },
      { name: 'Qto_WindowBaseQuantities.Area', old: 2.546, new: 2.869 },
    ],
  },
  {
    kind: 'changed',
    name: 'Außenwand Nord EG',
    ifcClass: 'IfcWall',
    shape: upright('EG', [27, 13.3], [0, 13.3]),
    facts: [
      { name: 'Qto_WallBaseQuantities.NetSideArea', old: 72.877, new: 74.089 },
      { name: 'Qto_WallBaseQuantities.NetVolume', old: 29.151, new: 29.636 },
    ],
  },
  {
    kind: 'changed',
    name: 'Tür 1.03',
    ifcClass: 'IfcDoor',
    shape: upright('1OG', [11.275, 5.4], [12.535, 5.4], [0, 2.135]),
    before: upright('1OG', [11.4, 5.4], [12.41, 5.4], [0, 2.135]),
    facts: [
      { name: 'OverallWidth', old: 1.01, new: 1.26 },
      { name: 'Pset_DoorCommon.Reference', old: 'T 101/213.5', new: 'T 126/213.5' },
      { name: 'Qto_DoorBaseQuantities.Width', old: 1.01, new: 1.26 },
      { name: 'Qto_DoorBaseQuantities.Area', old: 2.156, new: 2.69 },
    ],
  },
  {
    kind: 'changed',
    name: 'Büro 1.14',
    ifcClass: 'IfcSpace',
    shape: floor('1OG', [21.65, 24.25], [7.875, 13.1]),
    facts: [
      { name: 'Pset_SpaceCommon.NetPlannedArea', old: 25.86, new: 13.58 },
      { name: 'Qto_SpaceBaseQuantities.NetFloorArea', old: 25.86, new: 13.58 },
      { name: 'Qto_SpaceBaseQuantities.NetPerimeter', old: 20.35, new: 15.65 },
      { name: 'Qto_SpaceBaseQuantities.NetVolume', old: 82.752, new: 43.456 },
    ],
  },
  {
    kind: 'changed',
    name: 'Besprechung 1.07',
    ifcClass: 'IfcSpace',
    shape: floor('1OG', [0.4, 5.35], [7.875, 13.1]),
    facts: [
      { name: 'Name', old: 'Büro 1.07', new: 'Besprechung 1.07' },
      { name: 'LongName', old: 'Büro', new: 'Besprechung' },
    ],
  },
  {
    kind: 'changed',
    name: 'Flurwand Süd 1.OG',
    ifcClass: 'IfcWall',
    shape: upright('1OG', [0.4, 5.4], [26.6, 5.4]),
    facts: [
      { name: 'Qto_WallBaseQuantities.NetSideArea', old: 73.058, new: 74.681 },
      { name: 'Qto_WallBaseQuantities.NetVolume', old: 10.959, new: 11.202 },
    ],
  },
  {
    kind: 'changed',
    name: 'Flurwand Nord Ost 1.OG',
    ifcClass: 'IfcWall',
    shape: upright('1OG', [16.325, 7.8], [26.6, 7.8]),
    facts: [
      { name: 'Qto_WallBaseQuantities.NetSideArea', old: 26.678, new: 24.521 },
      { name: 'Qto_WallBaseQuantities.NetVolume', old: 4.002, new: 3.678 },
    ],
  },
  {
    kind: 'changed',
    name: 'Außenwand Süd EG',
    ifcClass: 'IfcWall',
    shape: upright('EG', [0, 0.2], [27, 0.2]),
    facts: [
      { name: 'Qto_WallBaseQuantities.NetSideArea', old: 55.851, new: 55.223 },
      { name: 'Qto_WallBaseQuantities.NetVolume', old: 22.34, new: 22.089 },
    ],
  },
  {
    kind: 'changed',
    name: 'Außenwand Ost 1.OG',
    ifcClass: 'IfcWall',
    shape: upright('1OG', [26.8, 0.4], [26.8, 13.1]),
    facts: [
      { name: 'Qto_WallBaseQuantities.NetSideArea', old: 33.696, new: 31.776 },
      { name: 'Qto_WallBaseQuantities.NetVolume', old: 13.478, new: 12.711 },
    ],
  },
  {
    kind: 'changed',
    name: 'Außenwand Nord 1.OG',
    ifcClass: 'IfcWall',
    shape: upright('1OG', [27, 13.3], [0, 13.3]),
    facts: [
      { name: 'Qto_WallBaseQuantities.NetSideArea', old: 67.845, new: 67.199 },
      { name: 'Qto_WallBaseQuantities.NetVolume', old: 27.138, new: 26.88 },
    ],
  },
  {
    kind: 'changed',
    name: 'Fenster 1.08/2',
    ifcClass: 'IfcWindow',
    shape: upright('1OG', [7.505, 13.3], [5.995, 13.3], [0.9, 2.8]),
    before: upright('1OG', [7.42, 13.3], [6.08, 13.3], [0.9, 2.8]),
    facts: [
      { name: 'OverallWidth', old: 1.34, new: 1.51 },
      { name: 'Pset_WindowCommon.Reference', old: 'F 134/190', new: 'F 151/190' },
      { name: 'Qto_WindowBaseQuantities.Width', old: 1.34, new: 1.51 },
      { name: 'Qto_WindowBaseQuantities.Area', old: 2.546, new: 2.869 },
    ],
  },
  {
    kind: 'changed',
    name: 'Außenwand West EG',
    ifcClass: 'IfcWall',
    shape: upright('EG', [0.2, 13.1], [0.2, 0.4]),
    facts: [
      { name: 'Qto_WallBaseQuantities.NetSideArea', old: 34.877, new: 34.186 },
      { name: 'Qto_WallBaseQuantities.NetVolume', old: 13.951, new: 13.675 },
    ],
  },
  {
    kind: 'changed',
    name: 'Haupteingang',
    ifcClass: 'IfcDoor',
    shape: upright('EG', [12.37, 0.2], [14.63, 0.2], [0, 2.51]),
    before: upright('EG', [12.495, 0.2], [14.505, 0.2], [0, 2.51]),
    facts: [
      { name: 'OverallWidth', old: 2.01, new: 2.26 },
      { name: 'Pset_DoorCommon.Reference', old: 'T 201/251', new: 'T 226/251' },
      { name: 'Qto_DoorBaseQuantities.Width', old: 2.01, new: 2.26 },
      { name: 'Qto_DoorBaseQuantities.Area', old: 5.045, new: 5.673 },
    ],
  },
];

export const elementsOf = (kind: ChangeKind) => comparedElements.filter((element) => element.kind === kind);

/** The versions compared: version 1 (13 October) against the current version 2 (23 November). */
export const [current, previous] = versions as readonly [ModelVersion, ModelVersion];

export type Unit = 'length' | 'area' | 'volume';

/** The unit a number of a fact is in, by its attribute or property name. */
export function unitOf(fact: string): Unit | undefined {
  const name = fact.slice(fact.lastIndexOf('.') + 1);
  if (name.endsWith('Volume')) return 'volume';
  if (name.endsWith('Area')) return 'area';
  if (name.endsWith('Width') || name.endsWith('Height') || name.endsWith('Length')) return 'length';
  return undefined;
}
