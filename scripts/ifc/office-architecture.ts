import { type BuildingModel, type Element, round, type Value, type Vec2 } from './building-model.ts';
import type { CostGroup } from './din-276.ts';
import type { MaterialKey } from './materials.ts';
import { beamElements } from './office-beams.ts';
import {
  clearHeight,
  columnSize,
  footprint,
  type OfficePlan,
  type PlanFlight,
  type PlanOpening,
  type PlanSlab,
  type PlanWall,
  projectNames,
  stair,
  type WallKind,
  wallThickness,
} from './office-plan.ts';

/** Wall types by kind: what the architect's wall catalogue says about each. */
const wallTypes: Record<
  WallKind,
  { reference: string; predefinedType: string; loadBearing: boolean; uValue: number; acoustic: string; material: MaterialKey; costGroup: CostGroup }
> = {
  exterior: {
    reference: 'AW 40 STB + WDVS',
    predefinedType: 'SOLIDWALL',
    loadBearing: true,
    uValue: 0.18,
    acoustic: 'Rw 55 dB',
    material: 'exterior-wall',
    costGroup: 331,
  },
  corridor: {
    reference: 'IW 15 Kalksandstein',
    predefinedType: 'SOLIDWALL',
    loadBearing: false,
    uValue: 2.25,
    acoustic: 'Rw 52 dB',
    material: 'corridor-wall',
    costGroup: 342,
  },
  partition: {
    reference: 'TW 10 Gipskarton',
    predefinedType: 'PARTITIONING',
    loadBearing: false,
    uValue: 0.55,
    acoustic: 'Rw 45 dB',
    material: 'partition',
    costGroup: 342,
  },
  core: {
    reference: 'IW 25 STB',
    predefinedType: 'SHEAR',
    loadBearing: true,
    uValue: 3.1,
    acoustic: 'Rw 60 dB',
    material: 'core-wall',
    costGroup: 341,
  },
  parapet: {
    reference: 'Attika STB 20',
    predefinedType: 'PARAPET',
    loadBearing: true,
    uValue: 3.3,
    acoustic: 'Rw 55 dB',
    material: 'parapet',
    costGroup: 331,
  },
};

// Frames sit in the middle of the wall; an opening reaches 5 cm past each face it cuts so the cut leaves no sliver.
const frameDepth = { window: 0.12, door: 0.08 };
const cutMargin = 0.05;

export const direction = (from: Vec2, to: Vec2): Vec2 => {
  const length = Math.hypot(to[0] - from[0], to[1] - from[1]);
  return [round((to[0] - from[0]) / length, 9), round((to[1] - from[1]) / length, 9)];
};
export const wallLength = (wall: PlanWall) => round(Math.hypot(wall.to[0] - wall.from[0], wall.to[1] - wall.from[1]), 3);

export function wallElements(wall: PlanWall): Element[] {
  const type = wallTypes[wall.kind];
  const thickness = wallThickness[wall.kind];
  const length = wallLength(wall);
  const height = round(wall.z[1] - wall.z[0], 3);
  const xAxis = direction(wall.from, wall.to);
  const grossArea = length * height;
  const netArea = grossArea - wall.openings.reduce((sum, opening) => sum + opening.width * opening.height, 0);
  const external = wall.kind === 'exterior' || wall.kind === 'parapet';
  const properties: Record<string, Value> = {
    Reference: type.reference,
    IsExternal: external,
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
    solid: { at: [...wall.from, wall.z[0]], xAxis, min: [0, -thickness / 2, 0], max: [length, thickness / 2, height], extrusion: 'up' },
    look: wall.kind === 'partition' ? 'drywall' : wall.kind === 'core' ? 'concrete' : 'masonry',
    properties: { Pset_WallCommon: properties },
    quantities: {
      Qto_WallBaseQuantities: {
        Length: length,
        Height: height,
        Width: thickness,
        GrossSideArea: round(grossArea, 3),
        NetSideArea: round(netArea, 3),
        NetVolume: round(netArea * thickness, 3),
      },
    },
    material: type.material,
    costGroup: type.costGroup,
  };
  return [element, ...wall.openings.flatMap((opening) => openingElements(wall, opening, xAxis))];
}

