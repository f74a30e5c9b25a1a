import { type BuildingModel, type DistributionSystem, type Element, type Look, round, type Vec2, type Vec3 } from './building-model.ts';
import type { CostGroup } from './din-276.ts';
import type { MaterialKey } from './materials.ts';
import { clearHeight, type OfficePlan, projectNames, slabThickness, storeyLabel } from './office-plan.ts';

/**
 * The building services engineer's model (TGA) of the same building: supply and extract air from the
 * air handling unit on the roof down the services shaft in the core, along the corridor's ceiling and
 * into the offices; drinking water to the WCs and the kitchen; heating flow and return along the
 * corridor. Same storeys and coordinates as the architecture, its own GlobalIds.
 */

const systems: DistributionSystem[] = [
  { key: 'supply-air', name: 'Zuluft', predefinedType: 'VENTILATION' },
  { key: 'extract-air', name: 'Abluft', predefinedType: 'EXHAUST' },
  { key: 'cold-water', name: 'Trinkwasser kalt', predefinedType: 'DOMESTICCOLDWATER' },
  { key: 'hot-water', name: 'Trinkwasser warm', predefinedType: 'DOMESTICHOTWATER' },
  { key: 'heating-flow', name: 'Heizung Vorlauf', predefinedType: 'HEATING' },
  { key: 'heating-return', name: 'Heizung Rücklauf', predefinedType: 'HEATING' },
];

type SystemKey = 'supply-air' | 'extract-air' | 'cold-water' | 'hot-water' | 'heating-flow' | 'heating-return';

const trade: Record<SystemKey, { look: Look; material: MaterialKey; costGroup: CostGroup }> = {
  'supply-air': { look: 'supplyAir', material: 'sheet-steel', costGroup: 431 },
  'extract-air': { look: 'extractAir', material: 'sheet-steel', costGroup: 431 },
  'cold-water': { look: 'coldWater', material: 'stainless-steel', costGroup: 412 },
  'hot-water': { look: 'hotWater', material: 'stainless-steel', costGroup: 412 },
  'heating-flow': { look: 'heating', material: 'carbon-steel', costGroup: 422 },
  'heating-return': { look: 'heating', material: 'carbon-steel', costGroup: 422 },
};

/** Duct sections (width x height) and pipe outside diameters, metres. */
const ducts = { main: [0.5, 0.3], branch: [0.3, 0.2], riser: [0.6, 0.6] } as const;
const pipes: Record<'cold-water' | 'hot-water' | 'heating-flow' | 'heating-return', { dn: number; outside: number }> = {
  'cold-water': { dn: 40, outside: 0.042 },
  'hot-water': { dn: 32, outside: 0.035 },
  'heating-flow': { dn: 50, outside: 0.06 },
  'heating-return': { dn: 50, outside: 0.06 },
};

/** Where things run: the ducts hang under the beams in the suspended ceiling, the pipes above them. */
const ductTop = 2.65;
const shaft = { supply: [14.1, 11.4], extract: [14.1, 12.5] } as const;
const pipeRisers: Record<keyof typeof pipes, Vec2> = {
  'cold-water': [15.1, 11.95],
  'hot-water': [15.5, 11.95],
  'heating-flow': [15.1, 12.85],
  'heating-return': [15.5, 12.85],
};
const corridorAxis = 6.65;
const turnX = 17.65;

const direction = (from: Vec2, to: Vec2): Vec2 => {
  const length = Math.hypot(to[0] - from[0], to[1] - from[1]);
  return [round((to[0] - from[0]) / length, 9), round((to[1] - from[1]) / length, 9)];
};

interface Part {
  key: string;
  storey: string;
  name: string;
  system: SystemKey;
}

function element(
  part: Part,
  ifcClass: Element['ifcClass'],
  predefinedType: string,
  solid: Element['solid'],
  properties: Element['properties'],
  quantities: Element['quantities'],
): Element {
  const { look, material, costGroup } = trade[part.system];
  return {
    key: part.key,
    ifcClass,
    storey: part.storey,
    name: part.name,
    predefinedType,
    solid,
    look,
    properties,
    quantities,
    material,
    costGroup,
    system: part.system,
  };
}

/** A horizontal duct from one point to another at its top height: a box swept along its length. */
function duct(part: Part, from: Vec2, to: Vec2, [width, height]: readonly [number, number], top = ductTop): Element {
  const length = round(Math.hypot(to[0] - from[0], to[1] - from[1]), 3);
  return element(
    part,
    'IfcDuctSegment',
    'RIGIDSEGMENT',
    { at: [...from, top], xAxis: direction(from, to), min: [0, -width / 2, -height], max: [length, width / 2, 0], extrusion: 'along' },
    { Pset_DuctSegmentTypeCommon: { Reference: `Rechteckkanal ${Math.round(width * 1000)}x${Math.round(height * 1000)}` } },
    { Qto_DuctSegmentBaseQuantities: { Length: length, GrossCrossSectionArea: round(width * height, 4) } },
  );
}

