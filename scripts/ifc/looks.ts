import type { Look } from './building-model.ts';

/** Surface colours (RGB 0 to 1) and transparency a viewer shows for each look. */
export const looks: Record<Look, { name: string; rgb: readonly [number, number, number]; transparency: number }> = {
  masonry: { name: 'Außenputz', rgb: [0.87, 0.85, 0.8], transparency: 0 },
  drywall: { name: 'Gipskarton', rgb: [0.94, 0.94, 0.92], transparency: 0 },
  concrete: { name: 'Beton', rgb: [0.62, 0.63, 0.64], transparency: 0 },
  glass: { name: 'Glas', rgb: [0.55, 0.75, 0.9], transparency: 0.6 },
  wood: { name: 'Holz', rgb: [0.6, 0.42, 0.25], transparency: 0 },
  air: { name: 'Raum', rgb: [0.45, 0.7, 0.95], transparency: 0.85 },
  roofing: { name: 'Dachabdichtung', rgb: [0.36, 0.38, 0.4], transparency: 0 },
  metal: { name: 'Stahl verzinkt', rgb: [0.7, 0.72, 0.74], transparency: 0 },
  // The façades of the buildings the site's pictures are rendered from (scripts/ifc/render-models.ts).
  brick: { name: 'Klinker', rgb: [0.56, 0.33, 0.24], transparency: 0 },
  timber: { name: 'Lärchenholz', rgb: [0.69, 0.52, 0.34], transparency: 0 },
  stone: { name: 'Kalkstein', rgb: [0.85, 0.82, 0.75], transparency: 0 },
  frame: { name: 'Aluminium anthrazit', rgb: [0.23, 0.24, 0.25], transparency: 0 },
  cladding: { name: 'Faserzement grau', rgb: [0.42, 0.43, 0.44], transparency: 0 },
  plinth: { name: 'Sockelputz', rgb: [0.56, 0.54, 0.51], transparency: 0 },
  greenRoof: { name: 'Extensive Dachbegrünung', rgb: [0.45, 0.5, 0.3], transparency: 0 },
  railingGlass: { name: 'Brüstungsglas', rgb: [0.72, 0.8, 0.82], transparency: 0.7 },
  // The trades' usual colours: supply air blue, drinking water cold green and hot red, heating orange.
  supplyAir: { name: 'Zuluft', rgb: [0.35, 0.6, 0.85], transparency: 0 },
  extractAir: { name: 'Abluft', rgb: [0.85, 0.75, 0.3], transparency: 0 },
  coldWater: { name: 'Trinkwasser kalt', rgb: [0.2, 0.65, 0.35], transparency: 0 },
  hotWater: { name: 'Trinkwasser warm', rgb: [0.85, 0.25, 0.2], transparency: 0 },
  heating: { name: 'Heizung', rgb: [0.95, 0.55, 0.15], transparency: 0 },
};
