import { type BuildingModel, type Element, round, type Value, type Vec2 } from './building-model.ts';
import {
  clearHeight,
  columnSize,
  footprint,
  type OfficePlan,
  type PlanOpening,
  type PlanWall,
  projectNames,
  type WallKind,
  wallThickness,
} from './office-plan.ts';

/** Wall types by kind: what the architect's wall catalogue says about each. */
const wallTypes: Record<WallKind, { reference: string; predefinedType: string; loadBearing: boolean; uValue: number; acoustic: string }> = {
  exterior: { reference: 'AW 30 Mauerwerk + WDVS', predefinedType: 'SOLIDWALL', loadBearing: true, uValue: 0.21, acoustic: 'Rw 48 dB' },
  corridor: { reference: 'IW 15 Kalksandstein', predefinedType: 'SOLIDWALL', loadBearing: true, uValue: 2.25, acoustic: 'Rw 52 dB' },
  partition: { reference: 'TW 10 Gipskarton', predefinedType: 'PARTITIONING', loadBearing: false, uValue: 0.55, acoustic: 'Rw 45 dB' },
};

// Frames sit in the middle of the wall; an opening reaches 5 cm past each face it cuts so the cut leaves no sliver.
const frameDepth = { window: 0.12, door: 0.08 };
const cutMargin = 0.05;

const direction = (from: Vec2, to: Vec2): Vec2 => {
  const length = Math.hypot(to[0] - from[0], to[1] - from[1]);
  return [round((to[0] - from[0]) / length, 9), round((to[1] - from[1]) / length, 9)];
};
const wallLength = (wall: PlanWall) => round(Math.hypot(wall.to[0] - wall.from[0], wall.to[1] - wall.from[1]), 3);

function wallElements(wall: PlanWall): Element[] {
  const type = wallTypes[wall.kind];
  const thickness = wallThickness[wall.kind];
  const length = wallLength(wall);
  const xAxis = direction(wall.from, wall.to);
  const grossArea = length * clearHeight;
  const netArea = grossArea - wall.openings.reduce((sum, opening) => sum + opening.width * opening.height, 0);
  const properties: Record<string, Value> = {
    Reference: type.reference,
    IsExternal: wall.kind === 'exterior',
    LoadBearing: type.loadBearing,
    FireRating: wall.fireRating,
    ThermalTransmittance: type.uValue,
    AcousticRating: type.acoustic,
  };
  const element: Element = {
    key: wall.key,
    ifcClass: 'IfcWall',
    storey: wall.storey,
    name: wall.name,
    predefinedType: type.predefinedType,
    solid: { at: [...wall.from, 0], xAxis, min: [0, -thickness / 2, 0], max: [length, thickness / 2, clearHeight], extrusion: 'up' },
    look: wall.kind === 'partition' ? 'drywall' : 'masonry',
    properties: { Pset_WallCommon: properties },
    quantities: {
      Qto_WallBaseQuantities: {
        Length: length,
        Height: clearHeight,
        Width: thickness,
        GrossSideArea: round(grossArea, 3),
        NetSideArea: round(netArea, 3),
        NetVolume: round(netArea * thickness, 3),
      },
    },
  };
  return [element, ...wall.openings.flatMap((opening) => openingElements(wall, opening, xAxis))];
}

/** The opening a door or window needs in its wall, and the door or window filling it. */
function openingElements(wall: PlanWall, opening: PlanOpening, xAxis: Vec2): Element[] {
  const at = [round(wall.from[0] + opening.offset * xAxis[0], 6), round(wall.from[1] + opening.offset * xAxis[1], 6), opening.sill] as const;
  const reach = wallThickness[wall.kind] / 2 + cutMargin;
  const below = opening.sill === 0 ? cutMargin : 0;
  const external = wall.kind === 'exterior';
  const frame = frameDepth[opening.kind] / 2;
  const size = { Width: opening.width, Height: opening.height, Area: round(opening.width * opening.height, 3) };
  const mark = `${Math.round(opening.width * 1000) / 10}/${Math.round(opening.height * 1000) / 10}`;
  const cut: Element = {
    key: `${opening.key}/opening`,
    ifcClass: 'IfcOpeningElement',
    storey: wall.storey,
    name: `Öffnung ${opening.name}`,
    predefinedType: 'OPENING',
    solid: { at, xAxis, min: [0, -reach, -below], max: [opening.width, reach, opening.height], extrusion: 'up' },
    look: 'air',
    properties: {},
    quantities: {},
    voids: wall.key,
  };
  const filling: Element = {
    key: opening.key,
    ifcClass: opening.kind === 'window' ? 'IfcWindow' : 'IfcDoor',
    storey: wall.storey,
    name: opening.name,
    predefinedType: opening.kind === 'window' ? 'WINDOW' : 'DOOR',
    overall: { width: opening.width, height: opening.height },
    solid: { at, xAxis, min: [0, -frame, 0], max: [opening.width, frame, opening.height], extrusion: 'up' },
    look: opening.kind === 'window' ? 'glass' : 'wood',
    properties:
      opening.kind === 'window'
        ? { Pset_WindowCommon: { Reference: `F ${mark}`, IsExternal: external, ThermalTransmittance: 0.9, GlazingAreaFraction: 0.72 } }
        : {
            Pset_DoorCommon: {
              Reference: `T ${mark}`,
              IsExternal: external,
              // Doors onto the corridor keep its smoke out (RS, self-closing); outside doors keep the weather out.
              ...(external ? { ThermalTransmittance: 1.3 } : { FireRating: 'RS' }),
              SelfClosing: !external,
              HandicapAccessible: opening.width >= 1.01,
            },
          },
    quantities: { [opening.kind === 'window' ? 'Qto_WindowBaseQuantities' : 'Qto_DoorBaseQuantities']: size },
    fills: cut.key,
  };
  return [cut, filling];
}

