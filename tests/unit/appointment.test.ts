import { describe, expect, it } from 'vitest';
import { berlinToday, isWorkingDay, offeredDays } from '../../app/shared/appointment.ts';
import { berlinHolidays } from '../../app/shared/berlin-holidays.ts';

describe('berlinToday', () => {
  it('is the date on a Berlin clock, in winter and in summer time', () => {
    expect(berlinToday(new Date('2026-11-26T22:59:59Z'))).toBe('2026-11-26');
    expect(berlinToday(new Date('2026-11-26T23:00:00Z'))).toBe('2026-11-27');
    expect(berlinToday(new Date('2026-07-01T21:59:59Z'))).toBe('2026-07-01');
    expect(berlinToday(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
    expect(berlinToday(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });

  it('switches with the EU rule: the last Sundays of March and October at 01:00 UTC', () => {
    // 2026-03-29 and 2026-10-25 are the last Sundays; just before and after the switch, at 22:30 UTC.
    expect(berlinToday(new Date('2026-03-28T22:30:00Z'))).toBe('2026-03-28');
    expect(berlinToday(new Date('2026-03-29T22:30:00Z'))).toBe('2026-03-30');
    expect(berlinToday(new Date('2026-10-24T22:30:00Z'))).toBe('2026-10-25');
    expect(berlinToday(new Date('2026-10-25T22:30:00Z'))).toBe('2026-10-25');
  });
});

describe('berlinHolidays', () => {
  it('has the fixed days and those that move with Easter', () => {
    expect([...berlinHolidays(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-03-08',
      '2026-04-03',
      '2026-04-06',
      '2026-05-01',
      '2026-05-14',
      '2026-05-25',
      '2026-10-03',
      '2026-12-25',
      '2026-12-26',
    ]);
    // Easter 2027 falls in March: Good Friday, Easter Monday, Ascension and Whit Monday follow it.
    for (const day of ['2027-03-26', '2027-03-29', '2027-05-06', '2027-05-17']) expect(berlinHolidays(2027).has(day), day).toBe(true);
  });
});

describe('the days offered', () => {
  it('are working days: Monday to Friday, not a holiday', () => {
    expect(isWorkingDay('2026-11-30')).toBe(true);
    expect(isWorkingDay('2026-11-28')).toBe(false);
    expect(isWorkingDay('2026-11-29')).toBe(false);
    expect(isWorkingDay('2026-10-03')).toBe(false);
    expect(isWorkingDay('2027-03-26')).toBe(false);
  });

  it('run from the next working day to four weeks ahead', () => {
    // A Friday: the next working day is Monday.
    expect(offeredDays(new Date('2026-11-27T10:00:00Z'))).toEqual({ first: '2026-11-30', last: '2026-12-25' });
    // Maundy Thursday 2027: Good Friday and Easter Monday are holidays, so Tuesday comes first.
    expect(offeredDays(new Date('2027-03-25T08:00:00Z')).first).toBe('2027-03-30');
    // Late on a Thursday evening in Berlin it is already Friday there.
    expect(offeredDays(new Date('2026-11-26T23:30:00Z')).first).toBe('2026-11-30');
  });
});
