/**
 * BCF's dates are xs:dateTime, "with optional time zone indicators"; one without a zone is UTC (BCF 3.0,
 * "DateTime Format"), and the zone's colon is optional (`+0200` is `+02:00`).
 */
const dateTime = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/;
const day = /^\d{4}-\d{2}-\d{2}$/;

export const isDay = (text: string): boolean => day.test(text);

export const isDateTime = (text: string): boolean => dateTime.test(text);

/** The instant a BCF date or day (read as midnight UTC) stands for; undefined for anything else. */
export function bcfInstant(text: string): Date | undefined {
  if (isDay(text)) return new Date(`${text}T00:00:00Z`);
  const match = dateTime.exec(text.trim());
  if (!match) return undefined;
  const [, date, hours, minutes, seconds, fraction = '', zone = 'Z'] = match;
  const millis = fraction ? `.${fraction.slice(1, 4).padEnd(3, '0')}` : '';
  const offset = zone === 'Z' ? 'Z' : `${zone.slice(0, 3)}:${zone.slice(-2)}`;
  const instant = new Date(`${date}T${hours}:${minutes}:${seconds}${millis}${offset}`);
  return Number.isNaN(instant.getTime()) ? undefined : instant;
}

/**
 * A due date as the topic keeps it: midnight UTC (what the viewer writes for a day, and what tools write
 * for a date without a time) becomes the day; any other time stays as written.
 */
export function dueDateOf(text: string): string {
  const match = dateTime.exec(text);
  if (
    match &&
    match[2] === '00' &&
    match[3] === '00' &&
    match[4] === '00' &&
    !/[1-9]/.test(match[5] ?? '') &&
    /^(Z|[+-]00:?00)?$/.test(match[6] ?? '')
  ) {
    return match[1]!;
  }
  return text;
}

/** A value for an xs:dateTime element: a day as its midnight UTC, a date and time as written, anything else nothing. */
export function xsDateTime(text: string | undefined): string | undefined {
  if (!text) return undefined;
  if (isDay(text)) return `${text}T00:00:00Z`;
  return isDateTime(text) ? text : undefined;
}
