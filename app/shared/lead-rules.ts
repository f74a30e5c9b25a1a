import { type AddressProblem, addressProblem, invisibleCharacter } from './address-rules.ts';
import { type DayProblem, dayProblem, isTimeWindow } from './appointment.ts';
import type { LeadField, LeadKind } from './lead-fields.ts';
import { leadFields, leadFieldTable, maxLength } from './lead-fields.ts';

/** `email` is the spec's minimum pattern; the other address codes are address-rules.ts's. */
export type FieldErrorCode = 'required' | 'email' | 'tooLong' | 'invalid' | Exclude<AddressProblem, 'pattern'> | DayProblem;
export interface FieldError {
  field: LeadField;
  code: FieldErrorCode;
}

const required: ReadonlySet<LeadField> = new Set(leadFieldTable.filter((entry) => entry.required).map((entry) => entry.name));
// Optional, but only together: a day without a window, or a window without a day, is no appointment.
const requiredWith: Partial<Record<LeadField, LeadField>> = Object.fromEntries(
  leadFieldTable.flatMap((entry) => ('requiredWith' in entry ? [[entry.name, entry.requiredWith]] : [])),
);
// Control and invisible formatting characters have no place in a name, an address or a number: they are
// how header injection starts and how a sender disguises an address. A message keeps its line breaks and
// joiners (emoji need them) but no direction overrides.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what this pattern is for
const controlCharacter = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/;
// Half of a surrogate pair is no character at all (String#isWellFormed, which older Safari lacks).
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what this pattern is for
const controlInMessage = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
const phonePattern = /^\+?[0-9 ()/.-]{3,40}$/;

/**
 * The rules of every form, run by the browser before sending and by the server before storing.
 * Returns the problems in the order the forms show the fields; empty when the values may be sent.
 * `now` places a preferred day: after today and within four weeks, in Berlin.
 */
export function checkLead(kind: LeadKind, values: Partial<Record<LeadField, string>>, now = new Date()): FieldError[] {
  const errors: FieldError[] = [];
  const filled = (field: LeadField | undefined) => field !== undefined && (values[field] ?? '').trim() !== '';
  for (const field of leadFields[kind]) {
    const value = (values[field] ?? '').trim();
    if (!value) {
      if (required.has(field) || filled(requiredWith[field])) errors.push({ field, code: 'required' });
      continue;
    }
    if (value.length > maxLength[field]) errors.push({ field, code: 'tooLong' });
    else if (loneSurrogate.test(value) || (field === 'message' ? controlInMessage : controlCharacter).test(value))
      errors.push({ field, code: 'invalid' });
    else if (field === 'email') {
      const problem = addressProblem(value);
      if (problem) errors.push({ field, code: problem === 'pattern' ? 'email' : problem });
    } else if (field === 'name' && invisibleCharacter.test(value)) errors.push({ field, code: 'invalid' });
    else if (field === 'phone' && !phonePattern.test(value)) errors.push({ field, code: 'invalid' });
    else if (field === 'timeWindow' && !isTimeWindow(value)) errors.push({ field, code: 'invalid' });
    else if (field === 'preferredDay') {
      const problem = dayProblem(value, now);
      if (problem) errors.push({ field, code: problem });
    }
  }
  return errors;
}