/** The opening a door or window needs in its wall, and the door or window filling it. */
function openingElements(wall: PlanWall, opening: PlanOpening, xAxis: Vec2): Element[] {
  const at = [
    round(wall.from[0] + opening.offset * xAxis[0], 6),
    round(wall.from[1] + opening.offset * xAxis[1], 6),
    round(wall.z[0] + opening.sill, 6),
  ] as const;
  const reach = wallThickness[wall.kind] / 2 + cutMargin;
  const below = opening.sill === 0 ? cutMargin : 0;
  const external = wall.kind === 'exterior' || wall.kind === 'parapet';
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
  const window = opening.kind === 'window';
  // Room 09 of every floor is the stair.
  const stairWindow = window && /\.09-\d+$/.test(opening.key);
  const filling: Element = {
    key: opening.key,
    ifcClass: window ? 'IfcWindow' : 'IfcDoor',
    storey: wall.storey,
    name: opening.name,
    predefinedType: window ? 'WINDOW' : 'DOOR',
    overall: { width: opening.width, height: opening.height },
    solid: { at, xAxis, min: [0, -frame, 0], max: [opening.width, frame, opening.height], extrusion: 'up' },
    look: window ? 'glass' : opening.fire ? 'metal' : 'wood',
    properties: window
      ? {
          Pset_WindowCommon: {
            Reference: `F ${mark}`,
            IsExternal: external,
            ThermalTransmittance: stairWindow ? 1.1 : 0.9,
            // The stair's windows close its escape route's fire compartment; the others have no rating to meet.
            FireRating: stairWindow ? 'E 30' : 'ohne',
            GlazingAreaFraction: 0.72,
          },
        }
      : {
          Pset_DoorCommon: {
            Reference: `T ${mark}`,
            IsExternal: external,
            // Doors onto the stair and the lift keep fire and smoke out; office doors onto the corridor its smoke.
            FireRating: opening.fire ? 'T30-RS' : external ? 'ohne' : 'RS',
            ...(external ? { ThermalTransmittance: 1.3 } : {}),
            SelfClosing: !external,
            HandicapAccessible: opening.width >= 1.01,
          },
        },
    quantities: { [window ? 'Qto_WindowBaseQuantities' : 'Qto_DoorBaseQuantities']: size },
    fills: cut.key,
    material: window ? 'window' : opening.fire ? 'steel-door' : 'door',
    costGroup: external ? 334 : 344,
  };
  return [cut, filling];
}

function spaceElements(plan: OfficePlan): Element[] {
  // Where visitors go unaccompanied; meeting rooms are booked, not public.
  const publicRooms = new Set(['Foyer', 'Flur', 'WC', 'Treppenhaus']);
  const closed = new Set(['Schacht', 'Aufzug', 'Technik']);
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
          HandicapAccessible: !closed.has(space.usage),
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

const slabCostGroup: Record<PlanSlab['predefinedType'], CostGroup> = { BASESLAB: 322, FLOOR: 351, ROOF: 361, LANDING: 351 };

/** Floor, roof and landing slabs with the stair's and the shafts' holes, the same in the architecture and the structure model. */
export function slabElements(plan: OfficePlan): Element[] {
  return plan.slabs.flatMap((slab) => {
    const thickness = round(slab.z[1] - slab.z[0], 3);
    const width = round(slab.x[1] - slab.x[0], 3);
    const depth = round(slab.y[1] - slab.y[0], 3);
    const area = round(width * depth, 3);
    const holes = slab.openings.reduce((sum, hole) => sum + (hole.x[1] - hole.x[0]) * (hole.y[1] - hole.y[0]), 0);
    const external = slab.predefinedType === 'BASESLAB' || slab.predefinedType === 'ROOF';
    const element: Element = {
      key: slab.key,
      ifcClass: 'IfcSlab',
      storey: slab.storey,
      name: slab.name,
      predefinedType: slab.predefinedType,
      solid: { at: [slab.x[0], slab.y[0], 0], xAxis: [1, 0], min: [0, 0, slab.z[0]], max: [width, depth, slab.z[1]], extrusion: 'up' },
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
          Perimeter: round(2 * (width + depth), 3),
          GrossArea: area,
          NetArea: round(area - holes, 3),
          GrossVolume: round(area * thickness, 3),
        },
      },
      material: thickness === 0.3 ? 'floor-slab' : thickness === 0.2 ? 'landing' : 'concrete',
      costGroup: slabCostGroup[slab.predefinedType],
    };
    const cuts = slab.openings.map(
      (hole): Element => ({
        key: hole.key,
        ifcClass: 'IfcOpeningElement',
        storey: slab.storey,
        name: hole.name,
        predefinedType: 'OPENING',
        solid: {
          at: [hole.x[0], hole.y[0], 0],
          xAxis: [1, 0],
          min: [0, 0, slab.z[0] - cutMargin],
          max: [round(hole.x[1] - hole.x[0], 3), round(hole.y[1] - hole.y[0], 3), slab.z[1] + cutMargin],
          extrusion: 'up',
        },
        look: 'air',
        properties: {},
        quantities: {},
        voids: slab.key,
      }),
    );
    return [element, ...cuts];
  });
}

/** Reinforced concrete columns on the grid, the same in the architecture and the structure model. */
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
    material: 'concrete',
    costGroup: 343,
  }));
}