function spaceElements(plan: OfficePlan): Element[] {
  const publicRooms = new Set(['Empfang', 'Flur', 'WC', 'Besprechung']);
  return plan.spaces.map((space) => {
    const width = round(space.x[1] - space.x[0], 3);
    const depth = round(space.y[1] - space.y[0], 3);
    const area = round(width * depth, 2);
    return {
      key: space.key,
      ifcClass: 'IfcSpace',
      storey: space.storey,
      name: `${space.usage} ${space.number}`,
      longName: space.usage,
      predefinedType: 'INTERNAL',
      solid: { at: [space.x[0], space.y[0], 0], xAxis: [1, 0], min: [0, 0, 0], max: [width, depth, clearHeight], extrusion: 'up' },
      look: 'air',
      properties: {
        Pset_SpaceCommon: {
          Reference: space.number,
          IsExternal: false,
          NetPlannedArea: area,
          PubliclyAccessible: publicRooms.has(space.usage),
          // No lift: only the ground floor is step-free.
          HandicapAccessible: space.storey === 'EG',
        },
      },
      quantities: {
        Qto_SpaceBaseQuantities: {
          Height: clearHeight,
          NetFloorArea: area,
          NetPerimeter: round(2 * (width + depth), 3),
          NetVolume: round(area * clearHeight, 3),
        },
      },
    };
  });
}

/** Floor and roof slabs over the whole footprint, the same in the architecture and the structure model. */
export function slabElements(plan: OfficePlan): Element[] {
  return plan.slabs.map((slab) => {
    const thickness = round(slab.z[1] - slab.z[0], 3);
    const area = footprint.x * footprint.y;
    const external = slab.predefinedType !== 'FLOOR';
    return {
      key: slab.key,
      ifcClass: 'IfcSlab',
      storey: slab.storey,
      name: slab.name,
      predefinedType: slab.predefinedType,
      solid: { at: [0, 0, 0], xAxis: [1, 0], min: [0, 0, slab.z[0]], max: [footprint.x, footprint.y, slab.z[1]], extrusion: 'up' },
      look: 'concrete',
      properties: {
        Pset_SlabCommon: {
          Reference: `STB ${Math.round(thickness * 100)}`,
          IsExternal: external,
          LoadBearing: true,
          FireRating: 'REI 90',
          ...(external ? { ThermalTransmittance: slab.predefinedType === 'ROOF' ? 0.14 : 0.25 } : { AcousticRating: "L'n,w 46 dB" }),
        },
      },
      quantities: {
        Qto_SlabBaseQuantities: {
          Width: thickness,
          Perimeter: 2 * (footprint.x + footprint.y),
          GrossArea: area,
          GrossVolume: round(area * thickness, 3),
        },
      },
    };
  });
}

/** Reinforced concrete columns in the corridor walls, the same in the architecture and the structure model. */
export function columnElements(plan: OfficePlan): Element[] {
  const half = columnSize / 2;
  const section = round(columnSize * columnSize, 4);
  return plan.columns.map((column) => ({
    key: column.key,
    ifcClass: 'IfcColumn',
    storey: column.storey,
    name: column.name,
    predefinedType: 'COLUMN',
    solid: { at: [...column.at, 0], xAxis: [1, 0], min: [-half, -half, 0], max: [half, half, clearHeight], extrusion: 'up' },
    look: 'concrete',
    properties: { Pset_ColumnCommon: { Reference: 'STB 30/30', IsExternal: false, LoadBearing: true, FireRating: 'R 90' } },
    quantities: { Qto_ColumnBaseQuantities: { Length: clearHeight, CrossSectionArea: section, GrossVolume: round(section * clearHeight, 3) } },
  }));
}

/** The architect's model of the plan: walls with their doors and windows, slabs, columns and rooms. */
export function officeArchitecture(plan: OfficePlan): BuildingModel {
  return {
    key: 'office-architecture',
    discipline: 'Architektur',
    ...projectNames,
    storeys: plan.storeys,
    elements: [...plan.walls.flatMap(wallElements), ...slabElements(plan), ...columnElements(plan), ...spaceElements(plan)],
  };
}
