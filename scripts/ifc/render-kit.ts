import { type Element, type Look, round, type Solid, type Storey, type Vec2, type Vec3 } from './building-model.ts';
import type { CostGroup } from './din-276.ts';
import type { MaterialKey } from './materials.ts';

/**
 * The parts the buildings of the site's pictures are made of (scripts/ifc/render-models.ts): outside
 * walls with their windows and doors, slabs, roofs, balconies and their railings, in the building
 * model's terms, so the IFC writer turns them into a file as it does the viewer's sample office.
 * A window is a frame of aluminium profiles around its glass, with mullions, a transom and an outside
 * sill where it has them, as one IfcWindow with a body of several styled items.
 *
 * An outside wall runs along its reference line, the middle of the wall, with the building on its left:
 * its local y points inwards and its outside face lies at y = -thickness / 2.
 */

/** A storey of one of these buildings: its elevation and its height from floor to floor. */
export interface KitStorey extends Storey {
  height: number;
}

/** A floor slab's thickness; an outside wall reaches down over the slab's edge. */
export const slabDepth = 0.3;

export const storeysOf = (levels: readonly { key: string; name: string; height: number }[], start = 0): KitStorey[] => {
  let elevation = start;
  return levels.map((level) => {
    const storey = { ...level, elevation: round(elevation, 3) };
    elevation += level.height;
    return storey;
  });
};

export interface OpeningSpec {
  kind: 'window' | 'door';
  /** Distance along the wall from its start to the opening's near edge. */
  offset: number;
  width: number;
  height: number;
  sill: number;
  /** Sashes side by side (2 puts one mullion in the middle). */
  sashes?: number;
  /** A fixed light above a transom at this height above the opening's bottom. */
  transom?: number;
  /** How far the frame sits behind the outside face; the reveal's depth. */
  setback?: number;
}

export interface WallSpec {
  key: string;
  storey: string;
  name: string;
  from: Vec2;
  to: Vec2;
  /** Bottom and top relative to the storey. */
  z: Vec2;
  thickness: number;
  look: Look;
  material: MaterialKey;
  /** The wall type's mark in the architect's catalogue, e.g. "AW 42 KS + WDVS". */
  reference: string;
  uValue: number;
  openings?: OpeningSpec[];
  /** A parapet's cap of folded aluminium, overhanging both faces. */
  coping?: boolean;
  costGroup?: CostGroup;
}

const direction = (from: Vec2, to: Vec2): Vec2 => {
  const length = Math.hypot(to[0] - from[0], to[1] - from[1]);
  return [round((to[0] - from[0]) / length, 9), round((to[1] - from[1]) / length, 9)];
};

const box = (at: Vec3, xAxis: Vec2, min: Vec3, max: Vec3): Solid => ({
  at,
  xAxis,
  min: min.map((value) => round(value, 4)) as unknown as Vec3,
  max: max.map((value) => round(value, 4)) as unknown as Vec3,
  extrusion: 'up',
});

// Aluminium profiles: the frame's face and depth, a mullion's face; the outside sill's projection and thickness.
const frame = { face: 0.07, depth: 0.09, mullion: 0.06 };
const sill = { projection: 0.05, thickness: 0.03 };
const cutMargin = 0.05;

/** An outside wall with the openings cut into it and the windows and doors that fill them. */
export function wallElements(spec: WallSpec): Element[] {
  const length = round(Math.hypot(spec.to[0] - spec.from[0], spec.to[1] - spec.from[1]), 3);
  const height = round(spec.z[1] - spec.z[0], 3);
  const xAxis = direction(spec.from, spec.to);
  const t = spec.thickness;
  const openings = spec.openings ?? [];
  const gross = length * height;
  const net = gross - openings.reduce((sum, opening) => sum + opening.width * opening.height, 0);
  const wall: Element = {
    key: spec.key,
    ifcClass: 'IfcWall',
    storey: spec.storey,
    name: spec.name,
    predefinedType: spec.coping ? 'PARAPET' : 'SOLIDWALL',
    solid: box([...spec.from, spec.z[0]], xAxis, [0, -t / 2, 0], [length, t / 2, height]),
    look: spec.look,
    ...(spec.coping
      ? {
          parts: [
            {
              solid: box([...spec.from, spec.z[0]], xAxis, [-0.03, -t / 2 - 0.04, height], [length + 0.03, t / 2 + 0.02, height + 0.04]),
              look: 'frame',
            },
          ],
        }
      : {}),
    properties: {
      Pset_WallCommon: {
        Reference: spec.reference,
        IsExternal: true,
        LoadBearing: !spec.coping,
        FireRating: spec.coping ? 'REI 30' : 'REI 90',
        ThermalTransmittance: spec.uValue,
      },
    },
    quantities: {
      Qto_WallBaseQuantities: {
        Length: length,
        Height: height,
        Width: t,
        GrossSideArea: round(gross, 3),
        NetSideArea: round(net, 3),
        NetVolume: round(net * t, 3),
      },
    },
    material: spec.material,
    costGroup: spec.costGroup ?? 331,
  };
  return [wall, ...openings.flatMap((opening, index) => openingElements(spec, opening, index + 1, xAxis))];
}

