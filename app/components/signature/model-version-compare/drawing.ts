/**
 * The drawing's faces, worked out once when the module loads: the grey version 2 of each storey and
 * every compared element over it, in painting order, as SVG paths.
 */

import { rounded } from '../../../lib/svg-numbers.ts';
import { footprint, type Opening, type StoreyKey, slabThickness, storeyKeys, type Vec2, wallHeight, walls } from './building.ts';
import { type ChangeKind, type ComparedElement, comparedElements } from './changes.ts';
import { along, centre, corners, floorOf, nearness, outline, project, type Vec3 } from './projection.ts';

export interface GhostFace {
  key: string;
  d: string;
  part: 'slabTop' | 'slabSide' | 'wallLit' | 'wallShade' | 'glass' | 'shadow';
}

export interface Mark {
  name: string;
  kind: ChangeKind;
  ifcClass: ComparedElement['ifcClass'];
  d: string;
  /** A changed element's earlier outline. */
  before?: string;
}

const openingFace = (from: Vec2, to: Vec2, base: number, opening: Opening): Vec3[] => {
  const [a, b] = along(from, to, opening.offset, opening.width);
  const [z0, z1] = [base + opening.sill, base + opening.sill + opening.height];
  return [
    [a[0], a[1], z0],
    [b[0], b[1], z0],
    [b[0], b[1], z1],
    [a[0], a[1], z1],
  ];
};

/** A wall's face with its doors and windows cut out (drawn even-odd). */
function wallPath(from: Vec2, to: Vec2, base: number, openings: readonly Opening[]): string {
  const face = corners({ type: 'upright', storey: 'EG', from, to, z: [0, wallHeight] }).map(([x, y, z]): Vec3 => [x, y, z + base]);
  return [face, ...openings.map((opening) => openingFace(from, to, base, opening))].map(outline).join('');
}

/** The slab under a storey: its top and the two sides the eye sees, north and west. */
function slab(storey: StoreyKey): GhostFace[] {
  const top = floorOf(storey);
  const bottom = top - slabThickness;
  const { x, y } = footprint;
  return [
    {
      key: `${storey}-north`,
      part: 'slabSide',
      d: outline([
        [x, y, bottom],
        [0, y, bottom],
        [0, y, top],
        [x, y, top],
      ]),
    },
    {
      key: `${storey}-west`,
      part: 'slabSide',
      d: outline([
        [0, y, bottom],
        [0, 0, bottom],
        [0, 0, top],
        [0, y, top],
      ]),
    },
    {
      key: `${storey}-top`,
      part: 'slabTop',
      d: outline([
        [0, 0, top],
        [x, 0, top],
        [x, y, top],
        [0, y, top],
      ]),
    },
  ];
}

const byNearness = <T>(items: readonly T[], points: (item: T) => readonly Vec3[]) =>
  items
    .map((item) => ({ item, near: nearness(centre(points(item))) }))
    .sort((a, b) => a.near - b.near)
    .map(({ item }) => item);

/** Shaded as the viewer lights the model: faces towards the north (the eye) lit, faces towards the west in shade. */
const facing = (from: Vec2, to: Vec2): GhostFace['part'] => (Math.abs(to[0] - from[0]) >= Math.abs(to[1] - from[1]) ? 'wallLit' : 'wallShade');

/** The soft shadow the building stands in, a little wider than its footprint, under everything. */
function shadow(): GhostFace {
  const { x, y } = footprint;
  const [margin, z] = [0.3, -slabThickness];
  return {
    key: 'shadow',
    part: 'shadow',
    d: outline([
      [-margin, -margin, z],
      [x + margin, -margin, z],
      [x + margin, y + margin, z],
      [-margin, y + margin, z],
    ]),
  };
}

function ghost(storey: StoreyKey): GhostFace[] {
  const base = floorOf(storey);
  const sorted = byNearness(walls[storey], (wall) => corners({ type: 'upright', storey, from: wall.from, to: wall.to, z: [0, wallHeight] }));
  return [
    ...(storey === storeyKeys[0] ? [shadow()] : []),
    ...slab(storey),
    ...sorted.flatMap((wall): GhostFace[] => [
      { key: wall.name, part: facing(wall.from, wall.to), d: wallPath(wall.from, wall.to, base, wall.openings) },
      ...wall.openings
        .filter((opening) => opening.kind === 'window')
        .map((opening): GhostFace => ({ key: opening.name, part: 'glass', d: outline(openingFace(wall.from, wall.to, base, opening)) })),
    ]),
  ];
}

/** Spaces and walls first, then openings, then the doors and windows in them; each from far to near. */
const layer: Record<ComparedElement['ifcClass'], number> = { IfcSpace: 0, IfcWall: 1, IfcOpeningElement: 2, IfcDoor: 3, IfcWindow: 3 };

function marks(storey: StoreyKey): Mark[] {
  const here = comparedElements.filter((element) => element.shape.storey === storey);
  return byNearness(here, (element) => corners(element.shape))
    .sort((a, b) => layer[a.ifcClass] - layer[b.ifcClass])
    .map(({ name, kind, ifcClass, shape, before }) => {
      // A wall is marked with its doors and windows cut out, so they show through.
      const wall = shape.type === 'upright' && ifcClass === 'IfcWall' ? walls[storey].find((candidate) => candidate.name === name) : undefined;
      return {
        name,
        kind,
        ifcClass,
        d: wall ? wallPath(wall.from, wall.to, floorOf(storey), wall.openings) : outline(corners(shape)),
        before: before && outline(corners(before)),
      };
    });
}

export const layers = storeyKeys.map((storey) => ({ storey, ghost: ghost(storey), marks: marks(storey) }));

/** The box around everything drawn, with a margin. */
export const viewBox = (() => {
  const top = floorOf('1OG') + wallHeight;
  const points = [0, footprint.x].flatMap((x) => [0, footprint.y].flatMap((y) => [-slabThickness, top].map((z) => project([x, y, z]))));
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  const margin = 12;
  const [left, upper] = [Math.min(...xs) - margin, Math.min(...ys) - margin];
  return { x: left, y: upper, width: rounded(Math.max(...xs) + margin - left, 2), height: rounded(Math.max(...ys) + margin - upper, 2) };
})();
