import { type BuildingModel, type Element, round, type Vec2 } from './building-model.ts';
import {
  balconyElements,
  type KitStorey,
  type OpeningSpec,
  openingRow,
  railingElement,
  rectangleWalls,
  roofElement,
  sideLengths,
  slabDepth,
  slabElements,
  storeysOf,
} from './render-kit.ts';

/**
 * The rental housing of the housing cooperative's case study (Dresden, 86 flats in three houses), as
 * its architect's model: three houses of 32.4 x 14.4 m, staggered along the slope, each four rendered
 * storeys and a recessed top floor in grey fibre-cement panels behind a roof terrace. The living rooms
 * face south onto balconies with glass balustrades, two flats to a floor and side; stairs, kitchens
 * and bathrooms face north.
 */

const bay = 2.7;
const size = { x: 12 * bay, y: 14.4 };
const wall = 0.42;
const houses = [
  { key: 'A', at: [0, 0] as Vec2 },
  { key: 'B', at: [42, 9] as Vec2 },
  { key: 'C', at: [84, 3] as Vec2 },
];

const storeys: KitStorey[] = storeysOf([
  { key: 'EG', name: 'Erdgeschoss', height: 3.1 },
  ...[1, 2, 3].map((level) => ({ key: `${level}OG`, name: `${level}. Obergeschoss`, height: 2.95 })),
  { key: '4OG', name: '4. Obergeschoss (Staffelgeschoss)', height: 2.95 },
  { key: 'DACH', name: 'Dach', height: 1 },
]);
const height = (key: string) => storeys.find((storey) => storey.key === key)!.height;
const label = (key: string) => (key === 'EG' ? 'EG' : key.replace('OG', '.OG'));

const rendered = { thickness: wall, look: 'masonry', material: 'rendered-wall', reference: 'AW 42 KS + WDVS', uValue: 0.19 } as const;
const panels = { thickness: 0.4, look: 'cladding', material: 'cladding-wall', reference: 'AW 40 Holzrahmen + Faserzement', uValue: 0.16 } as const;

const window = (width = 1.26, heightOf = 1.5, sill = 0.9): Omit<OpeningSpec, 'offset'> => ({
  kind: 'window',
  width,
  height: heightOf,
  sill,
  sashes: width > 1.2 ? 2 : 1,
  setback: 0.15,
});
const balconyDoor: Omit<OpeningSpec, 'offset'> = { kind: 'door', width: 1.01, height: 2.26, sill: 0, setback: 0.15 };
const floorWindow: Omit<OpeningSpec, 'offset'> = { kind: 'window', width: 1.51, height: 2.26, sill: 0.05, sashes: 2, setback: 0.15 };

/** Per flat of four bays on the south front: a bedroom window, the living room's door and window onto the balcony, another bedroom. */
const southPattern = (index: number) => [window(), balconyDoor, floorWindow, window()][index % 4];

