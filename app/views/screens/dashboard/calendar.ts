/** Day arithmetic for the schedule, in UTC so no time zone moves a bar. */
const msPerDay = 86_400_000;

/** Days since 1970 of an ISO date. */
export const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / msPerDay;

export const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from);

export const addDays = (iso: string, days: number) => new Date((dayNumber(iso) + days) * msPerDay).toISOString().slice(0, 10);

/** The ISO 8601 calendar week (KW) of a date, as German schedules number their weeks. */
export function isoWeek(iso: string): number {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 4 - (date.getUTCDay() || 7));
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1);
  return Math.ceil(((date.getTime() - yearStart) / msPerDay + 1) / 7);
}
