import { type BuildingModel, type Element, round, type Vec2 } from './building-model.ts';
import { columnElements, slabElements } from './office-architecture.ts';
import { clearHeight, columnSize, footprint, type OfficePlan, projectNames, slabThickness, wallThickness } from './office-plan.ts';

const beam = { width: 0.3, depth: 0.4 };
const pad = { size: 1.2, depth: 0.5 };
const strip = { width: 0.6, depth: 0.5 };

/**
 * Downstand beams under the slab above, along the column lines B and C: from the outside walls'
 * inner faces to the first column and from column face to column face.
 */
function beamElements(plan: OfficePlan): Element[] {
  const inner = wallThickness.exterior;
  const half = columnSize / 2;
  const spans: Vec2[] = [
    [inner, 5 - half],
    [5 + half, 10 - half],
    [10 + half, 15 - half],
    [15 + half, footprint.x - inner],
  ];
  const section = round(beam.width * beam.depth, 4);
  return plan.storeys.flatMap(({ key: storey }) =>
    (['B', 'C'] as const).flatMap((line, row) =>
      spans.map(([from, to], index) => {
        const length = round(to - from, 3);
        return {
          key: `${storey}/beam/${line}${index + 1}-${index + 2}`,
          ifcClass: 'IfcBeam',
          storey,
          name: `Unterzug ${line}${index + 1}-${index + 2} ${storey}`,
          predefinedType: 'BEAM',
          solid: {
            at: [from, 5 + 2 * row, clearHeight],
            xAxis: [1, 0],
            min: [0, -beam.width / 2, -beam.depth],
            max: [length, beam.width / 2, 0],
            extrusion: 'along',
          },
          look: 'concrete',
          properties: { Pset_BeamCommon: { Reference: 'STB 30/40', IsExternal: false, LoadBearing: true, FireRating: 'R 90' } },
          quantities: { Qto_BeamBaseQuantities: { Length: length, CrossSectionArea: section, GrossVolume: round(section * length, 3) } },
        } satisfies Element;
      }),
    ),
  );
}

/** Pad footings under the ground-floor columns and strip footings under the outside walls, below the base slab. */
function footingElements(plan: OfficePlan): Element[] {
  const storey = plan.storeys[0]!.key;
  const e = wallThickness.exterior / 2;
  const s = strip.width / 2;
  const footing = (
    key: string,
    name: string,
    predefinedType: string,
    at: Vec2,
    xAxis: Vec2,
    length: number,
    width: number,
    depth: number,
  ): Element => ({
    key: `${storey}/footing/${key}`,
    ifcClass: 'IfcFooting',
    storey,
    name,
    predefinedType,
    solid: {
      at: [...at, -slabThickness],
      xAxis,
      min: predefinedType === 'PAD_FOOTING' ? [-length / 2, -width / 2, -depth] : [0, -width / 2, -depth],
      max: predefinedType === 'PAD_FOOTING' ? [length / 2, width / 2, 0] : [length, width / 2, 0],
      extrusion: 'up',
    },
    look: 'concrete',
    properties: { Pset_FootingCommon: { Reference: predefinedType === 'PAD_FOOTING' ? 'EF 120/120/50' : 'SF 60/50', LoadBearing: true } },
    quantities: { Qto_FootingBaseQuantities: { Length: length, Width: width, Height: depth, GrossVolume: round(length * width * depth, 3) } },
  });
  const pads = plan.columns
    .filter((column) => column.storey === storey)
    .map((column) => footing(column.grid, `Einzelfundament ${column.grid}`, 'PAD_FOOTING', column.at, [1, 0], pad.size, pad.size, pad.depth));
  const inner = round(footprint.y - 2 * (e + s), 3);
  const strips = [
    footing('south', 'Streifenfundament Süd', 'STRIP_FOOTING', [0, e], [1, 0], footprint.x, strip.width, strip.depth),
    footing('east', 'Streifenfundament Ost', 'STRIP_FOOTING', [footprint.x - e, e + s], [0, 1], inner, strip.width, strip.depth),
    footing('north', 'Streifenfundament Nord', 'STRIP_FOOTING', [footprint.x, footprint.y - e], [-1, 0], footprint.x, strip.width, strip.depth),
    footing('west', 'Streifenfundament West', 'STRIP_FOOTING', [e, footprint.y - e - s], [0, -1], inner, strip.width, strip.depth),
  ];
  return [...pads, ...strips];
}

/**
 * The structural engineer's model of the same building, to merge with the architect's: same storeys
 * and coordinates, its own GlobalIds (its own key), load-bearing parts only.
 */
export function officeStructure(plan: OfficePlan): BuildingModel {
  return {
    key: 'office-structure',
    discipline: 'Tragwerksplanung',
    ...projectNames,
    storeys: plan.storeys,
    elements: [...slabElements(plan), ...columnElements(plan), ...beamElements(plan), ...footingElements(plan)],
  };
}
