/**
 * The project's costs by DIN 276 cost group, in thousand euros: the budget of the cost estimate, what is
 * awarded so far, and the forecast at completion. Example figures for a six-storey office and housing
 * block of about 9,800 m² gross floor area; the names of the groups are copy (`costs.groups.<kg>`).
 */
export interface CostGroup {
  kg: '200' | '300' | '400' | '500' | '700';
  budget: number;
  awarded: number;
  forecast: number;
}

export const costGroups: readonly CostGroup[] = [
  { kg: '200', budget: 640, awarded: 640, forecast: 655 },
  { kg: '300', budget: 14_800, awarded: 12_950, forecast: 15_120 },
  { kg: '400', budget: 5_900, awarded: 4_310, forecast: 5_760 },
  { kg: '500', budget: 820, awarded: 120, forecast: 810 },
  { kg: '700', budget: 4_150, awarded: 3_880, forecast: 4_230 },
];

/** The groups the workflow card shows: the building and its services, where the money is. */
export const cardGroups = ['300', '400', '500'] as const;

export const total = (key: 'budget' | 'awarded' | 'forecast') => costGroups.reduce((sum, group) => sum + group[key], 0);

/** Handover documents for operation, by kind: how many the trades owe and how many are approved. */
export const handover = [
  { id: 'asBuilt', approved: 42, due: 42 },
  { id: 'maintenance', approved: 18, due: 24 },
  { id: 'acceptance', approved: 31, due: 33 },
  { id: 'fire', approved: 6, due: 6 },
  { id: 'warranty', approved: 9, due: 14 },
] as const;

/** The as-built model the operator receives, and its state. */
export const handoverModel = { version: 7, released: '2026-11-20' } as const;
