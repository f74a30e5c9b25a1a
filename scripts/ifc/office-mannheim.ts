import { type BuildingModel, type Element, round, type Vec2 } from './building-model.ts';
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
 * The office building of the general contractor's case study (Mannheim, six storeys over an underground
 * car park), as its architect's model: a 70.2 x 21.6 m block on a 2.70 m façade grid, faced in light
 * limestone with deep reveals, a taller glazed ground floor with the entrance and its canopy in the
 * south front, and a recessed top floor in dark cladding and glass behind a roof terrace. Only what
 * the picture shows in detail is modelled in detail: the envelope, its windows and doors, slabs and roofs.
 */

const bay = 2.7;
const x: Vec2 = [0, 26 * bay];
const y: Vec2 = [0, 8 * bay];
const wall = 0.5;
/** The top floor stands one bay back from every front. */
const top = { x: [bay, x[1] - bay] as Vec2, y: [bay, y[1] - bay] as Vec2 };

const storeys: KitStorey[] = storeysOf(
  [
    { key: 'UG', name: 'Untergeschoss Tiefgarage', height: 3.2 },
    { key: 'EG', name: 'Erdgeschoss', height: 4.5 },
    ...[1, 2, 3, 4].map((level) => ({ key: `${level}OG`, name: `${level}. Obergeschoss`, height: 3.7 })),
    { key: '5OG', name: '5. Obergeschoss (Staffelgeschoss)', height: 3.7 },
    { key: 'DACH', name: 'Dach', height: 1 },
  ],
  -3.2,
);
const storey = (key: string) => storeys.find((candidate) => candidate.key === key)!;

const stone = { thickness: wall, look: 'stone', material: 'stone-wall', reference: 'AW 50 STB + Naturstein', uValue: 0.17 } as const;

/** Upper floors: one window a bay, two sashes, in a reveal 22 cm deep. */
const officeWindow: Omit<OpeningSpec, 'offset'> = { kind: 'window', width: 1.75, height: 2.5, sill: 0.55, sashes: 2, setback: 0.22 };

function upperFloor(key: string): Element[] {
  const { south, east, north, west } = sideLengths(x, y, wall);
  const row = (length: number) => openingRow(length, Math.round(length / bay), () => officeWindow);
  return rectangleWalls(
    { ...stone, keyPrefix: `${key}/wall`, label: key.replace('OG', '.OG'), storey: key, z: [-slabDepth, storey(key).height - slabDepth] },
    x,
    y,
    {
      south: row(south),
      north: row(north),
      // The gables' bays are measured between the long walls; the grid continues around the corner.
      east: row(east),
      west: row(west),
    },
  );
}

/** The ground floor: shop-front glazing with a transom in every bay, and the entrance's double door in the middle of the south front. */
function groundFloor(): Element[] {
  const { south, east, north, west } = sideLengths(x, y, wall);
  const front: Omit<OpeningSpec, 'offset'> = { kind: 'window', width: 2.1, height: 3.5, sill: 0.15, sashes: 1, transom: 2.6, setback: 0.24 };
  const entranceBays = new Set([12, 13]);
  const southRow = openingRow(south, 26, (index) =>
    entranceBays.has(index) ? { kind: 'door', width: 2.1, height: 3.5, sill: 0, sashes: 2, transom: 2.6, setback: 0.24 } : front,
  );
  const row = (length: number) => openingRow(length, Math.round(length / bay), () => front);
  return rectangleWalls({ ...stone, keyPrefix: 'EG/wall', label: 'EG', storey: 'EG', z: [-slabDepth, storey('EG').height - slabDepth] }, x, y, {
    south: southRow,
    north: row(north),
    east: row(east),
    west: row(west),
  });
}

