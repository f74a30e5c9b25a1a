import { type BuildingModel, type Element, round, type Vec2 } from './building-model.ts';
import { columnElements, slabElements, wallElements } from './office-architecture.ts';
import { beamElements } from './office-beams.ts';
import { core, footprint, gridLines, type OfficePlan, projectNames, slabThickness, wallThickness } from './office-plan.ts';

const pad = { size: 1.4, depth: 0.6 };
const strip = { width: 0.8, depth: 0.6 };
const raft = 0.8;
/** The concrete layer of an outside wall: its inner 20 cm, the insulation outside it is the architect's. */
const concreteLayer = 0.2;

/**
 * The load-bearing walls as the structural engineer models them: the outside walls' concrete layer
 * with its openings (no windows or doors in them), the core's walls and the parapet.
 */
function structuralWalls(plan: OfficePlan): Element[] {
  return plan.walls
    .filter((wall) => wall.kind === 'exterior' || wall.kind === 'core' || wall.kind === 'parapet')
    .flatMap(wallElements)
    .filter((element) => element.ifcClass === 'IfcWall' || element.ifcClass === 'IfcOpeningElement')
    .map((element) => {
      if (element.ifcClass !== 'IfcWall') return element;
      const exterior = element.properties.Pset_WallCommon!.Reference === 'AW 40 STB + WDVS';
      const thickness = exterior ? concreteLayer : (element.quantities.Qto_WallBaseQuantities!.Width as number);
      const { Length: length, Height: height, NetSideArea: net } = element.quantities.Qto_WallBaseQuantities!;
      return {
        ...element,
        // An outside wall's local y points inwards: its concrete is the inner half.
        solid: exterior ? { ...element.solid, min: [0, 0, 0] as const, max: [length!, concreteLayer, height!] as const } : element.solid,
        look: 'concrete',
        properties: {
          Pset_WallCommon: {
            Reference: `STB ${Math.round(thickness * 100)}`,
            IsExternal: element.properties.Pset_WallCommon!.IsExternal!,
            LoadBearing: true,
            FireRating: 'REI 90',
          },
        },
        quantities: {
          Qto_WallBaseQuantities: { Length: length!, Height: height!, Width: thickness, NetSideArea: net!, NetVolume: round(net! * thickness, 3) },
        },
        material: 'structural-wall',
      } satisfies Element;
    });
}

/** Pad footings under the ground-floor columns, strip footings under the outside walls and a raft under the core, below the base slab. */
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
      min: predefinedType === 'STRIP_FOOTING' ? [0, -width / 2, -depth] : [-length / 2, -width / 2, -depth],
      max: predefinedType === 'STRIP_FOOTING' ? [length, width / 2, 0] : [length / 2, width / 2, 0],
      extrusion: 'up',
    },
    look: 'concrete',
    properties: {
      Pset_FootingCommon: {
        Reference: key === 'core' ? 'FP 80' : predefinedType === 'PAD_FOOTING' ? 'EF 140/140/60' : 'SF 80/60',
        LoadBearing: true,
      },
    },
    quantities: { Qto_FootingBaseQuantities: { Length: length, Width: width, Height: depth, GrossVolume: round(length * width * depth, 3) } },
    material: 'footing-concrete',
    costGroup: 322,
  });
  const pads = plan.columns
    .filter((column) => column.storey === storey)
    .map((column) => footing(column.grid, `Einzelfundament ${column.grid}`, 'PAD_FOOTING', column.at, [1, 0], pad.size, pad.size, pad.depth));
  const between = round(footprint.y - 2 * (e + s), 3);
  const strips = [
    footing('south', 'Streifenfundament Süd', 'STRIP_FOOTING', [0, e], [1, 0], footprint.x, strip.width, strip.depth),
    footing('east', 'Streifenfundament Ost', 'STRIP_FOOTING', [footprint.x - e, e + s], [0, 1], between, strip.width, strip.depth),
    footing('north', 'Streifenfundament Nord', 'STRIP_FOOTING', [footprint.x, footprint.y - e], [-1, 0], footprint.x, strip.width, strip.depth),
    footing('west', 'Streifenfundament West', 'STRIP_FOOTING', [e, footprint.y - e - s], [0, -1], between, strip.width, strip.depth),
  ];
  const k = wallThickness.core / 2;
  const raftX: Vec2 = [core.x[0] - k - 0.3, core.x[1] + k + 0.3];
  const raftY: Vec2 = [gridLines.C - k - 0.3, round(footprint.y - wallThickness.exterior - s, 3)];
  const raftLength = round(raftX[1] - raftX[0], 3);
  const raftWidth = round(raftY[1] - raftY[0], 3);
  const coreRaft = footing(
    'core',
    'Fundamentplatte Kern',
    'PAD_FOOTING',
    [round((raftX[0] + raftX[1]) / 2, 3), round((raftY[0] + raftY[1]) / 2, 3)],
    [1, 0],
    raftLength,
    raftWidth,
    raft,
  );
  return [...pads, ...strips, coreRaft];
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
    elements: [...slabElements(plan), ...structuralWalls(plan), ...columnElements(plan), ...beamElements(plan), ...footingElements(plan)],
  };
}