/**
 * A flight's side view: ten risers and nine treads on top, a sloping soffit 18 cm below the steps'
 * inner corners, in the flight's own x (along the run) and z.
 */
function flightProfile(): Vec2[] {
  const { risers, riserHeight: r, treadLength: t } = stair;
  const waist = 0.18;
  const steps: Vec2[] = [[0, 0]];
  for (let step = 0; step < risers - 1; step++)
    steps.push([round(step * t, 3), round((step + 1) * r, 3)], [round((step + 1) * t, 3), round((step + 1) * r, 3)]);
  const run = round((risers - 1) * t, 3);
  const rise = round(risers * r, 3);
  const slope = r / t;
  steps.push([run, rise], [run, round(rise - r - waist, 3)], [round(waist / slope, 3), 0]);
  return steps;
}

export function flightElements(plan: OfficePlan): Element[] {
  const profile = flightProfile();
  const run = round((stair.risers - 1) * stair.treadLength, 3);
  const rise = round(stair.risers * stair.riserHeight, 3);
  return plan.flights.map((flight: PlanFlight) => ({
    key: flight.key,
    ifcClass: 'IfcStairFlight',
    storey: flight.storey,
    name: flight.name,
    predefinedType: 'STRAIGHT',
    flight: { risers: stair.risers, treads: stair.risers - 1, riserHeight: stair.riserHeight, treadLength: stair.treadLength },
    solid: {
      at: [...flight.start, flight.base],
      xAxis: flight.direction,
      min: [0, 0, 0],
      max: [run, stair.width, rise],
      extrusion: 'across',
      profile,
    },
    look: 'concrete',
    properties: {
      Pset_StairFlightCommon: {
        Reference: 'Fertigteillauf 17,5/27',
        NumberOfRiser: stair.risers,
        NumberOfTreads: stair.risers - 1,
        RiserHeight: stair.riserHeight,
        TreadLength: stair.treadLength,
      },
    },
    quantities: { Qto_StairFlightBaseQuantities: { Length: round(Math.hypot(run, rise), 3) } },
    material: 'concrete',
    costGroup: 351,
  }));
}

/** The lift's car, parked on the ground floor, and the roof's build-up of insulation and sealing on the roof slab. */
function liftAndRoof(): Element[] {
  const car = { x: [14.3, 15.4], y: [8.4, 10.3], height: 2.3 } as const;
  const roof = {
    x: [wallThickness.parapet, footprint.x - wallThickness.parapet],
    y: [wallThickness.parapet, footprint.y - wallThickness.parapet],
  } as const;
  const roofArea = round((roof.x[1] - roof.x[0]) * (roof.y[1] - roof.y[0]), 3);
  return [
    {
      key: 'EG/lift/A1',
      ifcClass: 'IfcTransportElement',
      storey: 'EG',
      name: 'Aufzug A1',
      predefinedType: 'ELEVATOR',
      solid: {
        at: [car.x[0], car.y[0], 0],
        xAxis: [1, 0],
        min: [0, 0, 0],
        max: [round(car.x[1] - car.x[0], 3), round(car.y[1] - car.y[0], 3), car.height],
        extrusion: 'up',
      },
      look: 'metal',
      properties: { Pset_TransportElementCommon: { Reference: 'Personenaufzug 630 kg, 8 Personen', FireExit: false } },
      quantities: {},
      material: 'sheet-steel',
      costGroup: 461,
    },
    {
      key: 'DACH/roof',
      ifcClass: 'IfcRoof',
      storey: 'DACH',
      name: 'Flachdach',
      predefinedType: 'FLAT_ROOF',
      solid: {
        at: [roof.x[0], roof.y[0], 0],
        xAxis: [1, 0],
        min: [0, 0, 0],
        max: [round(roof.x[1] - roof.x[0], 3), round(roof.y[1] - roof.y[0], 3), 0.24],
        extrusion: 'up',
      },
      look: 'roofing',
      properties: {
        Pset_RoofCommon: { Reference: 'Warmdach, Gefälledämmung', IsExternal: true, FireRating: 'BROOF(t1)', ThermalTransmittance: 0.14 },
      },
      quantities: { Qto_RoofBaseQuantities: { GrossArea: roofArea } },
      material: 'roofing',
      costGroup: 363,
    },
  ];
}

/** The architect's model of the plan: walls with their doors and windows, slabs, columns, beams, the stair, the lift, the roof and the rooms. */
export function officeArchitecture(plan: OfficePlan): BuildingModel {
  return {
    key: 'office-architecture',
    discipline: 'Architektur',
    ...projectNames,
    storeys: plan.storeys,
    elements: [
      ...plan.walls.flatMap(wallElements),
      ...slabElements(plan),
      ...columnElements(plan),
      ...beamElements(plan),
      ...flightElements(plan),
      ...liftAndRoof(),
      ...spaceElements(plan),
    ],
  };
}
