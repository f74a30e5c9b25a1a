/**
 * The third floor of Haus B as plan QAK-B-ARC-GR-03-101 draws it, in metres from the corner of axes 1
 * and A: its axis grid, walls, doors, windows, shafts and rooms, each marked with what happened to it
 * from index C to index D. Room names are copy (`viewPlanCompare.json`, `rooms.<kind>`).
 */

/** `same` in both indexes, `removed` only in index C, `added` only in index D. */
export type Change = 'same' | 'removed' | 'added';

export interface Wall {
  from: readonly [number, number];
  to: readonly [number, number];
  thickness: number;
  change?: Change;
}

/** An opening in a straight wall: along x (`h`, a wall at y) or along y (`v`, a wall at x). */
export interface Door {
  wall: 'h' | 'v';
  /** The wall's line, and where the opening starts and ends along it. */
  at: number;
  start: number;
  end: number;
  /** Which jamb the leaf hangs on, and to which side of the wall it opens (+1: towards larger x or y). */
  hinge: 'start' | 'end';
  side: 1 | -1;
  thickness: number;
  change?: Change;
}

export interface Window {
  wall: 'h' | 'v';
  at: number;
  start: number;
  end: number;
  change?: Change;
}

export type RoomKind = 'living' | 'bedroom' | 'bath' | 'corridor' | 'stair' | 'lift' | 'store';

export interface Room {
  kind: RoomKind;
  /** Where its stamp sits. */
  x: number;
  y: number;
  /** Net floor area in index D, in m²; a lift or a store has none on the stamp. */
  area?: number;
  /** Its change from index C, in m². */
  delta?: number;
  /** The flat it belongs to, written above the stamp of its living room. */
  flat?: string;
}

export const axes = {
  x: [
    { label: '1', at: 0 },
    { label: '2', at: 6 },
    { label: '3', at: 12 },
    { label: '4', at: 18 },
    { label: '5', at: 24 },
    { label: '6', at: 30 },
  ],
  y: [
    { label: 'A', at: 0 },
    { label: 'B', at: 5.5 },
    { label: 'C', at: 7.5 },
    { label: 'D', at: 13 },
  ],
} as const;

export const outline = { width: 30, depth: 13 } as const;

const outer = 0.36;
const party = 0.24;
const inner = 0.12;

export const walls: readonly Wall[] = [
  // Outer walls.
  { from: [0, 0], to: [30, 0], thickness: outer },
  { from: [30, 0], to: [30, 13], thickness: outer },
  { from: [30, 13], to: [0, 13], thickness: outer },
  { from: [0, 13], to: [0, 0], thickness: outer },
  // Corridor.
  { from: [0, 5.5], to: [30, 5.5], thickness: party },
  { from: [0, 7.5], to: [30, 7.5], thickness: party },
  // North flats 3.01, 3.02, 3.03: the party wall between 3.02 and 3.03 moves 40 cm east.
  { from: [10, 0], to: [10, 5.5], thickness: party },
  { from: [20.6, 0], to: [20.6, 5.5], thickness: party, change: 'removed' },
  { from: [21, 0], to: [21, 5.5], thickness: party, change: 'added' },
  { from: [4, 0], to: [4, 5.5], thickness: inner },
  { from: [14, 0], to: [14, 5.5], thickness: inner },
  { from: [14, 3], to: [16.6, 3], thickness: inner },
  { from: [16.6, 3], to: [16.6, 5.5], thickness: inner },
  { from: [26, 0], to: [26, 5.5], thickness: inner },
  // South: flat 3.04, the core with stair, lift and store, flat 3.05.
  { from: [5, 7.5], to: [5, 13], thickness: inner },
  { from: [8.4, 7.5], to: [8.4, 10], thickness: inner },
  { from: [8.4, 10], to: [11, 10], thickness: inner },
  { from: [11, 7.5], to: [11, 13], thickness: party },
  { from: [15, 7.5], to: [15, 13], thickness: party },
  { from: [15, 10.4], to: [17.2, 10.4], thickness: party },
  { from: [17.2, 7.5], to: [17.2, 13], thickness: party },
  { from: [19.8, 7.5], to: [19.8, 10], thickness: inner },
  { from: [17.2, 10], to: [22, 10], thickness: inner },
  { from: [22, 10], to: [22, 13], thickness: inner },
];

export const doors: readonly Door[] = [
  // Flat entrances from the corridor.
  { wall: 'h', at: 5.5, start: 7, end: 7.9, hinge: 'start', side: -1, thickness: party },
  { wall: 'h', at: 5.5, start: 17.6, end: 18.5, hinge: 'end', side: -1, thickness: party },
  { wall: 'h', at: 5.5, start: 22.2, end: 23.1, hinge: 'start', side: -1, thickness: party },
  { wall: 'h', at: 7.5, start: 6.8, end: 7.685, hinge: 'start', side: 1, thickness: party, change: 'removed' },
  { wall: 'h', at: 7.5, start: 6.7, end: 7.71, hinge: 'end', side: 1, thickness: party, change: 'added' },
  { wall: 'h', at: 7.5, start: 21.7, end: 22.6, hinge: 'end', side: 1, thickness: party },
  { wall: 'h', at: 7.5, start: 12.3, end: 13.5, hinge: 'start', side: 1, thickness: party },
  // Inside the flats.
  { wall: 'v', at: 4, start: 4.3, end: 5.1, hinge: 'end', side: -1, thickness: inner },
  { wall: 'v', at: 14, start: 1.6, end: 2.4, hinge: 'start', side: -1, thickness: inner },
  { wall: 'h', at: 3, start: 15.1, end: 15.85, hinge: 'start', side: 1, thickness: inner },
  { wall: 'v', at: 26, start: 4.3, end: 5.1, hinge: 'end', side: 1, thickness: inner },
  { wall: 'v', at: 5, start: 8.2, end: 9, hinge: 'start', side: -1, thickness: inner },
  { wall: 'h', at: 10, start: 9.8, end: 10.55, hinge: 'end', side: 1, thickness: inner },
  { wall: 'v', at: 19.8, start: 8.85, end: 9.6, hinge: 'end', side: 1, thickness: inner },
  { wall: 'h', at: 10, start: 20.5, end: 21.3, hinge: 'start', side: 1, thickness: inner },
  { wall: 'v', at: 15, start: 11.2, end: 11.95, hinge: 'start', side: 1, thickness: party },
];

