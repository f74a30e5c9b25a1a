import { type Element, round, type Vec2 } from './building-model.ts';
import { clearHeight, columnSize, core, gridAxes, gridLines, type OfficePlan, wallThickness } from './office-plan.ts';

const beam = { width: 0.3, depth: 0.4 };

/**
 * Downstand beams under the slab above each storey, along grid lines B and C: from the outside walls'
 * inner faces to the first column, column face to column face, and on line C to the core's walls.
 * The same in the architecture and the structure model.
 */
export function beamElements(plan: OfficePlan): Element[] {
  const inner = wallThickness.exterior;
  const half = columnSize / 2;
  const coreFace = wallThickness.core / 2;
  const last = gridAxes[gridAxes.length - 1]! - inner;
  const spans: Record<'B' | 'C', [string, Vec2][]> = {
    B: [
      ['1-2', [inner, gridAxes[1] - half]],
      ['2-3', [gridAxes[1] + half, gridAxes[2] - half]],
      ['3-4', [gridAxes[2] + half, gridAxes[3] - half]],
      ['4-5', [gridAxes[3] + half, gridAxes[4] - half]],
      ['5-6', [gridAxes[4] + half, last]],
    ],
    C: [
      ['1-2', [inner, gridAxes[1] - half]],
      ['2-3', [gridAxes[1] + half, core.x[0] - coreFace]],
      ['4-5', [core.x[1] + coreFace, gridAxes[4] - half]],
      ['5-6', [gridAxes[4] + half, last]],
    ],
  };
  const section = round(beam.width * beam.depth, 4);
  const label = (storey: string) => plan.storeys.find((candidate) => candidate.key === storey)!.key.replace(/^(\d)OG$/, '$1.OG');
  return plan.storeys
    .filter(({ key }) => key !== 'DACH')
    .flatMap(({ key: storey }) =>
      (['B', 'C'] as const).flatMap((line) =>
        spans[line].map(([axes, [from, to]]) => {
          const length = round(to - from, 3);
          return {
            key: `${storey}/beam/${line}${axes}`,
            ifcClass: 'IfcBeam',
            storey,
            name: `Unterzug ${line}${axes} ${label(storey)}`,
            predefinedType: 'BEAM',
            solid: {
              at: [round(from, 3), gridLines[line], clearHeight],
              xAxis: [1, 0],
              min: [0, -beam.width / 2, -beam.depth],
              max: [length, beam.width / 2, 0],
              extrusion: 'along',
            },
            look: 'concrete',
            properties: { Pset_BeamCommon: { Reference: 'STB 30/40', IsExternal: false, LoadBearing: true, FireRating: 'R 90' } },
            quantities: { Qto_BeamBaseQuantities: { Length: length, CrossSectionArea: section, GrossVolume: round(section * length, 3) } },
            material: 'concrete',
            costGroup: 351,
          } satisfies Element;
        }),
      ),
    );
}
