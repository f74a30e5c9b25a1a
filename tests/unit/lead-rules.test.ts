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
