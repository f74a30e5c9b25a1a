import type { BuildingModel, Element, Vec2 } from './building-model.ts';
import {
  type KitStorey,
  type OpeningSpec,
  openingRow,
  rectangleWalls,
  roofElement,
  sideLengths,
  slabDepth,
  slabElements,
  storeysOf,
} from './render-kit.ts';

/**
 * The primary school of the architects' case study (Leipzig, three forms of entry, with a sports hall),
 * as its architect's model: a teaching wing of three storeys, 86.4 x 18.9 m on a 2.70 m grid, with a
 * clinker plinth and larch boarding above, classrooms to the south behind large windows; south of its
 * east end, across the school yard's edge, a two-court sports hall, 27.0 x 45.9 m and 10.7 m high, clinker
 * below and larch above a band of clerestory windows under its flat roof; between them a glazed
 * single-storey foyer with the entrance.
 */

const bay = 2.7;
const wing = { x: [0, 32 * bay] as Vec2, y: [0, 7 * bay] as Vec2 };
const hall = { x: [22 * bay, 32 * bay] as Vec2, y: [-6 - 17 * bay, -6] as Vec2 };
/** The foyer joins the wing's south front to the hall's north gable. */
const foyer = { x: [24 * bay, 28 * bay] as Vec2, y: [-6.4, 0.4] as Vec2 };
const wall = 0.42;

const storeys: KitStorey[] = storeysOf([
  { key: 'EG', name: 'Erdgeschoss', height: 4.0 },
  { key: '1OG', name: '1. Obergeschoss', height: 3.8 },
  { key: '2OG', name: '2. Obergeschoss', height: 3.8 },
  { key: 'DACH', name: 'Dach', height: 1 },
]);
const height = (key: string) => storeys.find((storey) => storey.key === key)!.height;

const brick = { thickness: wall, look: 'brick', material: 'brick-wall', reference: 'AW 50 STB + Klinker', uValue: 0.18 } as const;
const timber = { thickness: wall, look: 'timber', material: 'timber-wall', reference: 'AW 42 Holzrahmen + Lärche', uValue: 0.15 } as const;

/** A classroom's window: wide, two sashes over a fixed light, in a reveal of 16 cm. */
const classroom: Omit<OpeningSpec, 'offset'> = { kind: 'window', width: 2.2, height: 2.5, sill: 0.7, sashes: 2, transom: 2.0, setback: 0.16 };
/** The corridor side: narrower windows every other bay. */
const corridor: Omit<OpeningSpec, 'offset'> = { kind: 'window', width: 1.26, height: 1.6, sill: 1.1, setback: 0.16 };

function teachingStorey(key: string): Element[] {
  const { south, north, west } = sideLengths(wing.x, wing.y, wall);
  const ground = key === 'EG';
  // The ground floor's west end opens to the yard with the after-school rooms' doors.
  const southRow = openingRow(south, 32, (index) =>
    ground && index % 4 === 3 ? { kind: 'door', width: 1.26, height: 2.6, sill: 0, transom: 2.1, setback: 0.16 } : classroom,
  );
  const northRow = openingRow(north, 32, (index) => (index % 2 ? corridor : undefined));
  const gable = (length: number) => openingRow(length, 6, (index) => (index === 2 || index === 3 ? { ...classroom, width: 1.8 } : undefined));
  return rectangleWalls(
    {
      ...(ground ? brick : timber),
      keyPrefix: `${key}/wall`,
      label: key === 'EG' ? 'EG' : key.replace('OG', '.OG'),
      storey: key,
      z: [-slabDepth, height(key) - slabDepth],
    },
    wing.x,
    wing.y,
    { south: southRow, north: northRow, east: [], west: gable(west) },
  );
}

