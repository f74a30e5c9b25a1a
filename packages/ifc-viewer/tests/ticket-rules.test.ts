// The change ticket's rules: values typed as their property is (wrong ones refused with a reason), the
// metadata's checks, and the ticket's states from draft through return and resubmission to approval.

import {
  addableProperties,
  approveTicket,
  checkMeta,
  createTicket,
  customType,
  decodeString,
  editTicket,
  elementStatus,
  encodeString,
  initialInput,
  parseValue,
  propertyType,
  readChosen,
  returnTicket,
  stepValue,
  submitTicket,
  TicketStateError,
  validPropertyName,
} from '@lotrecht/ifc-viewer';
import { describe, expect, it } from 'vitest';

const uValue = propertyType('IFCTHERMALTRANSMITTANCEMEASURE')!;

describe('values typed as their property', () => {
  it('takes numbers with a comma or a point, and with their unit', () => {
    expect(parseValue(uValue, '0,8')).toEqual({ ok: true, value: 0.8 });
    expect(parseValue(uValue, ' 1.3 ')).toEqual({ ok: true, value: 1.3 });
    expect(parseValue(uValue, '0,95 W/(m²·K)')).toEqual({ ok: true, value: 0.95 });
    expect(parseValue(propertyType('IFCREAL')!, '-2e3')).toEqual({ ok: true, value: -2000 });
  });

  it('refuses what is not a number of the right range, and says why', () => {
    expect(parseValue(uValue, 'gut')).toEqual({ ok: false, problem: { code: 'number' } });
    expect(parseValue(uValue, '1.300,5')).toEqual({ ok: false, problem: { code: 'number' } });
    expect(parseValue(uValue, '')).toEqual({ ok: false, problem: { code: 'required' } });
    expect(parseValue(propertyType('IFCPOSITIVERATIOMEASURE')!, '0')).toEqual({ ok: false, problem: { code: 'min', limit: 0, exclusive: true } });
    expect(parseValue(propertyType('IFCNORMALISEDRATIOMEASURE')!, '1,2')).toEqual({ ok: false, problem: { code: 'max', limit: 1 } });
    expect(parseValue(propertyType('IFCINTEGER')!, '2,5')).toEqual({ ok: false, problem: { code: 'integer' } });
    expect(parseValue(propertyType('IFCCOUNTMEASURE')!, '-1')).toEqual({ ok: false, problem: { code: 'min', limit: 0, exclusive: false } });
    // A U-value of zero or less, or a negative area, passes the schema but means nothing.
    expect(parseValue(propertyType('IFCTHERMALTRANSMITTANCEMEASURE')!, '-0,8')).toEqual({
      ok: false,
      problem: { code: 'min', limit: 0, exclusive: true },
    });
    expect(parseValue(propertyType('IFCTHERMALTRANSMITTANCEMEASURE')!, '0')).toEqual({
      ok: false,
      problem: { code: 'min', limit: 0, exclusive: true },
    });
    expect(parseValue(propertyType('IFCTHERMALTRANSMITTANCEMEASURE')!, '0,8 W/(m²·K)')).toEqual({ ok: true, value: 0.8 });
    expect(parseValue(propertyType('IFCAREAMEASURE')!, '-2')).toEqual({ ok: false, problem: { code: 'min', limit: 0, exclusive: false } });
    expect(parseValue(propertyType('IFCLENGTHMEASURE')!, '-2')).toEqual({ ok: true, value: -2 });
  });

  it('holds labels to 255 characters, truth values to yes or no, enumerations to their list', () => {
    const label = propertyType('IFCLABEL')!;
    expect(parseValue(label, 'EI 30')).toEqual({ ok: true, value: 'EI 30' });
    expect(parseValue(label, 'x'.repeat(256))).toEqual({ ok: false, problem: { code: 'tooLong', limit: 255 } });
    expect(parseValue(propertyType('IFCBOOLEAN')!, 'false')).toEqual({ ok: true, value: false });
    expect(parseValue(propertyType('IFCBOOLEAN')!, 'vielleicht')).toEqual({ ok: false, problem: { code: 'option' } });
    expect(parseValue(elementStatus, 'NEW')).toEqual({ ok: true, value: 'NEW' });
    expect(parseValue(elementStatus, 'NEU')).toEqual({ ok: false, problem: { code: 'option' } });
  });

  it('writes each value as STEP, strings in ASCII with their umlauts escaped', () => {
    expect(stepValue(uValue, 1)).toBe('IFCTHERMALTRANSMITTANCEMEASURE(1.)');
    expect(stepValue(uValue, 1e-7)).toBe('IFCTHERMALTRANSMITTANCEMEASURE(1.E-7)');
    expect(stepValue(propertyType('IFCINTEGER')!, 4)).toBe('IFCINTEGER(4)');
    expect(stepValue(propertyType('IFCBOOLEAN')!, true)).toBe('IFCBOOLEAN(.T.)');
    expect(stepValue(propertyType('IFCLABEL')!, "Tür 'Süd' \\ 😀")).toBe(
      "IFCLABEL('T\\X2\\00FC\\X0\\r ''S\\X2\\00FC\\X0\\d'' \\\\ \\X2\\D83DDE00\\X0\\')",
    );
    expect(decodeString(encodeString("Tür 'Süd' \\ 😀"))).toBe("Tür 'Süd' \\ 😀");
  });

  it('offers the standard properties a Pset_…Common lacks, and custom ones with a sound name', () => {
    expect(addableProperties('Pset_WindowCommon', ['Reference', 'IsExternal', 'ThermalTransmittance']).map((property) => property.name)).toEqual([
      'Status',
      'FireRating',
      'AcousticRating',
      'Combustible',
    ]);
    expect(addableProperties('EPset_Topology', [])).toEqual([]);
    expect(customType('number').ifcType).toBe('IFCREAL');
    expect(validPropertyName('Geprueft_2')).toBe(true);
    expect(validPropertyName('2 Geprüft')).toBe(false);
  });
});