function openingElements(spec: WallSpec, opening: OpeningSpec, number: number, xAxis: Vec2): Element[] {
  const t = spec.thickness;
  const at = [
    round(spec.from[0] + opening.offset * xAxis[0], 4),
    round(spec.from[1] + opening.offset * xAxis[1], 4),
    round(spec.z[0] + opening.sill, 4),
  ] as const;
  const { width: w, height: h } = opening;
  const key = `${spec.key}/${opening.kind}/${number}`;
  const name = `${opening.kind === 'window' ? 'Fenster' : 'Tür'} ${spec.name.replace(/^Außenwand /, '')}/${number}`;
  const cut: Element = {
    key: `${key}/opening`,
    ifcClass: 'IfcOpeningElement',
    storey: spec.storey,
    name: `Öffnung ${name}`,
    predefinedType: 'OPENING',
    solid: box(at, xAxis, [0, -t / 2 - cutMargin, opening.sill === 0 ? -cutMargin : 0], [w, t / 2 + cutMargin, h]),
    look: 'air',
    properties: {},
    quantities: {},
    voids: spec.key,
  };
  // The frame's outside face sits `setback` behind the wall's; the glass in the frame's middle.
  const y0 = -t / 2 + (opening.setback ?? Math.min(0.16, t / 2 - frame.depth / 2));
  const y1 = y0 + frame.depth;
  const f = frame.face;
  const part = (min: Vec3, max: Vec3, look: Look = 'frame') => ({ solid: box(at, xAxis, min, max), look });
  const sashes = opening.sashes ?? 1;
  const mullions = Array.from({ length: sashes - 1 }, (_, index) => {
    const x = f + ((w - 2 * f) * (index + 1)) / sashes;
    return part([x - frame.mullion / 2, y0, f], [x + frame.mullion / 2, y1, h - f]);
  });
  const transom = opening.transom ? [part([f, y0, opening.transom - frame.mullion / 2], [w - f, y1, opening.transom + frame.mullion / 2])] : [];
  const outsideSill = opening.sill > 0 ? [part([0, -t / 2 - sill.projection, -sill.thickness], [w, y0, 0], 'metal')] : [];
  const window = opening.kind === 'window';
  const mark = `${Math.round(w * 100)}/${Math.round(h * 100)}`;
  const filling: Element = {
    key,
    ifcClass: window ? 'IfcWindow' : 'IfcDoor',
    storey: spec.storey,
    name,
    predefinedType: window ? 'WINDOW' : 'DOOR',
    overall: { width: w, height: h },
    // The glass is the body's first item; the frame, mullions, transom and sill follow as parts.
    solid: box(at, xAxis, [f, (y0 + y1) / 2 - 0.014, window ? f : 0], [w - f, (y0 + y1) / 2 + 0.014, h - f]),
    look: 'glass',
    parts: [
      part([0, y0, 0], [f, y1, h]),
      part([w - f, y0, 0], [w, y1, h]),
      part([f, y0, h - f], [w - f, y1, h]),
      ...(window ? [part([f, y0, 0], [w - f, y1, f])] : []),
      ...mullions,
      ...transom,
      ...outsideSill,
    ],
    properties: window
      ? { Pset_WindowCommon: { Reference: `F ${mark}`, IsExternal: true, ThermalTransmittance: 0.8, GlazingAreaFraction: 0.78 } }
      : { Pset_DoorCommon: { Reference: `T ${mark}`, IsExternal: true, ThermalTransmittance: 1.2, HandicapAccessible: w >= 1.01 } },
    quantities: { [window ? 'Qto_WindowBaseQuantities' : 'Qto_DoorBaseQuantities']: { Width: w, Height: h, Area: round(w * h, 3) } },
    fills: cut.key,
    material: 'aluminium-window',
    costGroup: 334,
  };
  return [cut, filling];
}

export interface SlabSpec {
  key: string;
  storey: string;
  name: string;
  predefinedType: 'BASESLAB' | 'FLOOR' | 'ROOF';
  x: Vec2;
  y: Vec2;
  /** Underside and top, relative to the storey. */
  z: Vec2;
  look?: Look;
  /** Rectangular holes through it (a courtyard, a stair's well). */
  holes?: { x: Vec2; y: Vec2 }[];
}