/** A vertical duct through the shaft, from `z[0]` to `z[1]` of its storey. */
function riserDuct(part: Part, at: Vec2, z: Vec2): Element {
  const [width, depth] = ducts.riser;
  const length = round(z[1] - z[0], 3);
  return element(
    part,
    'IfcDuctSegment',
    'RIGIDSEGMENT',
    { at: [...at, z[0]], xAxis: [1, 0], min: [-width / 2, -depth / 2, 0], max: [width / 2, depth / 2, length], extrusion: 'up' },
    { Pset_DuctSegmentTypeCommon: { Reference: `Steigkanal ${Math.round(width * 1000)}x${Math.round(depth * 1000)}` } },
    { Qto_DuctSegmentBaseQuantities: { Length: length, GrossCrossSectionArea: round(width * depth, 4) } },
  );
}

const pipeProperties = (system: keyof typeof pipes) => ({
  Pset_PipeSegmentTypeCommon: {
    Reference: `DN ${pipes[system].dn} ${trade[system].material === 'stainless-steel' ? 'Edelstahl' : 'C-Stahl'}`,
    NominalDiameter: pipes[system].dn / 1000,
  },
});

/** A round pipe: vertical (`z` from and to) or horizontal at its axis height `z[0]`. */
function pipe(part: Part & { system: keyof typeof pipes }, from: Vec2, to: Vec2 | undefined, z: Vec2): Element {
  const r = pipes[part.system].outside / 2;
  const vertical = to === undefined;
  const length = vertical ? round(z[1] - z[0], 3) : round(Math.hypot(to[0] - from[0], to[1] - from[1]), 3);
  const solid: Element['solid'] = vertical
    ? { at: [...from, z[0]], xAxis: [1, 0], min: [-r, -r, 0], max: [r, r, length], extrusion: 'up', section: 'round' }
    : { at: [...from, z[0]], xAxis: direction(from, to), min: [0, -r, -r], max: [length, r, r], extrusion: 'along', section: 'round' };
  return element(part, 'IfcPipeSegment', 'RIGIDSEGMENT', solid, pipeProperties(part.system), { Qto_PipeSegmentBaseQuantities: { Length: length } });
}

/** A square ceiling diffuser under the end of a branch. */
function terminal(part: Part, at: Vec2, exhaust = false): Element {
  const size = 0.6;
  const bottom = ductTop - ducts.branch[1] - 0.08;
  return element(
    part,
    'IfcAirTerminal',
    'DIFFUSER',
    { at: [...at, bottom], xAxis: [1, 0], min: [-size / 2, -size / 2, 0], max: [size / 2, size / 2, 0.08] as Vec3, extrusion: 'up' },
    { Pset_AirTerminalTypeCommon: { Reference: exhaust ? 'Tellerventil DN 125' : 'Drallauslass 600' } },
    {},
  );
}

/** Rooms a branch serves: south offices from the corridor's south side, north rooms from its north side. */
const branches: { room: string; x: number; to: number }[] = [
  { room: '01', x: 2.875, to: 3 },
  { room: '02', x: 8.1, to: 3 },
  { room: '03', x: 13.5, to: 3 },
  { room: '04', x: 18.9, to: 3 },
  { room: '05', x: 24.1, to: 3 },
  { room: '07', x: 2.875, to: 10.5 },
  { room: '08', x: 8.06, to: 10.5 },
  { room: '14', x: 24.1, to: 10.5 },
];