describe('step 3’s fields', () => {
  it('start from the value the elements share, as the page’s language writes it, and stay empty when they differ', () => {
    expect(initialInput(uValue, [0.9], true)).toBe('0,9');
    expect(initialInput(uValue, [0.9], false)).toBe('0.9');
    expect(initialInput(propertyType('IFCBOOLEAN')!, [false], true)).toBe('false');
    expect(initialInput(propertyType('IFCLABEL')!, ['F 126/150', 'F 134/150'], true)).toBe('');
    expect(initialInput(propertyType('IFCLABEL')!, [undefined], true)).toBe('');
  });

  it('become the ticket’s changes, or each wrong one’s problem by its property', () => {
    const label = propertyType('IFCLABEL')!;
    const chosen = [
      { set: 'Pset_WindowCommon', property: 'ThermalTransmittance', type: uValue, added: false, input: '0,8' },
      { set: 'Pset_WindowCommon', property: 'FireRating', type: label, added: true, input: 'EI 30' },
    ];
    expect(readChosen(chosen)).toEqual({
      changes: [
        { set: 'Pset_WindowCommon', property: 'ThermalTransmittance', type: uValue, value: 0.8 },
        { set: 'Pset_WindowCommon', property: 'FireRating', type: label, value: 'EI 30' },
      ],
      problems: new Map(),
    });
    const wrong = readChosen([{ ...chosen[0]!, input: 'null Komma acht' }, chosen[1]!]);
    expect(wrong.problems).toEqual(new Map([['Pset_WindowCommon.ThermalTransmittance', { code: 'number' }]]));
  });
});

describe('the ticket’s metadata', () => {
  const today = new Date(2026, 10, 27, 15);
  const meta = { title: 'U-Wert Fenster', reason: 'Nachweis GEG', due: '2026-12-04', reviewer: 'Jana Pohl' };

  it('passes when every field is filled in and the due date is today or later', () => {
    expect(checkMeta(meta, today)).toEqual({});
    expect(checkMeta({ ...meta, due: '2026-11-27' }, today)).toEqual({});
  });

  it('names each field that is missing, too long or not a date to come', () => {
    expect(checkMeta({ title: ' ', reason: '', due: '', reviewer: '' }, today)).toEqual({
      title: 'required',
      reason: 'required',
      due: 'required',
      reviewer: 'required',
    });
    expect(checkMeta({ ...meta, title: 'x'.repeat(121), due: '2026-02-30' }, today)).toEqual({ title: 'tooLong', due: 'date' });
    expect(checkMeta({ ...meta, due: '2026-11-26' }, today)).toEqual({ due: 'past' });
  });
});

describe('the ticket’s states', () => {
  const meta = { title: 'U-Wert Fenster', reason: 'Nachweis GEG', due: '2026-12-04', reviewer: 'Jana Pohl' };
  const change = { set: 'Pset_WindowCommon', property: 'ThermalTransmittance', type: uValue, value: 0.8 };
  const at = (minute: number) => new Date(2026, 10, 27, 9, minute);

  it('goes from draft to submitted, back to the author with a comment, again to review and to approved, keeping every step', () => {
    let ticket = createTicket(1, 'architecture', [153, 174], meta, at(0));
    expect(() => submitTicket(ticket)).toThrow();
    ticket = submitTicket(editTicket(ticket, { changes: [change] }), at(1));
    expect(ticket.state).toBe('submitted');
    expect(() => editTicket(ticket, { meta })).toThrow(TicketStateError);
    expect(() => returnTicket(ticket, '  ')).toThrow();
    ticket = returnTicket(ticket, 'Bitte U-Wert mit Bauphysik abstimmen.', at(2));
    expect(ticket).toMatchObject({ state: 'returned', comment: 'Bitte U-Wert mit Bauphysik abstimmen.' });
    expect(() => approveTicket(ticket)).toThrow(TicketStateError);
    ticket = editTicket(ticket, { changes: [{ ...change, value: 0.9 }] });
    ticket = approveTicket(submitTicket(ticket, at(3)), at(4));
    expect(ticket.state).toBe('approved');
    expect(() => returnTicket(ticket, 'zu spät')).toThrow(TicketStateError);
    expect(ticket.history).toEqual([
      { at: at(0), who: 'author', action: 'created' },
      { at: at(1), who: 'author', action: 'submitted' },
      { at: at(2), who: 'reviewer', action: 'returned', comment: 'Bitte U-Wert mit Bauphysik abstimmen.' },
      { at: at(3), who: 'author', action: 'resubmitted' },
      { at: at(4), who: 'reviewer', action: 'approved' },
    ]);
  });
});