/** The recessed top floor: dark cladding between storey-high glazing, and the parapet of its roof. */
function topFloor(): Element[] {
  const thin = { thickness: 0.4, look: 'cladding', material: 'cladding-wall', reference: 'AW 40 Holzrahmen + Faserzement', uValue: 0.16 } as const;
  const { south, east, north, west } = sideLengths(top.x, top.y, thin.thickness);
  const glazing = (length: number) =>
    openingRow(
      length,
      Math.round(length / bay),
      (): Omit<OpeningSpec, 'offset'> => ({ kind: 'window', width: 2.3, height: 2.75, sill: 0.1, sashes: 2, setback: 0.12 }),
    );
  const height = storey('5OG').height;
  return [
    ...rectangleWalls({ ...thin, keyPrefix: '5OG/wall', label: '5.OG', storey: '5OG', z: [-slabDepth, height - slabDepth] }, top.x, top.y, {
      south: glazing(south),
      north: glazing(north),
      east: glazing(east),
      west: glazing(west),
    }),
    ...rectangleWalls(
      {
        ...thin,
        look: 'cladding',
        keyPrefix: 'DACH/wall/parapet',
        label: 'Dach',
        storey: 'DACH',
        z: [-slabDepth, 0.6],
        coping: true,
        reference: 'Attika Holzrahmen',
      },
      top.x,
      top.y,
      {},
    ).map((element) => ({ ...element, name: element.name.replace('Außenwand', 'Attika') })),
    ...slabElements({
      key: 'DACH/slab',
      storey: 'DACH',
      name: 'Dachdecke Staffelgeschoss',
      predefinedType: 'ROOF',
      x: [top.x[0] + 0.4, top.x[1] - 0.4],
      y: [top.y[0] + 0.4, top.y[1] - 0.4],
      z: [-slabDepth, 0],
    }),
    roofElement('DACH/roof', 'DACH', 'Flachdach Staffelgeschoss', [top.x[0] + 0.4, top.x[1] - 0.4], [top.y[0] + 0.4, top.y[1] - 0.4], 0.3),
  ];
}

/** The terrace around the top floor: the stone parapet of the block and the terrace's paving on its roof. */
function terrace(): Element[] {
  return [
    ...rectangleWalls(
      {
        ...stone,
        keyPrefix: '5OG/wall/parapet',
        label: 'Terrasse',
        storey: '5OG',
        z: [-slabDepth, 1.1],
        coping: true,
        reference: 'Attika STB + Naturstein',
      },
      x,
      y,
      {},
    ).map((element) => ({ ...element, name: element.name.replace('Außenwand', 'Brüstung') })),
    ...slabElements({
      key: '5OG/slab',
      storey: '5OG',
      name: 'Decke über 4.OG',
      predefinedType: 'ROOF',
      x: [wall, x[1] - wall],
      y: [wall, y[1] - wall],
      z: [-slabDepth, 0],
    }),
    roofElement('5OG/roof', '5OG', 'Terrassenbelag Staffelgeschoss', [wall, x[1] - wall], [wall, y[1] - wall], 0.12),
  ];
}

/** The canopy over the entrance: a steel slab two bays wide, reaching 2.4 m out over the forecourt. */
function canopy(): Element[] {
  const [from, to] = [12 * bay - 0.9, 14 * bay + 0.9];
  return slabElements({
    key: 'EG/slab/canopy',
    storey: 'EG',
    name: 'Vordach Haupteingang',
    predefinedType: 'ROOF',
    x: [round(from, 3), round(to, 3)],
    y: [-2.4, 0],
    z: [3.72, 3.9],
    look: 'frame',
  });
}

function floorSlabs(): Element[] {
  return storeys
    .filter((level) => level.key !== 'DACH' && level.key !== '5OG')
    .flatMap((level) =>
      slabElements({
        key: `${level.key}/slab`,
        storey: level.key,
        name: level.key === 'UG' ? 'Bodenplatte' : `Decke über ${storeys[storeys.indexOf(level) - 1]!.key}`,
        predefinedType: level.key === 'UG' ? 'BASESLAB' : 'FLOOR',
        x: level.key === 'UG' ? x : [wall, x[1] - wall],
        y: level.key === 'UG' ? y : [wall, y[1] - wall],
        z: [-slabDepth, 0],
      }),
    );
}

export function officeMannheim(): BuildingModel {
  return {
    key: 'render-office-mannheim',
    discipline: 'Architektur',
    projectName: 'Bürogebäude Mannheim',
    siteName: 'Baufeld 4, Mannheim',
    buildingName: 'Bürogebäude mit Tiefgarage',
    storeys,
    elements: [
      ...floorSlabs(),
      ...groundFloor(),
      ...[1, 2, 3, 4].flatMap((level) => upperFloor(`${level}OG`)),
      ...terrace(),
      ...topFloor(),
      ...canopy(),
    ],
  };
}
