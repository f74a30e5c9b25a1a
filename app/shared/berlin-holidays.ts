/**
 * The public holidays of Berlin, where the sales team works: the nationwide ones and International
 * Women's Day (Berlin only, since 2019). ISO days ("2026-12-25"), computed per year, so nothing
 * needs updating when a year turns.
 */
export function berlinHolidays(year: number): Set<string> {
  const easter = easterSunday(year);
  const fromEaster = (days: number) => isoDay(new Date(easter.getTime() + days * 86_400_000));
  return new Set([
    `${year}-01-01`,
    `${year}-03-08`,
    fromEaster(-2), // Good Friday
    fromEaster(1), // Easter Monday
    `${year}-05-01`,
    fromEaster(39), // Ascension Day
    fromEaster(50), // Whit Monday
    `${year}-10-03`,
    `${year}-12-25`,
    `${year}-12-26`,
  ]);
}

/** Easter Sunday of the Gregorian calendar (the anonymous algorithm, Meeus/Jones/Butcher), at 00:00 UTC. */
function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

/** The ISO day of a date at 00:00 UTC. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
