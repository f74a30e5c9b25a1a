/**
 * The materials the sample models assign (IfcRelAssociatesMaterial): a layer set for walls and slabs,
 * whose layers add up to the element's thickness, or one material for everything else.
 */
export interface MaterialLayer {
  material: string;
  thickness: number;
}

export type Material = { name: string; layers: readonly MaterialLayer[] } | { name: string; material: string };

export const materials = {
  'exterior-wall': {
    name: 'AW 40 Stahlbeton + WDVS',
    layers: [
      { material: 'Mineralwolle WLG 035', thickness: 0.18 },
      { material: 'Stahlbeton C30/37', thickness: 0.2 },
      { material: 'Gipsputz', thickness: 0.02 },
    ],
  },
  'structural-wall': { name: 'Stahlbeton C30/37', material: 'Stahlbeton C30/37' },
  'core-wall': { name: 'IW 25 Stahlbeton', layers: [{ material: 'Stahlbeton C30/37', thickness: 0.25 }] },
  'corridor-wall': { name: 'IW 15 Kalksandstein', layers: [{ material: 'Kalksandstein KS 20', thickness: 0.15 }] },
  partition: {
    name: 'TW 10 Gipskarton-Ständerwand',
    layers: [
      { material: 'Gipskarton', thickness: 0.025 },
      { material: 'Mineralwolle WLG 040', thickness: 0.05 },
      { material: 'Gipskarton', thickness: 0.025 },
    ],
  },
  parapet: { name: 'Attika Stahlbeton', layers: [{ material: 'Stahlbeton C30/37', thickness: 0.2 }] },
  'floor-slab': { name: 'Decke 30 Stahlbeton', layers: [{ material: 'Stahlbeton C30/37', thickness: 0.3 }] },
  landing: { name: 'Podest 20 Stahlbeton', layers: [{ material: 'Stahlbeton C30/37', thickness: 0.2 }] },
  roofing: {
    name: 'Flachdach Warmdach',
    layers: [
      { material: 'Bitumenbahn', thickness: 0.01 },
      { material: 'EPS-Gefälledämmung WLG 035', thickness: 0.22 },
      { material: 'Dampfsperre', thickness: 0.01 },
    ],
  },
  concrete: { name: 'Stahlbeton C30/37', material: 'Stahlbeton C30/37' },
  'footing-concrete': { name: 'Beton C25/30', material: 'Beton C25/30' },
  window: { name: 'Holz-Aluminium, Dreifachverglasung', material: 'Holz-Aluminium' },
  door: { name: 'Holztür', material: 'Holzwerkstoff' },
  'steel-door': { name: 'Stahltür', material: 'Stahl' },
  'sheet-steel': { name: 'Stahlblech verzinkt', material: 'Stahlblech verzinkt' },
  copper: { name: 'Kupfer', material: 'Kupfer' },
  'stainless-steel': { name: 'Edelstahl', material: 'Edelstahl 1.4521' },
  'carbon-steel': { name: 'C-Stahl verzinkt', material: 'C-Stahl' },
  // The buildings the site's pictures are rendered from (scripts/ifc/render-models.ts): their outside walls and façade parts.
  'rendered-wall': {
    name: 'AW 42 Kalksandstein + WDVS Putz',
    layers: [
      { material: 'Mineralischer Oberputz', thickness: 0.01 },
      { material: 'Mineralwolle WLG 035', thickness: 0.2 },
      { material: 'Kalksandstein KS 20', thickness: 0.2 },
      { material: 'Gipsputz', thickness: 0.01 },
    ],
  },
  'brick-wall': {
    name: 'AW 50 Stahlbeton + Klinkervorsatzschale',
    layers: [
      { material: 'Klinker NF', thickness: 0.115 },
      { material: 'Luftschicht', thickness: 0.025 },
      { material: 'Mineralwolle WLG 035', thickness: 0.16 },
      { material: 'Stahlbeton C30/37', thickness: 0.2 },
    ],
  },
  'timber-wall': {
    name: 'AW 42 Holzrahmen + Lärchenschalung',
    layers: [
      { material: 'Lärche, Stülpschalung', thickness: 0.024 },
      { material: 'Lattung, Hinterlüftung', thickness: 0.036 },
      { material: 'Holzfaserplatte', thickness: 0.06 },
      { material: 'Holzrahmen mit Zellulosedämmung', thickness: 0.24 },
      { material: 'OSB-Platte', thickness: 0.025 },
      { material: 'Gipsfaserplatte', thickness: 0.035 },
    ],
  },
  'stone-wall': {
    name: 'AW 50 Stahlbeton + Natursteinfassade',
    layers: [
      { material: 'Kalkstein, Platten 40 mm', thickness: 0.04 },
      { material: 'Hinterlüftung', thickness: 0.06 },
      { material: 'Mineralwolle WLG 035', thickness: 0.2 },
      { material: 'Stahlbeton C30/37', thickness: 0.2 },
    ],
  },
  'cladding-wall': {
    name: 'AW 40 Holzrahmen + Faserzementtafeln',
    layers: [
      { material: 'Faserzement, Tafeln', thickness: 0.012 },
      { material: 'Hinterlüftung', thickness: 0.04 },
      { material: 'Holzfaserplatte', thickness: 0.06 },
      { material: 'Holzrahmen mit Mineralwolle', thickness: 0.24 },
      { material: 'Gipskarton', thickness: 0.048 },
    ],
  },
  'aluminium-window': { name: 'Aluminium, Dreifachverglasung', material: 'Aluminium' },
  'glass-railing': { name: 'VSG 2 x 8 mm, Edelstahlhandlauf', material: 'Verbundsicherheitsglas' },
} satisfies Record<string, Material>;

export type MaterialKey = keyof typeof materials;