function house({ key, at }: (typeof houses)[number]): Element[] {
  const x: Vec2 = [at[0], round(at[0] + size.x, 3)];
  const y: Vec2 = [at[1], round(at[1] + size.y, 3)];
  const name = `Haus ${key}`;
  const { south, north, east, west } = sideLengths(x, y, wall);
  const floor = (storey: string): Element[] => {
    const ground = storey === 'EG';
    // The stair lies behind bays 6 and 7 of the north front; the entrance is under it.
    const northRow = openingRow(north, 12, (index) => {
      if (index === 5) return ground ? { kind: 'door', width: 1.385, height: 2.5, sill: 0, transom: 2.1, setback: 0.15 } : window(1.01, 1.76, 0.9);
      if (index === 6) return undefined;
      return index % 2 ? window(1.01, 1.26, 1.1) : window();
    });
    const gable = (length: number) => openingRow(length, 5, (index) => (index === 1 || index === 3 ? window() : undefined));
    return rectangleWalls(
      {
        ...rendered,
        ...(ground ? { look: 'plinth', reference: 'AW 42 KS + WDVS, Sockelputz' } : {}),
        keyPrefix: `${key}/${storey}/wall`,
        label: `${label(storey)} ${name}`,
        storey,
        z: [-slabDepth, height(storey) - slabDepth],
      },
      x,
      y,
      {
        south: openingRow(south, 12, southPattern),
        north: northRow,
        east: gable(east),
        west: gable(west),
      },
    );
  };
  const balconies = ['1OG', '2OG', '3OG'].flatMap((storey) =>
    [0, 1, 2].flatMap((flat) =>
      balconyElements(
        `${key}/${storey}/balcony/${flat + 1}`,
        storey,
        `${name} ${label(storey)} W${flat + 1}`,
        [round(x[0] + (flat * 4 + 1) * bay + 0.3, 3), y[0]],
        [1, 0],
        2 * bay - 0.6,
        1.8,
      ),
    ),
  );
  // The recessed top floor: one bay back from the south and the gables, half a bay from the north.
  const top = { x: [x[0] + bay, x[1] - bay] as Vec2, y: [y[0] + bay, y[1] - bay / 2] as Vec2 };
  const topSides = sideLengths(top.x, top.y, panels.thickness);
  const topFloor = rectangleWalls(
    { ...panels, keyPrefix: `${key}/4OG/wall`, label: `4.OG ${name}`, storey: '4OG', z: [-slabDepth, height('4OG') - slabDepth] },
    top.x,
    top.y,
    {
      south: openingRow(topSides.south, 8, (index) => (index % 4 === 1 || index % 4 === 2 ? floorWindow : window(1.26, 1.5, 0.9))),
      north: openingRow(topSides.north, 8, (index) => (index % 2 ? window(1.01, 1.26, 1.1) : window())),
      east: openingRow(topSides.east, 3, (index) => (index === 1 ? window() : undefined)),
      west: openingRow(topSides.west, 3, (index) => (index === 1 ? window() : undefined)),
    },
  );
  const inner = (box: { x: Vec2; y: Vec2 }, by: number) => ({ x: [box.x[0] + by, box.x[1] - by] as Vec2, y: [box.y[0] + by, box.y[1] - by] as Vec2 });
  const terrace = [
    ...rectangleWalls(
      {
        ...rendered,
        keyPrefix: `${key}/4OG/parapet`,
        label: `Terrasse ${name}`,
        storey: '4OG',
        z: [-slabDepth, 0.25],
        coping: true,
        reference: 'Attika KS + WDVS',
      },
      x,
      y,
      {},
    ),
    railingElement(`${key}/4OG/railing/south`, '4OG', `Terrassengeländer Süd ${name}`, [x[0] + 0.3, y[0] + 0.25], [x[1] - 0.3, y[0] + 0.25], 0.25),
    railingElement(`${key}/4OG/railing/east`, '4OG', `Terrassengeländer Ost ${name}`, [x[1] - 0.25, y[0] + 0.3], [x[1] - 0.25, y[1] - 0.3], 0.25),
    railingElement(`${key}/4OG/railing/west`, '4OG', `Terrassengeländer West ${name}`, [x[0] + 0.25, y[1] - 0.3], [x[0] + 0.25, y[0] + 0.3], 0.25),
  ];
  return [
    ...slabElements({
      key: `${key}/EG/slab`,
      storey: 'EG',
      name: `Bodenplatte ${name}`,
      predefinedType: 'BASESLAB',
      x,
      y,
      z: [-slabDepth - 0.2, -slabDepth],
    }),
    ...['1OG', '2OG', '3OG'].flatMap((storey) =>
      slabElements({
        key: `${key}/${storey}/slab`,
        storey,
        name: `Decke ${label(storey)} ${name}`,
        predefinedType: 'FLOOR',
        ...inner({ x, y }, wall),
        z: [-slabDepth, 0],
      }),
    ),
    ...slabElements({
      key: `${key}/4OG/slab`,
      storey: '4OG',
      name: `Decke über 3.OG ${name}`,
      predefinedType: 'ROOF',
      ...inner({ x, y }, wall),
      z: [-slabDepth, 0],
    }),
    roofElement(`${key}/4OG/terrace`, '4OG', `Dachterrasse ${name}`, [x[0] + wall, x[1] - wall], [y[0] + wall, y[1] - wall], 0.12),
    ...['EG', '1OG', '2OG', '3OG'].flatMap(floor),
    ...balconies,
    ...terrace,
    ...topFloor,
    ...slabElements({
      key: `${key}/DACH/slab`,
      storey: 'DACH',
      name: `Dachdecke ${name}`,
      predefinedType: 'ROOF',
      ...inner(top, panels.thickness),
      z: [-slabDepth, 0],
    }),
    roofElement(`${key}/DACH/roof`, 'DACH', `Flachdach ${name}`, inner(top, panels.thickness).x, inner(top, panels.thickness).y),
    ...rectangleWalls(
      {
        ...panels,
        keyPrefix: `${key}/DACH/parapet`,
        label: `Dach ${name}`,
        storey: 'DACH',
        z: [-slabDepth, 0.5],
        coping: true,
        reference: 'Attika Holzrahmen',
      },
      top.x,
      top.y,
      {},
    ),
  ];
}

export function housingDresden(): BuildingModel {
  return {
    key: 'render-housing-dresden',
    discipline: 'Architektur',
    projectName: 'Wohnanlage Elbhang, Dresden',
    siteName: 'Elbhang, Dresden',
    buildingName: 'Drei Mehrfamilienhäuser, 86 Mietwohnungen',
    storeys,
    elements: houses.flatMap(house),
  };
}