/** The hall: a plinth of clinker 3.4 m high, larch up to the roof, and the clerestory band just under it on the long sides. */
function sportsHall(): Element[] {
  const { east, west, south, north } = sideLengths(hall.x, hall.y, wall);
  const clerestory = (length: number) =>
    openingRow(
      length,
      Math.round(length / bay),
      (): Omit<OpeningSpec, 'offset'> => ({ kind: 'window', width: 2.46, height: 2.2, sill: 0.4, sashes: 2, setback: 0.14 }),
    );
  const gableWindows = (length: number) =>
    openingRow(length, 10, (index): Omit<OpeningSpec, 'offset'> | undefined =>
      index > 0 && index < 9 ? { kind: 'window', width: 2.3, height: 2.2, sill: 0.4, sashes: 2, setback: 0.14 } : undefined,
    );
  const doors = openingRow(west, 17, (index) =>
    index === 4 || index === 12 ? { kind: 'door', width: 2.26, height: 2.5, sill: 0, sashes: 2, setback: 0.16 } : undefined,
  );
  return [
    ...rectangleWalls({ ...brick, keyPrefix: 'EG/hall/plinth', label: 'Halle Sockel', storey: 'EG', z: [-slabDepth, 3.4] }, hall.x, hall.y, {
      west: doors,
    }),
    ...rectangleWalls({ ...timber, keyPrefix: 'EG/hall/wall', label: 'Halle', storey: 'EG', z: [3.4, 7.0] }, hall.x, hall.y, {}),
    ...rectangleWalls({ ...timber, keyPrefix: 'EG/hall/clerestory', label: 'Halle Oberlicht', storey: 'EG', z: [7.0, 10.1] }, hall.x, hall.y, {
      east: clerestory(east),
      west: clerestory(west),
      south: gableWindows(south),
      north: gableWindows(north),
    }),
    ...rectangleWalls(
      {
        ...timber,
        keyPrefix: 'EG/hall/parapet',
        label: 'Halle Attika',
        storey: 'EG',
        z: [10.1, 10.7],
        coping: true,
        reference: 'Attika Holzrahmen + Lärche',
      },
      hall.x,
      hall.y,
      {},
    ),
    ...slabElements({
      key: 'EG/hall/roof-slab',
      storey: 'EG',
      name: 'Dach Sporthalle',
      predefinedType: 'ROOF',
      x: [hall.x[0] + wall, hall.x[1] - wall],
      y: [hall.y[0] + wall, hall.y[1] - wall],
      z: [9.8, 10.1],
    }),
    {
      ...roofElement(
        'EG/hall/roof',
        'EG',
        'Flachdach Sporthalle, extensiv begrünt',
        [hall.x[0] + wall, hall.x[1] - wall],
        [hall.y[0] + wall, hall.y[1] - wall],
        0.3,
        10.1,
      ),
      look: 'greenRoof',
    },
  ];
}

/** The foyer between wing and hall: storey-high glazing in dark frames under a thin roof, the entrance on its south side. */
function entranceFoyer(): Element[] {
  const { east, west } = sideLengths(foyer.x, foyer.y, 0.3);
  const glazing = (length: number, door: number | undefined) =>
    openingRow(
      length,
      2,
      (index): Omit<OpeningSpec, 'offset'> =>
        index === door
          ? { kind: 'door', width: 2.3, height: 3.0, sill: 0, sashes: 2, transom: 2.4, setback: 0.1 }
          : { kind: 'window', width: 2.3, height: 3.0, sill: 0.05, sashes: 2, transom: 2.4, setback: 0.1 },
    );
  const glass = { thickness: 0.3, look: 'frame', material: 'aluminium-window', reference: 'Pfosten-Riegel-Fassade', uValue: 1.1 } as const;
  return [
    ...rectangleWalls({ ...glass, keyPrefix: 'EG/foyer/wall', label: 'Foyer', storey: 'EG', z: [-slabDepth, 3.3] }, foyer.x, foyer.y, {
      west: glazing(west, 0),
      east: glazing(east, undefined),
    }).filter((element) => !/\/(south|north)($|\/)/.test(element.key)),
    ...slabElements({
      key: 'EG/foyer/roof',
      storey: 'EG',
      name: 'Dach Foyer',
      predefinedType: 'ROOF',
      x: [foyer.x[0] - 1.2, foyer.x[1] + 1.2],
      y: foyer.y,
      z: [3.3, 3.75],
      look: 'timber',
    }),
  ];
}

function slabsAndRoof(): Element[] {
  const inner = { x: [wing.x[0] + wall, wing.x[1] - wall] as Vec2, y: [wing.y[0] + wall, wing.y[1] - wall] as Vec2 };
  return [
    ...slabElements({
      key: 'EG/slab',
      storey: 'EG',
      name: 'Bodenplatte',
      predefinedType: 'BASESLAB',
      x: wing.x,
      y: wing.y,
      z: [-slabDepth - 0.2, -slabDepth],
    }),
    ...['1OG', '2OG'].flatMap((key) =>
      slabElements({ key: `${key}/slab`, storey: key, name: `Decke ${key}`, predefinedType: 'FLOOR', ...inner, z: [-slabDepth, 0] }),
    ),
    ...slabElements({ key: 'DACH/slab', storey: 'DACH', name: 'Dachdecke', predefinedType: 'ROOF', ...inner, z: [-slabDepth, 0] }),
    { ...roofElement('DACH/roof', 'DACH', 'Flachdach Schulhaus, extensiv begrünt', inner.x, inner.y, 0.3), look: 'greenRoof' },
    ...rectangleWalls(
      {
        ...timber,
        keyPrefix: 'DACH/parapet',
        label: 'Dach',
        storey: 'DACH',
        z: [-slabDepth, 0.7],
        coping: true,
        reference: 'Attika Holzrahmen + Lärche',
      },
      wing.x,
      wing.y,
      {},
    ),
  ];
}

export function schoolLeipzig(): BuildingModel {
  return {
    key: 'render-school-leipzig',
    discipline: 'Architektur',
    projectName: 'Neubau Grundschule mit Sporthalle, Leipzig',
    siteName: 'Schulstandort Westhafen, Leipzig',
    buildingName: 'Grundschule (dreizügig) mit Zweifeldsporthalle',
    storeys,
    elements: [...slabsAndRoof(), ...['EG', '1OG', '2OG'].flatMap(teachingStorey), ...sportsHall(), ...entranceFoyer()],
  };
}