function storeyServices(storey: string, level: number): Element[] {
  const label = storeyLabel(storey);
  const part = (key: string, name: string, system: SystemKey): Part => ({ key: `${storey}/${key}`, storey, name, system });
  const bottom = level === 0 ? 0 : -slabThickness;
  const [mainW] = ducts.main;
  const elements: Element[] = [
    riserDuct(part('duct/supply-riser', `Zuluft Steigkanal ${label}`, 'supply-air'), shaft.supply, [bottom, clearHeight]),
    riserDuct(part('duct/extract-riser', `Abluft Steigkanal ${label}`, 'extract-air'), shaft.extract, [bottom, clearHeight]),
    duct(
      part('duct/supply-link', `Zuluft Anbindung ${label}`, 'supply-air'),
      [shaft.supply[0] + ducts.riser[0] / 2, shaft.supply[1]],
      [turnX + mainW / 2, shaft.supply[1]],
      ducts.main,
    ),
    duct(
      part('duct/supply-drop', `Zuluft Verzug ${label}`, 'supply-air'),
      [turnX, shaft.supply[1] - mainW / 2],
      [turnX, corridorAxis + mainW / 2],
      ducts.main,
    ),
    duct(part('duct/supply-west', `Zuluft Hauptkanal West ${label}`, 'supply-air'), [turnX + mainW / 2, corridorAxis], [1, corridorAxis], ducts.main),
    duct(part('duct/supply-east', `Zuluft Hauptkanal Ost ${label}`, 'supply-air'), [turnX + mainW / 2, corridorAxis], [26, corridorAxis], ducts.main),
    duct(
      part('duct/extract-wc', `Abluft WC ${label}`, 'extract-air'),
      [shaft.extract[0] + ducts.riser[0] / 2, shaft.extract[1]],
      [17.6, shaft.extract[1]],
      ducts.branch,
    ),
    terminal(part('terminal/extract-wc', `Abluftventil ${level}.12`, 'extract-air'), [17.3, shaft.extract[1]], true),
    ...branches.flatMap(({ room, x, to }) => {
      const number = `${level}.${room}`;
      const fromY = to < corridorAxis ? corridorAxis - mainW / 2 : corridorAxis + mainW / 2;
      return [
        duct(part(`duct/branch-${room}`, `Zuluft Abzweig ${number}`, 'supply-air'), [x, fromY], [x, to], ducts.branch),
        terminal(part(`terminal/${room}`, `Zuluftauslass ${number}`, 'supply-air'), [x, to]),
      ];
    }),
  ];
  const height = (system: keyof typeof pipes) => ({ 'cold-water': 2.85, 'hot-water': 2.95, 'heating-flow': 2.85, 'heating-return': 2.95 })[system];
  for (const system of Object.keys(pipes) as (keyof typeof pipes)[]) {
    const name = systems.find((candidate) => candidate.key === system)!.name;
    const piece = (key: string, what: string) => ({ ...part(`pipe/${system}-${key}`, `${name} ${what} ${label}`, system), system });
    const riser = pipeRisers[system];
    const z = height(system);
    elements.push(pipe(piece('riser', 'Steigleitung'), riser, undefined, [bottom, clearHeight]));
    if (system === 'cold-water' || system === 'hot-water') {
      // To the WCs and on to the kitchen's sink.
      elements.push(pipe(piece('wc', 'Verteilleitung'), riser, [20.2, riser[1]], [z, z]));
    } else {
      const turn = system === 'heating-flow' ? 18.3 : 18.5;
      const along = system === 'heating-flow' ? 7.05 : 7.2;
      elements.push(
        pipe(piece('link', 'Anbindung'), riser, [turn, riser[1]], [z, z]),
        pipe(piece('drop', 'Verzug'), [turn, riser[1]], [turn, along], [z, z]),
        pipe(piece('west', 'Verteilleitung West'), [turn, along], [1, along], [z, z]),
        pipe(piece('east', 'Verteilleitung Ost'), [turn, along], [26, along], [z, z]),
      );
    }
  }
  return elements;
}

/** The air handling unit on the roof and the ducts that join it to the risers. */
function roofServices(): Element[] {
  const storey = 'DACH';
  const unit = { x: [17.5, 22.5], y: [10.4, 12.8], z: [0.24, 2.24] } as const;
  const part = (key: string, name: string, system: SystemKey): Part => ({ key: `${storey}/${key}`, storey, name, system });
  const top = 1.1;
  return [
    riserDuct(part('duct/supply-riser', 'Zuluft Steigkanal Dach', 'supply-air'), shaft.supply, [-slabThickness, top]),
    riserDuct(part('duct/extract-riser', 'Abluft Steigkanal Dach', 'extract-air'), shaft.extract, [-slabThickness, top]),
    duct(
      part('duct/supply-roof', 'Zuluft Anschluss RLT-Gerät', 'supply-air'),
      [shaft.supply[0] + ducts.riser[0] / 2, shaft.supply[1]],
      [unit.x[0], shaft.supply[1]],
      ducts.main,
      top,
    ),
    duct(
      part('duct/extract-roof', 'Abluft Anschluss RLT-Gerät', 'extract-air'),
      [shaft.extract[0] + ducts.riser[0] / 2, shaft.extract[1]],
      [unit.x[0], shaft.extract[1]],
      ducts.main,
      top,
    ),
    element(
      part('unit/ahu', 'RLT-Gerät Büro', 'supply-air'),
      'IfcUnitaryEquipment',
      'AIRHANDLER',
      {
        at: [unit.x[0], unit.y[0], unit.z[0]],
        xAxis: [1, 0],
        min: [0, 0, 0],
        max: [round(unit.x[1] - unit.x[0], 3), round(unit.y[1] - unit.y[0], 3), round(unit.z[1] - unit.z[0], 3)],
        extrusion: 'up',
      },
      { Pset_UnitaryEquipmentTypeCommon: { Reference: 'RLT-Gerät 6.000 m³/h mit Wärmerückgewinnung' } },
      {},
    ),
  ];
}

export function officeServices(plan: OfficePlan): BuildingModel {
  const levels = plan.storeys.filter((storey) => storey.key !== 'DACH');
  return {
    key: 'office-services',
    discipline: 'Technische Gebäudeausrüstung',
    ...projectNames,
    storeys: plan.storeys,
    elements: [...levels.flatMap((storey, level) => storeyServices(storey.key, level)), ...roofServices()],
    systems,
  };
}
