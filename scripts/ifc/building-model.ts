/**
 * What a sample model holds, independent of IFC's spelling: storeys and the elements in them, each
 * with one box-shaped solid, its attributes, property sets and base quantities. The IFC writer turns
 * it into a file; the tests read the file back and compare it with this.
 */

export type Vec2 = readonly [number, number];
export type Vec3 = readonly [number, number, number];
export type Value = string | number | boolean;

export const elementClasses = [
  'IfcWall',
  'IfcSlab',
  'IfcColumn',
  'IfcBeam',
  'IfcFooting',
  'IfcDoor',
  'IfcWindow',
  'IfcSpace',
  'IfcOpeningElement',
  'IfcStairFlight',
  'IfcRailing',
  'IfcTransportElement',
  'IfcRoof',
  'IfcDuctSegment',
  'IfcPipeSegment',
  'IfcAirTerminal',
  'IfcUnitaryEquipment',
] as const;
export type ElementClass = (typeof elementClasses)[number];
/** Every IfcProduct class a sample model can hold: the spatial structure and the elements. */
export const productClasses = ['IfcSite', 'IfcBuilding', 'IfcBuildingStorey', ...elementClasses] as const;
export type ProductClass = (typeof productClasses)[number];

/** How an element is drawn, so a viewer can tell glass from concrete without reading properties. */
export type Look =
  | 'masonry'
  | 'drywall'
  | 'concrete'
  | 'glass'
  | 'wood'
  | 'air'
  | 'roofing'
  | 'metal'
  | 'brick'
  | 'timber'
  | 'stone'
  | 'frame'
  | 'cladding'
  | 'plinth'
  | 'greenRoof'
  | 'railingGlass'
  | 'supplyAir'
  | 'extractAir'
  | 'coldWater'
  | 'hotWater'
  | 'heating';

export interface Storey {
  key: string;
  name: string;
  elevation: number;
}

/**
 * A body in the element's own coordinates: `at` (relative to its storey) is the origin, local x points
 * along `xAxis` in plan, z up; `min` and `max` bound it. Walls, slabs and columns are boxes extruded
 * upwards, beams and ducts along their length; pipes are round (`section`), and a stair flight is its
 * side view (`profile`: x along the run, z up) extruded across its width.
 */
export interface Solid {
  at: Vec3;
  xAxis: Vec2;
  min: Vec3;
  max: Vec3;
  extrusion: 'up' | 'along' | 'across';
  section?: 'round';
  profile?: readonly Vec2[];
}

export interface Element {
  /** Stable name the GlobalId derives from: it survives renaming and revising. */
  key: string;
  ifcClass: ElementClass;
  storey: string;
  name: string;
  longName?: string;
  predefinedType: string;
  /** OverallWidth and OverallHeight of doors and windows. */
  overall?: { width: number; height: number };
  solid: Solid;
  look: Look;
  /**
   * Further bodies of the same element, each with its own look, in the same Body representation: a
   * window's frame and sill beside its glass, a parapet's metal coping on its wall.
   */
  parts?: readonly { solid: Solid; look: Look }[];
  properties: Record<string, Record<string, Value>>;
  quantities: Record<string, Record<string, number>>;
  /** Opening elements: the key of the wall they cut. */
  voids?: string;
  /** Doors and windows: the key of the opening they fill. */
  fills?: string;
  /** Stair flights: risers, treads and their sizes (IfcStairFlight's own attributes). */
  flight?: { risers: number; treads: number; riserHeight: number; treadLength: number };
  /** The key of its material or layer set in `materials.ts`. */
  material?: string;
  /** Its DIN 276 cost group (Kostengruppe), e.g. 331. */
  costGroup?: number;
  /** Building services: the key of the distribution system it belongs to. */
  system?: string;
}

/** A building services system (IfcDistributionSystem) the model's ducts and pipes are grouped in. */
export interface DistributionSystem {
  key: string;
  name: string;
  predefinedType: string;
}

export interface BuildingModel {
  /** Names the family of GlobalIds: revisions of one model share it, other disciplines have their own. */
  key: string;
  discipline: string;
  projectName: string;
  siteName: string;
  buildingName: string;
  storeys: Storey[];
  elements: Element[];
  systems?: DistributionSystem[];
}

/** Rounds a length, area or volume the way a quantity take-off prints it. */
export const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

/**
 * How an element is related to its storey: spaces are parts of it (IfcRelAggregates), openings
 * belong to the wall they cut (IfcRelVoidsElement), everything else is contained in it.
 */
export function spatialRelation(ifcClass: ElementClass): 'aggregated' | 'contained' | 'voids' {
  if (ifcClass === 'IfcSpace') return 'aggregated';
  if (ifcClass === 'IfcOpeningElement') return 'voids';
  return 'contained';
}

/**
 * The attributes and properties a revision can change, flat: attribute names as they are
 * (`Name`, `OverallWidth`), properties and quantities as `Set.Property`.
 */
export function elementFacts(element: Element): Record<string, Value> {
  const facts: Record<string, Value> = { Name: element.name, PredefinedType: element.predefinedType };
  if (element.longName !== undefined) facts.LongName = element.longName;
  if (element.overall) {
    facts.OverallWidth = element.overall.width;
    facts.OverallHeight = element.overall.height;
  }
  for (const sets of [element.properties, element.quantities]) {
    for (const [set, values] of Object.entries(sets)) {
      for (const [name, value] of Object.entries(values)) facts[`${set}.${name}`] = value;
    }
  }
  return facts;
}

/** The axis-aligned bounds of an element's solid in the building's coordinates (z up, metres). */
export function worldBounds(element: Element, storeys: readonly Storey[]): { min: Vec3; max: Vec3 } {
  const storey = storeys.find((candidate) => candidate.key === element.storey);
  if (!storey) throw new Error(`${element.key}: no storey ${element.storey}`);
  const { at, xAxis, min, max } = element.solid;
  const [ux, uy] = xAxis;
  const corners = [min[0], max[0]].flatMap((x) => [min[1], max[1]].map((y) => [at[0] + x * ux - y * uy, at[1] + x * uy + y * ux] as const));
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  const z0 = storey.elevation + at[2];
  return { min: [Math.min(...xs), Math.min(...ys), z0 + min[2]], max: [Math.max(...xs), Math.max(...ys), z0 + max[2]] };
}