/** The lift's doors: an opening without a leaf. */
export const openings: readonly { wall: 'h'; at: number; start: number; end: number; thickness: number }[] = [
  { wall: 'h', at: 7.5, start: 15.6, end: 16.6, thickness: party },
];

export const windows: readonly Window[] = [
  { wall: 'h', at: 0, start: 1, end: 3 },
  { wall: 'h', at: 0, start: 5.5, end: 8.5 },
  { wall: 'h', at: 0, start: 11, end: 13 },
  { wall: 'h', at: 0, start: 16.8, end: 19.4 },
  { wall: 'h', at: 0, start: 22, end: 24.8 },
  { wall: 'h', at: 0, start: 27, end: 28.26, change: 'removed' },
  { wall: 'h', at: 0, start: 26.75, end: 28.26, change: 'added' },
  { wall: 'v', at: 30, start: 1.5, end: 3.5 },
  { wall: 'h', at: 13, start: 1.2, end: 3.6 },
  { wall: 'h', at: 13, start: 6, end: 9.6 },
  { wall: 'h', at: 13, start: 12.2, end: 13.8 },
  { wall: 'h', at: 13, start: 18.4, end: 20.6 },
  { wall: 'h', at: 13, start: 23.5, end: 28.5 },
  { wall: 'v', at: 30, start: 8.6, end: 11.4 },
  { wall: 'v', at: 0, start: 9, end: 11.5 },
];

/** Shafts, drawn crossed: S3 in the core, S4 new beside the bathroom of 3.05. */
export const shafts: readonly {
  label: string;
  x: number;
  y: number;
  width: number;
  depth: number;
  /** Where its name is written. */
  labelAt: readonly [number, number];
  change?: Change;
}[] = [
  { label: 'S3', x: 16.15, y: 10.7, width: 0.85, depth: 0.8, labelAt: [16.575, 11.85] },
  { label: 'S4', x: 19.92, y: 7.68, width: 0.6, depth: 0.6, labelAt: [20.95, 7.98], change: 'added' },
];

/** The stair's two flights and landing, in the core between axes C and D. */
export const stair = { x: 11.35, y: 8.1, width: 3.3, length: 4.5, steps: 14 } as const;
export const lift = { x: 15.35, y: 7.85, width: 1.5, depth: 2.2 } as const;

export const rooms: readonly Room[] = [
  { kind: 'bedroom', x: 2, y: 2.5, area: 19.84 },
  { kind: 'living', x: 7, y: 2.2, area: 30.62, flat: '3.01' },
  { kind: 'bedroom', x: 12, y: 2.5, area: 20.14 },
  { kind: 'living', x: 17.7, y: 1.5, area: 30.96, delta: 2.2, flat: '3.02' },
  { kind: 'bath', x: 15.3, y: 4.3, area: 5.86 },
  { kind: 'living', x: 23.55, y: 2.2, area: 25.62, delta: -2.2, flat: '3.03' },
  { kind: 'bedroom', x: 28, y: 2.5, area: 20.02 },
  { kind: 'corridor', x: 3.2, y: 6.5, area: 57.4 },
  { kind: 'bedroom', x: 2.5, y: 10.5, area: 25.7 },
  { kind: 'living', x: 7.6, y: 11.3, area: 26.84, flat: '3.04' },
  { kind: 'bath', x: 9.7, y: 8.45, area: 5.96 },
  { kind: 'stair', x: 13, y: 12.55 },
  { kind: 'lift', x: 16.1, y: 9.05 },
  { kind: 'bath', x: 18.5, y: 8.45, area: 6.01 },
  { kind: 'bedroom', x: 19.6, y: 11.6, area: 13.56 },
  { kind: 'living', x: 26, y: 10.6, area: 47.92, flat: '3.05' },
  { kind: 'store', x: 16.1, y: 12.55 },
];

/** The changes from C to D, each with the area its revision cloud encloses and its number. */
export const changes: readonly { id: 1 | 2 | 3 | 4; x: number; y: number; width: number; depth: number }[] = [
  { id: 1, x: 20.25, y: -0.55, width: 1.1, depth: 6.5 },
  { id: 2, x: 19.58, y: 7.35, width: 1.25, depth: 1.15 },
  { id: 3, x: 6.35, y: 7.25, width: 1.75, depth: 1.65 },
  { id: 4, x: 26.35, y: -0.6, width: 2.3, depth: 1.2 },
];

/** The plan compared, its two indexes, who released the newer one, and the change the views open on. */
export const comparison = {
  number: 'QAK-B-ARC-GR-03-101',
  from: { index: 'C', date: '2026-10-02' },
  to: { index: 'D', date: '2026-11-18' },
  releasedBy: 'kessler',
  selected: 1,
  /** Change 1 references the question that led to it. */
  references: { 1: 'RFI-031' } as Partial<Record<number, string>>,
} as const;