const slabCostGroup = { BASESLAB: 322, FLOOR: 351, ROOF: 361 } as const;

export function slabElements(spec: SlabSpec): Element[] {
  const width = round(spec.x[1] - spec.x[0], 3);
  const depth = round(spec.y[1] - spec.y[0], 3);
  const thickness = round(spec.z[1] - spec.z[0], 3);
  const area = round(width * depth, 3);
  const holes = spec.holes ?? [];
  const net = area - holes.reduce((sum, hole) => sum + (hole.x[1] - hole.x[0]) * (hole.y[1] - hole.y[0]), 0);
  const external = spec.predefinedType !== 'FLOOR';
  const cuts = holes.map(
    (hole, index): Element => ({
      key: `${spec.key}/opening/${index + 1}`,
      ifcClass: 'IfcOpeningElement',
      storey: spec.storey,
      name: `Aussparung ${spec.name} ${index + 1}`,
      predefinedType: 'OPENING',
      solid: box(
        [hole.x[0], hole.y[0], 0],
        [1, 0],
        [0, 0, spec.z[0] - cutMargin],
        [hole.x[1] - hole.x[0], hole.y[1] - hole.y[0], spec.z[1] + cutMargin],
      ),
      look: 'air',
      properties: {},
      quantities: {},
      voids: spec.key,
    }),
  );
  const slab: Element = {
    key: spec.key,
    ifcClass: 'IfcSlab',
    storey: spec.storey,
    name: spec.name,
    predefinedType: spec.predefinedType,
    solid: box([spec.x[0], spec.y[0], 0], [1, 0], [0, 0, spec.z[0]], [width, depth, spec.z[1]]),
    look: spec.look ?? 'concrete',
    properties: {
      Pset_SlabCommon: {
        Reference: `STB ${Math.round(thickness * 100)}`,
        IsExternal: external,
        LoadBearing: true,
        FireRating: 'REI 90',
        ...(external ? { ThermalTransmittance: spec.predefinedType === 'ROOF' ? 0.14 : 0.25 } : {}),
      },
    },
    quantities: {
      Qto_SlabBaseQuantities: {
        Width: thickness,
        Perimeter: round(2 * (width + depth), 3),
        GrossArea: area,
        NetArea: round(net, 3),
        GrossVolume: round(area * thickness, 3),
      },
    },
    material: 'concrete',
    costGroup: slabCostGroup[spec.predefinedType],
  };
  return [slab, ...cuts];
}

/** A flat roof's build-up (insulation and sealing) over a rectangle of the roof slab, `height` thick, from `base` above its storey. */
export function roofElement(key: string, storey: string, name: string, x: Vec2, y: Vec2, height = 0.26, base = 0): Element {
  const width = round(x[1] - x[0], 3);
  const depth = round(y[1] - y[0], 3);
  return {
    key,
    ifcClass: 'IfcRoof',
    storey,
    name,
    predefinedType: 'FLAT_ROOF',
    solid: box([x[0], y[0], base], [1, 0], [0, 0, 0], [width, depth, height]),
    look: 'roofing',
    properties: {
      Pset_RoofCommon: { Reference: 'Warmdach, Gefälledämmung, Kies', IsExternal: true, FireRating: 'BROOF(t1)', ThermalTransmittance: 0.14 },
    },
    quantities: { Qto_RoofBaseQuantities: { GrossArea: round(width * depth, 3) } },
    material: 'roofing',
    costGroup: 363,
  };
}

/**
 * A railing along a line: a glass balustrade in a clamp rail with a handrail on top, `height` high,
 * standing on its storey at `base`.
 */
export function railingElement(key: string, storey: string, name: string, from: Vec2, to: Vec2, base: number, height = 1.0): Element {
  const xAxis = direction(from, to);
  const length = round(Math.hypot(to[0] - from[0], to[1] - from[1]), 3);
  return {
    key,
    ifcClass: 'IfcRailing',
    storey,
    name,
    predefinedType: 'BALUSTRADE',
    solid: box([...from, base], xAxis, [0.03, -0.01, 0.08], [length - 0.03, 0.01, height - 0.06]),
    look: 'railingGlass',
    parts: [
      { solid: box([...from, base], xAxis, [0, -0.03, 0], [length, 0.03, 0.08]), look: 'frame' },
      { solid: box([...from, base], xAxis, [0, -0.025, height - 0.05], [length, 0.025, height]), look: 'frame' },
    ],
    properties: { Pset_RailingCommon: { Reference: 'Glasbrüstung VSG, Handlauf', IsExternal: true, Height: height } },
    quantities: { Qto_RailingBaseQuantities: { Length: length } },
    material: 'glass-railing',
    costGroup: 359,
  };
}

