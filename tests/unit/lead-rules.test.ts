import { describe, expect, it } from 'vitest';
import { checkLead } from '../../app/shared/lead-rules.ts';

describe('checkLead', () => {
  it('needs e-mail address and full name for contact and demo requests', () => {
    expect(checkLead('contact', {})).toEqual([
      { field: 'name', code: 'required' },
      { field: 'email', code: 'required' },
    ]);
    expect(checkLead('demo', { email: 'a@b.de', name: ' ' })).toEqual([{ field: 'name', code: 'required' }]);
  });

  it('leaves message and phone optional', () => {
    expect(checkLead('contact', { email: 'a@b.de', name: 'Anna' })).toEqual([]);
  });

  it('applies the spec’s address shape: non-space, @, non-space, dot, non-space', () => {
    for (const good of ['a@b.de', 'anna.schmidt+bim@planung.example', 'ä@ü.de']) expect(checkLead('newsletter', { email: good }), good).toEqual([]);
    for (const bad of ['a@b', 'a b@c.de', '@b.de', 'a@.de', 'a@b.', 'a<b>@c.de', 'a@b.de,c@d.de']) {
      expect(checkLead('newsletter', { email: bad }), bad).toEqual([{ field: 'email', code: 'email' }]);
    }
  });

  it('refuses control and invisible characters, and lone surrogates', () => {
    expect(checkLead('demo', { email: 'a@b.de', name: 'Anna\u202eX' })).toEqual([{ field: 'name', code: 'invalid' }]);
    expect(checkLead('demo', { email: 'a@b.de', name: 'A\ud800' })).toEqual([{ field: 'name', code: 'invalid' }]);
    expect(checkLead('contact', { email: 'a@b.de', name: 'Anna', message: 'line one\nline two 👷‍♀️' })).toEqual([]);
    expect(checkLead('contact', { email: 'a@b.de', name: 'Anna', message: 'bell\u0007' })).toEqual([{ field: 'message', code: 'invalid' }]);
  });

  it('limits lengths and the shape of a phone number', () => {
    expect(checkLead('demo', { email: 'a@b.de', name: 'x'.repeat(121) })).toEqual([{ field: 'name', code: 'tooLong' }]);
    expect(checkLead('demo', { email: 'a@b.de', name: 'Anna', phone: '+49 (30) 123-45/67' })).toEqual([]);
    expect(checkLead('demo', { email: 'a@b.de', name: 'Anna', phone: 'call me' })).toEqual([{ field: 'phone', code: 'invalid' }]);
  });
});

describe('checkLead on an appointment request', () => {
  // A Friday in Berlin; the rules place every day from here.
  const now = new Date('2026-11-27T10:00:00Z');
  const demo = { email: 'a@b.de', name: 'Anna' };

  it('takes a working day within four weeks with a time window, or neither', () => {
    expect(checkLead('demo', { ...demo, preferredDay: '2026-11-30', timeWindow: 'morning' }, now)).toEqual([]);
    expect(checkLead('demo', { ...demo, preferredDay: '2026-12-24', timeWindow: 'afternoon' }, now)).toEqual([]);
    expect(checkLead('demo', demo, now)).toEqual([]);
  });

  it('asks for the other half when only a day or only a window is given', () => {
    expect(checkLead('demo', { ...demo, preferredDay: '2026-11-30' }, now)).toEqual([{ field: 'timeWindow', code: 'required' }]);
    expect(checkLead('demo', { ...demo, timeWindow: 'midday', preferredDay: '  ' }, now)).toEqual([{ field: 'preferredDay', code: 'required' }]);
  });

  it('says why a day cannot be had: past or today, beyond four weeks, weekend or holiday, not a date', () => {
    const day = (preferredDay: string) => checkLead('demo', { ...demo, preferredDay, timeWindow: 'morning' }, now);
    expect(day('2026-11-27')).toEqual([{ field: 'preferredDay', code: 'tooSoon' }]);
    expect(day('2025-12-01')).toEqual([{ field: 'preferredDay', code: 'tooSoon' }]);
    expect(day('2026-12-28')).toEqual([{ field: 'preferredDay', code: 'tooLate' }]);
    expect(day('2026-11-28')).toEqual([{ field: 'preferredDay', code: 'notWorkingDay' }]);
    expect(day('2026-12-25')).toEqual([{ field: 'preferredDay', code: 'notWorkingDay' }]);
    for (const malformed of ['30.11.2026', '2026-11-31', '2026-11-3', '2026-1-30', 'morgen']) {
      expect(day(malformed), malformed).toEqual([{ field: 'preferredDay', code: 'invalid' }]);
    }
  });

  it('takes only the windows the form offers', () => {
    expect(checkLead('demo', { ...demo, preferredDay: '2026-11-30', timeWindow: 'evening' }, now)).toEqual([
      { field: 'timeWindow', code: 'invalid' },
    ]);
  });

  it('leaves contact requests without appointment fields', () => {
    expect(checkLead('contact', { ...demo, preferredDay: 'x', timeWindow: 'y' } as never, now)).toEqual([]);
  });
});
