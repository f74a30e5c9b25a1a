import { berlinHolidays, isoDay } from './berlin-holidays.ts';

// A demo request may name a preferred day and a time window: the appointment request that the
// "book an appointment" links lead to when no booking calendar is configured. Shared by the form,
// the rules (browser and server) and the sales mail.

/** The windows a visitor can choose, in Berlin time, in the order the form offers them. */
export const timeWindows = ['morning', 'midday', 'afternoon'] as const;
export type TimeWindow = (typeof timeWindows)[number];

export function isTimeWindow(value: string): value is TimeWindow {
  return (timeWindows as readonly string[]).includes(value);
}

/** How far ahead a day can be asked for: four weeks, the horizon the sales team plans its demos in. */
export const daysAhead = 28;

/** Why a preferred day cannot be offered: not a date, not after today, beyond the horizon, a weekend or holiday. */
export type DayProblem = 'invalid' | 'tooSoon' | 'tooLate' | 'notWorkingDay';

const dayMs = 86_400_000;

/**
 * Today's date in Berlin, where the sales team takes the appointments, whatever the visitor's clock
 * says. Worked out from the EU's daylight-saving rule rather than with Intl, which the browser would
 * have to build first (see shared/i18n/format.ts).
 */
export function berlinToday(now: Date): string {
  const year = now.getUTCFullYear();
  const summer = now >= lastSundayOneUtc(year, 2) && now < lastSundayOneUtc(year, 9);
  return isoDay(new Date(now.getTime() + (summer ? 2 : 1) * 3_600_000));
}

/** 01:00 UTC on the last Sunday of a month (0-based), when the clocks change in the EU. */
function lastSundayOneUtc(year: number, month: number): Date {
  const last = new Date(Date.UTC(year, month + 1, 0, 1));
  return new Date(last.getTime() - last.getUTCDay() * dayMs);
}

/** Monday to Friday, and not a public holiday in Berlin. */
export function isWorkingDay(day: string): boolean {
  const date = parseDay(day);
  if (!date) return false;
  const weekday = date.getUTCDay();
  return weekday >= 1 && weekday <= 5 && !berlinHolidays(date.getUTCFullYear()).has(day);
}

/** The days a visitor may choose from: the next working day after today up to four weeks ahead. */
export function offeredDays(now: Date): { first: string; last: string } {
  const today = parseDay(berlinToday(now))!;
  let first = new Date(today.getTime() + dayMs);
  while (!isWorkingDay(isoDay(first))) first = new Date(first.getTime() + dayMs);
  return { first: isoDay(first), last: isoDay(new Date(today.getTime() + daysAhead * dayMs)) };
}

/** What is wrong with a preferred day, or null when it can be offered. */
export function dayProblem(day: string, now: Date): DayProblem | null {
  if (!parseDay(day)) return 'invalid';
  const today = berlinToday(now);
  // ISO days compare as text.
  if (day <= today) return 'tooSoon';
  if (day > isoDay(new Date(parseDay(today)!.getTime() + daysAhead * dayMs))) return 'tooLate';
  if (!isWorkingDay(day)) return 'notWorkingDay';
  return null;
}

/** An ISO day ("2026-12-01") as a date at 00:00 UTC; undefined for anything else, 2026-02-30 included. */
export function parseDay(day: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && isoDay(date) === day ? date : undefined;
}
