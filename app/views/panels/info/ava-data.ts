/** Cost groups to DIN 276 for the shell works: budget and contract sums in euros; names are copy (`ava.groups.<id>`). */
export const costGroups: readonly { id: '330' | '340' | '350'; budget: number; awarded: number }[] = [
  { id: '330', budget: 1_840_000, awarded: 1_792_400 },
  { id: '340', budget: 612_000, awarded: 634_900 },
  { id: '350', budget: 1_265_000, awarded: 1_228_700 },
];

/** Items of the bill of quantities "300 Rohbau" as exchanged by GAEB; short texts and units are copy (`ava.items.<oz>`). */
export const billItems: readonly { oz: string; quantity: number; rate: number }[] = [
  { oz: '01.03.0010', quantity: 412.5, rate: 186.4 },
  { oz: '01.03.0020', quantity: 38.6, rate: 1_245.0 },
  { oz: '01.04.0030', quantity: 1_860.0, rate: 64.8 },
  { oz: '01.05.0010', quantity: 92.0, rate: 41.2 },
];

export const exchange = { format: 'GAEB DA XML 3.3 · X86', tool: 'ORCA AVA', at: '2026-11-24', time: '07:30' };
