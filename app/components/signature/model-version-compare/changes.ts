/**
 * Everything the viewer's comparison finds between version 1 and 2 of the sample office's
 * architecture model, matched by GlobalId: the product view's list (`model-versions-data.ts`) with
 * the elements it only counts (the openings, the walls whose areas changed with them), each with the
 * attributes and properties that changed and where it stands in the building.
 * `tests/unit/model-version-compare.test.tsx` checks all of it against the script that writes the files.
 */
import { type ChangeKind, type ModelVersion, versions } from '../../../views/screens/model-versions/model-versions-data.ts';
import type { StoreyKey, Vec2 } from './building.ts';

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

const upright = (storey: StoreyKey, from: Vec2, to: Vec2, z: Vec2 = [0, 3.05]): Shape => ({ type: 'upright', storey, from, to, z });
const northWall = (storey: StoreyKey) => upright(storey, [20, 11.85], [0, 11.85]);
const corridorWall = (storey: StoreyKey) => upright(storey, [0.3, 7], [19.7, 7]);
const areas = (side: readonly [number, number], volume: readonly [number, number]): Fact[] => [
  { name: 'Qto_WallBaseQuantities.NetSideArea', old: side[0], new: side[1] },
  { name: 'Qto_WallBaseQuantities.NetVolume', old: volume[0], new: volume[1] },
];

/** In the order the page lists them: the product view's named changes first, then what they brought with them. */
export const comparedElements: readonly ComparedElement[] = [
  { kind: 'added', name: 'Fenster 1.07/2', ifcClass: 'IfcWindow', shape: upright('OG', [9.7, 11.85], [8.44, 11.85], [0.9, 2.4]) },
  { kind: 'added', name: 'Fenster 1.08/4', ifcClass: 'IfcWindow', shape: upright('OG', [12.5, 11.85], [10.99, 11.85], [0.9, 2.4]) },
  { kind: 'added', name: 'Öffnung Fenster 1.07/2', ifcClass: 'IfcOpeningElement', shape: upright('OG', [9.7, 11.85], [8.44, 11.85], [0.9, 2.4]) },
  { kind: 'added', name: 'Öffnung Fenster 1.08/4', ifcClass: 'IfcOpeningElement', shape: upright('OG', [12.5, 11.85], [10.99, 11.85], [0.9, 2.4]) },
  { kind: 'removed', name: 'Trennwand Nord x=5 OG', ifcClass: 'IfcWall', shape: upright('OG', [5, 7.075], [5, 11.7]) },
  { kind: 'removed', name: 'Tür 1.07', ifcClass: 'IfcDoor', shape: upright('OG', [8.4, 7], [9.41, 7], [0, 2.135]) },
  { kind: 'removed', name: 'Öffnung Tür 1.07', ifcClass: 'IfcOpeningElement', shape: upright('OG', [8.4, 7], [9.41, 7], [0, 2.135]) },
  {
    kind: 'changed',
    name: 'Kaffeelounge 1.07',
    ifcClass: 'IfcSpace',
    shape: { type: 'floor', storey: 'OG', x: [5.05, 9.95], y: [7.075, 11.7] },
    facts: [
      { name: 'Name', old: 'Kopierraum 1.07', new: 'Kaffeelounge 1.07' },
      { name: 'LongName', old: 'Kopierraum', new: 'Kaffeelounge' },
    ],
  },
  {
    kind: 'changed',
    name: 'Flurwand Nord EG',
    ifcClass: 'IfcWall',
    shape: corridorWall('EG'),
    facts: [{ name: 'Pset_WallCommon.FireRating', old: 'F30', new: 'F90' }],
  },
  {
    kind: 'changed',
    name: 'Fenster 0.06/1',
    ifcClass: 'IfcWindow',
    shape: upright('EG', [3.8, 11.85], [2.54, 11.85], [0.9, 2.4]),
    before: upright('EG', [3.8, 11.85], [2.79, 11.85], [0.9, 2.4]),
    facts: [
      { name: 'OverallWidth', old: 1.01, new: 1.26 },
      { name: 'Pset_WindowCommon.Reference', old: 'F 101/150', new: 'F 126/150' },
      { name: 'Qto_WindowBaseQuantities.Width', old: 1.01, new: 1.26 },
      { name: 'Qto_WindowBaseQuantities.Area', old: 1.515, new: 1.89 },
    ],
  },
  { kind: 'changed', name: 'Außenwand Nord EG', ifcClass: 'IfcWall', shape: northWall('EG'), facts: areas([51.97, 51.595], [15.591, 15.478]) },
  { kind: 'changed', name: 'Außenwand Nord OG', ifcClass: 'IfcWall', shape: northWall('OG'), facts: areas([49.087, 44.932], [14.726, 13.48]) },
  { kind: 'changed', name: 'Flurwand Nord OG', ifcClass: 'IfcWall', shape: corridorWall('OG'), facts: areas([52.167, 54.324], [7.825, 8.149]) },
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
