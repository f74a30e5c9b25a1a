import { describe, expect, it } from 'vitest';
import type { IdsRestriction } from '../src/ids/ids-document.ts';
import type { IfcValue } from '../src/ids/ifc-values.ts';
import { matchesValue } from '../src/ids/match-value.ts';
import { XsdPatternError, xsdRegExp } from '../src/ids/xsd-regex.ts';

const text = (value: string): IfcValue => ({ kind: 'string', value });
const real = (value: number): IfcValue => ({ kind: 'real', value });
const integer = (value: number): IfcValue => ({ kind: 'integer', value });
const bool = (value: boolean): IfcValue => ({ kind: 'boolean', value });
const restricted = (restriction: IdsRestriction, value: IfcValue) => matchesValue({ restriction }, value);
const simple = (simpleValue: string, value: IfcValue) => matchesValue({ simpleValue }, value);

describe('XML Schema patterns in JavaScript', () => {
  const matches = (pattern: string, value: string) => xsdRegExp(pattern).test(value);

  it('match the whole value, with ^ and $ as plain characters', () => {
    expect(matches('W-\\d{2}', 'W-01')).toBe(true);
    expect(matches('W-\\d{2}', 'AW-01')).toBe(false);
    expect(matches('W-\\d{2}', 'W-012')).toBe(false);
    expect(matches('a|b', 'ab')).toBe(false);
    expect(matches('^A$', '^A$')).toBe(true);
    expect(matches('^A$', 'A')).toBe(false);
  });

  it("read \\d, \\w and \\s as XSD's Unicode classes", () => {
    expect(matches('\\d+', '٤٢')).toBe(true);
    expect(matches('\\w+', 'Außenwand')).toBe(true);
    expect(matches('\\w+', 'Außen-wand')).toBe(false);
    expect(matches('\\w', '€')).toBe(true);
    expect(matches('a\\sb', 'a\tb')).toBe(true);
    expect(matches('[\\S]+', 'a b')).toBe(false);
    expect(matches('[^\\d]+', 'abc')).toBe(true);
  });

  it('let . match anything but a line end', () => {
    expect(matches('a.c', 'a€c')).toBe(true);
    expect(matches('a.c', 'a\nc')).toBe(false);
    expect(matches('.', '😀')).toBe(true);
  });

  it('subtract classes and read Unicode categories and blocks', () => {
    expect(matches('[a-z-[aeiou]]+', 'bcd')).toBe(true);
    expect(matches('[a-z-[aeiou]]+', 'bad')).toBe(false);
    expect(matches('\\p{Lu}\\p{Ll}+', 'Wand')).toBe(true);
    expect(matches('\\p{IsBasicLatin}+', 'Wand')).toBe(true);
    expect(matches('\\p{IsBasicLatin}+', 'Wänd')).toBe(false);
    expect(matches('[\\P{IsBasicLatin}]', 'ä')).toBe(true);
  });

  it('take escaped metacharacters, and escaped punctuation other dialects allow, literally', () => {
    expect(matches('F\\.\\d\\*', 'F.1*')).toBe(true);
    expect(matches('REI\\(\\d+\\)', 'REI(90)')).toBe(true);
    expect(matches('\\d{2}\\/\\d{2}', '12/34')).toBe(true);
    expect(matches('[\\-\\]]+', '-]')).toBe(true);
    expect(matches('[a-]+', 'a-a')).toBe(true);
  });

  it('refuse what XML Schema does not have', () => {
    for (const pattern of ['(a', 'a{2,1}', 'a*?', '\\b', '[]', '\\p{IsKlingon}', 'a{x}', '[b-a]'])
      expect(() => xsdRegExp(pattern), pattern).toThrow(XsdPatternError);
  });
});

