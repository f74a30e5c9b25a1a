import { describe, expect, it } from 'vitest';
import { formatDay, formatWhole } from '../../app/shared/i18n/format.ts';
import de from '../../locales/de/common.json' with { type: 'json' };
import en from '../../locales/en/common.json' with { type: 'json' };

// The hand-written formatters stand in for Intl in the browser; they must write what Intl writes.
const days = ['2026-01-01', '2026-03-09', '2026-05-31', '2026-11-23', '2027-12-05'];

describe('formatDay', () => {
  it.each(days)('writes %s as Intl does in German and British English', (day) => {
    const date = new Date(`${day}T00:00:00Z`);
    expect(formatDay(day, 'de', de.months)).toBe(new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeZone: 'UTC' }).format(date));
    expect(formatDay(day, 'en', en.months)).toBe(new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(date));
  });

  it('refuses what is not an ISO day', () => {
    expect(() => formatDay('23.11.2026', 'de', de.months)).toThrow(/ISO day/);
    expect(() => formatDay('2026-13-01', 'de', de.months)).toThrow(/ISO day/);
  });
});

describe('formatWhole', () => {
  it.each([0, 7, 999, 1000, 52000, 68500, 1234567])('groups %i as Intl does', (value) => {
    expect(formatWhole(value, 'de')).toBe(new Intl.NumberFormat('de', { maximumFractionDigits: 0 }).format(value));
    expect(formatWhole(value, 'en')).toBe(new Intl.NumberFormat('en', { maximumFractionDigits: 0 }).format(value));
  });
});
