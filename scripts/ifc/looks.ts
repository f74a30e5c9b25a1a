import type { Look } from './building-model.ts';

/** Surface colours (RGB 0 to 1) and transparency a viewer shows for each look. */
export const looks: Record<Look, { name: string; rgb: readonly [number, number, number]; transparency: number }> = {
  masonry: { name: 'Mauerwerk verputzt', rgb: [0.87, 0.85, 0.8], transparency: 0 },
  drywall: { name: 'Gipskarton', rgb: [0.94, 0.94, 0.92], transparency: 0 },
  concrete: { name: 'Beton', rgb: [0.62, 0.63, 0.64], transparency: 0 },
  glass: { name: 'Glas', rgb: [0.55, 0.75, 0.9], transparency: 0.6 },
  wood: { name: 'Holz', rgb: [0.6, 0.42, 0.25], transparency: 0 },
  air: { name: 'Raum', rgb: [0.45, 0.7, 0.95], transparency: 0.85 },
};