describe('comparing a value from the model with a value from the IDS', () => {
  it("casts the IDS text to the model value's type", () => {
    expect(simple('42', real(42))).toBe(true);
    expect(simple('42.', real(42))).toBe(true);
    expect(simple('4.2e1', real(42))).toBe(true);
    expect(simple('42', integer(42))).toBe(true);
    expect(simple('42.0', integer(42))).toBe(false);
    expect(simple('42', text('42'))).toBe(true);
    expect(simple('042', text('42'))).toBe(false);
    expect(simple('Foo', real(42))).toBe(false);
  });

  it('matches texts case-sensitively and booleans only in lower case', () => {
    expect(simple('Bar', text('bar'))).toBe(false);
    expect(simple('true', bool(true))).toBe(true);
    expect(simple('1', bool(true))).toBe(true);
    expect(simple('TRUE', bool(true))).toBe(false);
    expect(simple('false', bool(true))).toBe(false);
  });

  it('compares reals with the tolerance of IDS 1.0: 1e-6 relative plus 1e-6 absolute', () => {
    expect(simple('1', real(1.000002))).toBe(true);
    expect(simple('1', real(1.0000021))).toBe(false);
    expect(simple('100000', real(100000.100001))).toBe(true);
    expect(simple('100000', real(100000.1000011))).toBe(false);
    expect(simple('0', real(-0.000001))).toBe(true);
    expect(simple('0', real(0.0000011))).toBe(false);
    // Integers have no tolerance.
    expect(simple('1000000', integer(1000001))).toBe(false);
  });

  it('widens inclusive bounds by the tolerance and narrows exclusive ones', () => {
    expect(restricted({ minInclusive: '0' }, real(-0.000001))).toBe(true);
    expect(restricted({ minInclusive: '0' }, real(-0.0000011))).toBe(false);
    expect(restricted({ minExclusive: '0' }, real(0.0000009))).toBe(false);
    expect(restricted({ minExclusive: '0' }, real(0.0000011))).toBe(true);
    expect(restricted({ maxExclusive: '0.28' }, real(0.28))).toBe(false);
    expect(restricted({ maxExclusive: '0.28' }, real(0.2799))).toBe(true);
    expect(restricted({ maxInclusive: '10' }, integer(10))).toBe(true);
    expect(restricted({ maxInclusive: '10' }, integer(11))).toBe(false);
    expect(restricted({ minInclusive: '0' }, text('5'))).toBe(false);
  });

  it('combines facets: any enumeration value or pattern, and every bound and length', () => {
    expect(restricted({ enumeration: ['EI 30', 'EI 90'] }, text('EI 90'))).toBe(true);
    expect(restricted({ enumeration: ['EI 30', 'EI 90'] }, text('ei 90'))).toBe(false);
    expect(restricted({ base: 'double', enumeration: ['0.9', '1.1'] }, real(1.1))).toBe(true);
    expect(restricted({ patterns: ['AW.*', 'IW.*'] }, text('IW 25'))).toBe(true);
    expect(restricted({ patterns: ['.*'] }, real(1))).toBe(false);
    expect(restricted({ minInclusive: '1', maxExclusive: '2' }, real(2))).toBe(false);
    expect(restricted({ minLength: 2, maxLength: 3 }, text('ABC'))).toBe(true);
    expect(restricted({ minLength: 2, maxLength: 3 }, text('ABCD'))).toBe(false);
    expect(restricted({ length: 2 }, text('Ä😀'))).toBe(true);
    expect(restricted({ patterns: ['W.*'], maxLength: 3 }, text('Wand'))).toBe(false);
  });

  it('never matches what holds no comparable value', () => {
    expect(simple('', { kind: 'empty' })).toBe(false);
    expect(restricted({ patterns: ['.*'] }, { kind: 'empty' })).toBe(false);
    expect(simple('Foobar', { kind: 'reference' })).toBe(false);
    expect(simple('1', { kind: 'list', items: [real(1)] })).toBe(false);
    expect(matchesValue({ simpleValue: 'x' }, undefined)).toBe(false);
  });
});