/**
 * A balcony: a cantilevered slab in front of the outside face of a wall (from `at`, `width` along the
 * wall's direction, `depth` out of the building) with a railing on its three open sides.
 */
export function balconyElements(key: string, storey: string, name: string, at: Vec2, along: Vec2, width: number, depth: number): Element[] {
  // Outwards is to the right of the wall's direction.
  const out: Vec2 = [along[1], -along[0]];
  const point = (s: number, d: number): Vec2 => [round(at[0] + along[0] * s + out[0] * d, 4), round(at[1] + along[1] * s + out[1] * d, 4)];
  const inset = 0.05;
  const slab: Element = {
    key: `${key}/slab`,
    ifcClass: 'IfcSlab',
    storey,
    name: `Balkonplatte ${name}`,
    predefinedType: 'FLOOR',
    solid: box([...at, 0], along, [0, -depth, -0.22], [width, 0, 0.02]),
    look: 'concrete',
    properties: { Pset_SlabCommon: { Reference: 'Balkon STB-Fertigteil 20', IsExternal: true, LoadBearing: true, FireRating: 'R 30' } },
    quantities: {
      Qto_SlabBaseQuantities: {
        Width: 0.24,
        GrossArea: round(width * depth, 3),
        NetArea: round(width * depth, 3),
        GrossVolume: round(width * depth * 0.24, 3),
      },
    },
    material: 'concrete',
    costGroup: 359,
  };
  return [
    slab,
    railingElement(`${key}/railing/side-1`, storey, `Geländer ${name} links`, point(inset, 0.05), point(inset, depth - inset), 0.02),
    railingElement(`${key}/railing/front`, storey, `Geländer ${name} vorn`, point(inset, depth - inset), point(width - inset, depth - inset), 0.02),
    railingElement(`${key}/railing/side-2`, storey, `Geländer ${name} rechts`, point(width - inset, depth - inset), point(width - inset, 0.05), 0.02),
  ];
}

/**
 * The four outside walls of a rectangular storey, counter-clockwise from the south-west corner, with
 * the openings each side asks for. Walls meet at the corners: the south and north walls run the whole
 * length, the east and west walls between them.
 */
export function rectangleWalls(
  base: Omit<WallSpec, 'key' | 'name' | 'from' | 'to' | 'openings'> & { keyPrefix: string; label: string },
  x: Vec2,
  y: Vec2,
  openings: Partial<Record<'south' | 'east' | 'north' | 'west', OpeningSpec[]>>,
): Element[] {
  const h = base.thickness / 2;
  const sides = {
    south: { name: 'Süd', from: [x[0], y[0] + h], to: [x[1], y[0] + h] },
    east: { name: 'Ost', from: [x[1] - h, y[0] + 2 * h], to: [x[1] - h, y[1] - 2 * h] },
    north: { name: 'Nord', from: [x[1], y[1] - h], to: [x[0], y[1] - h] },
    west: { name: 'West', from: [x[0] + h, y[1] - 2 * h], to: [x[0] + h, y[0] + 2 * h] },
  } as const;
  const { keyPrefix, label, ...wall } = base;
  return (Object.keys(sides) as (keyof typeof sides)[]).flatMap((side) =>
    wallElements({
      ...wall,
      key: `${keyPrefix}/${side}`,
      name: `Außenwand ${sides[side].name} ${label}`,
      from: sides[side].from.map((value) => round(value, 4)) as unknown as Vec2,
      to: sides[side].to.map((value) => round(value, 4)) as unknown as Vec2,
      openings: openings[side] ?? [],
    }),
  );
}

/** The length of each side of a rectangle as `rectangleWalls` runs its walls, to place openings along them. */
export function sideLengths(x: Vec2, y: Vec2, thickness: number): Record<'south' | 'east' | 'north' | 'west', number> {
  return { south: x[1] - x[0], north: x[1] - x[0], east: y[1] - y[0] - 2 * thickness, west: y[1] - y[0] - 2 * thickness };
}

/**
 * Openings in a row along a wall of `length`: `count` of them, each `width` wide, centred in equal bays
 * (a regular façade grid), or at the bay centres given.
 */
export function openingRow(length: number, count: number, make: (bayIndex: number) => Omit<OpeningSpec, 'offset'> | undefined): OpeningSpec[] {
  const bay = length / count;
  return Array.from({ length: count }, (_, index) => {
    const spec = make(index);
    return spec ? { ...spec, offset: round(bay * (index + 0.5) - spec.width / 2, 4) } : undefined;
  }).filter((spec): spec is OpeningSpec => !!spec);
}
