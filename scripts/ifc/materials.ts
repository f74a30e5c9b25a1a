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
} satisfies Record<string, Material>;

export type MaterialKey = keyof typeof materials;
