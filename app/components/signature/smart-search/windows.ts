/**
 * The windows of Haus B in "Quartier am Kanal" (Baufeld B) that the smart search looks through, each
 * as its source states it: the architecture model, a floor plan of the register or the room book.
 * Widths and heights are structural opening sizes in centimetres; room names are copy (`rooms.<kind>`).
 * The plans and their indexes are those of the plan register (app/views/screens/plan-register), and
 * F3.07 is the window that index D of the third floor plan widened from 126 to 151 cm.
 */

/** The storey: 0 for the ground floor (offices), 1 to 5 for the upper floors (flats). */
export type Storey = 0 | 1 | 2 | 3 | 4 | 5;
export type RoomKind = 'office' | 'living' | 'bedroom' | 'kitchen' | 'bath';
export type SourceKind = 'model' | 'plan' | 'document';

/** Where the search found a window's size. */
export type Source = { kind: 'model' } | { kind: 'plan'; number: string; index: string } | { kind: 'document'; version: number };

export interface WindowEntry {
  /** Its mark in the window schedule: F, the storey, a serial number. */
  id: string;
  storey: Storey;
  /** The room's number, as the plans write it: storey, point, serial. */
  room: string;
  roomKind: RoomKind;
  /** Structural opening, in centimetres. */
  width: number;
  height: number;
  source: Source;
}

const model: Source = { kind: 'model' };
/** The room book as the document list shows it, in its seventh version. */
const roomBook: Source = { kind: 'document', version: 7 };

export const windows: readonly WindowEntry[] = [
  { id: 'F0.04', storey: 0, room: '0.03', roomKind: 'office', width: 240, height: 260, source: model },
  { id: 'F0.07', storey: 0, room: '0.05', roomKind: 'office', width: 126, height: 260, source: model },
  { id: 'F1.02', storey: 1, room: '1.01', roomKind: 'living', width: 201, height: 235, source: model },
  { id: 'F1.05', storey: 1, room: '1.02', roomKind: 'bedroom', width: 121, height: 147, source: model },
  { id: 'F1.07', storey: 1, room: '1.03', roomKind: 'kitchen', width: 128, height: 135, source: roomBook },
  {
    id: 'F2.03',
    storey: 2,
    room: '2.01',
    roomKind: 'bedroom',
    width: 122,
    height: 147,
    source: { kind: 'plan', number: 'QAK-B-ARC-GR-02-101', index: 'C' },
  },
  { id: 'F2.08', storey: 2, room: '2.04', roomKind: 'kitchen', width: 88, height: 135, source: roomBook },
  {
    id: 'F3.07',
    storey: 3,
    room: '3.03',
    roomKind: 'bedroom',
    width: 151,
    height: 147,
    source: { kind: 'plan', number: 'QAK-B-ARC-GR-03-101', index: 'D' },
  },
  {
    id: 'F4.02',
    storey: 4,
    room: '4.01',
    roomKind: 'bedroom',
    width: 130,
    height: 147,
    source: { kind: 'plan', number: 'QAK-B-ARC-GR-04-101', index: 'C' },
  },
  { id: 'F4.06', storey: 4, room: '4.03', roomKind: 'living', width: 134, height: 235, source: model },
  { id: 'F4.09', storey: 4, room: '4.04', roomKind: 'bath', width: 76, height: 88, source: roomBook },
  { id: 'F5.03', storey: 5, room: '5.01', roomKind: 'living', width: 135, height: 235, source: model },
];
