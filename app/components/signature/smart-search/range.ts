import type { WindowEntry } from './windows.ts';

/** A width range in centimetres, both ends included. */
export interface WidthRange {
  min: number;
  max: number;
}

/** The spec's example query: windows from 122 to 134 cm wide. */
export const exampleRange: WidthRange = { min: 122, max: 134 };

/** What the width fields accept, in centimetres. */
export const fieldBounds: WidthRange = { min: 0, max: 400 };

/** The stretch of widths the scale under the fields draws, in centimetres: 50 to 250, ticks every 50. */
export const scaleBounds: WidthRange = { min: 50, max: 250 };
export const scaleTicks = [50, 100, 150, 200, 250] as const;

/** The raw text of both width fields, as typed. */
export interface RangeInput {
  min: string;
  max: string;
}

export const exampleInput: RangeInput = { min: String(exampleRange.min), max: String(exampleRange.max) };

/** A field's number; an empty or unreadable field leaves its end of the range open. */
function read(text: string, open: number): number {
  const value = text.trim() === '' ? Number.NaN : Number(text);
  return Number.isFinite(value) ? value : open;
}

/** The range the fields describe: an empty field is open at its end (0 or 400 cm). */
export function rangeOf(input: RangeInput): WidthRange {
  return { min: read(input.min, fieldBounds.min), max: read(input.max, fieldBounds.max) };
}

/** The windows whose width lies in the range, ends included, in the order of the schedule. */
export function windowsIn(range: WidthRange, list: readonly WindowEntry[]): WindowEntry[] {
  return list.filter((entry) => entry.width >= range.min && entry.width <= range.max);
}

/** Where a width falls on the scale, in its units (0 to 200). */
export function onScale(width: number): number {
  return Math.min(scaleBounds.max, Math.max(scaleBounds.min, width)) - scaleBounds.min;
}
