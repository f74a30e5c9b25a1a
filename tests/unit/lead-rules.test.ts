import { describe, expect, it } from 'vitest';
import { addressRules, canonicalAddress } from '../../app/shared/address-rules.ts';
import { checkLead } from '../../app/shared/lead-rules.ts';
import deCommon from '../../locales/de/common.json';
import enCommon from '../../locales/en/common.json';

const commonCopy = { de: deCommon, en: enCommon };

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
    for (const bad of ['a@b', 'a b@c.de', '@b.de', 'a@.de', 'a@b.']) {
      expect(checkLead('newsletter', { email: bad }), bad).toEqual([{ field: 'email', code: 'email' }]);
    }
    // Beyond the minimum, the address rules name the problem.
    expect(checkLead('newsletter', { email: 'a<b>@c.de' })).toEqual([{ field: 'email', code: 'specials' }]);
    expect(checkLead('newsletter', { email: 'a@b.de,c@d.de' })).toEqual([{ field: 'email', code: 'oneAt' }]);
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

describe('the address rules, shared by the browser and the server', () => {
  const refused: [string, string][] = [
    ['two@at@example.org', 'oneAt'],
    ['name@example.org.', 'dots'],
    ['name.@example.org', 'dots'],
    ['na..me@example.org', 'dots'],
    [`${'x'.repeat(65)}@example.org`, 'localTooLong'],
    ['{name}@example.org', 'specials'],
    ['"a@b.c"@evil.example', 'oneAt'],
    ['=?utf-8?q?sales?=@example.org', 'encodedWord'],
    ['na\u00adme@example.org', 'invisible'],
    ['na\u034fme@example.org', 'invisible'],
    ['na\u180eme@example.org', 'invisible'],
    ['na\u3164me@example.org', 'invisible'],
    ['name\udb40\udc41@example.org', 'invisible'],
    ['name@-example.org', 'domain'],
    ['name@example.42', 'domain'],
  ];
  it.each(refused)('refuses %s as %s', (email, code) => {
    expect(checkLead('newsletter', { email })).toEqual([{ field: 'email', code }]);
  });

  it('takes addresses of every day, international domains included, and keeps one spelling of each', () => {
    for (const email of ['anna.schmidt@planungsbuero.example', 'a+tag@sub.example.co.uk', 'jürgen@müller-bau.de', "o'neil@example.ie"]) {
      expect(checkLead('newsletter', { email }), email).toEqual([]);
    }
    expect(canonicalAddress(' Victim@ｅｘａｍｐｌｅ.ORG ')).toBe('victim@example.org');
    expect(canonicalAddress('info@müller-bau.de')).toBe('info@xn--mller-bau-q9a.de');
  });

  it('refuses invisible characters in a name', () => {
    for (const name of ['Anna\u00adSchmidt', 'Anna\u3164', 'Anna\u180eSchmidt', 'Anna\udb40\udc20']) {
      expect(checkLead('contact', { name, email: 'a@example.org' }), JSON.stringify(name)).toEqual([{ field: 'name', code: 'invalid' }]);
    }
  });

  it('has a message for every refusal in both languages', () => {
    for (const lang of ['de', 'en'] as const) {
      const messages = (commonCopy[lang].forms.errors as { address: Record<string, string> }).address;
      for (const rule of addressRules.filter((rule) => rule.code !== 'pattern')) expect(messages[rule.code], `${lang} ${rule.code}`).toMatch(/\S{3}/);
    }
  });
});
