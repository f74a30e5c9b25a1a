import { IdsFileError, type IdsProblem, readIds } from '@lotrecht/ifc-viewer';
import { describe, expect, it } from 'vitest';
import { entity, idsText, property, restriction, simple, spec } from './ids-support.ts';

const refusal = (text: string): IdsFileError => {
  try {
    readIds(text);
  } catch (error) {
    if (error instanceof IdsFileError) return error;
    throw error;
  }
  throw new Error('readIds accepted the file');
};

const everyFacet = idsText(
  `<specification name="Alles" ifcVersion="IFC2X3 IFC4" identifier="A-1" description="Warum" instructions="Wie">
    <applicability minOccurs="0" maxOccurs="unbounded">${entity('IFCWALL', 'SOLIDWALL')}</applicability>
    <requirements description="Anforderungen">
      <attribute cardinality="optional"><name>${simple('Name')}</name><value>${restriction('string', '<xs:pattern value="W-\\d{2}"/>')}</value></attribute>
      ${property('Pset_WallCommon', 'ThermalTransmittance', { dataType: 'IFCTHERMALTRANSMITTANCEMEASURE', value: restriction('double', '<xs:minExclusive value="0"/>', '<xs:maxInclusive value="0.28"/>') })}
      <classification cardinality="prohibited"><value>${simple('331')}</value><system>${simple('DIN 276')}</system></classification>
      <material uri="https://example.org/beton"><value>${restriction('string', '<xs:enumeration value="Beton"/>', '<xs:enumeration value="Stahlbeton"/>')}</value></material>
      <partOf relation="IFCRELVOIDSELEMENT IFCRELFILLSELEMENT">${entity('IFCWALL')}</partOf>
      <attribute><name>${simple('Tag')}</name><value>${restriction('string', '<xs:length value="4"/>', '<xs:minLength value="1"/>', '<xs:maxLength value="8"/>')}</value></attribute>
    </requirements>
  </specification>`,
);

describe('reading an IDS 1.0 file', () => {
  it('reads every facet with its parameters, restrictions and cardinality', () => {
    const [read] = readIds(everyFacet).specifications;
    expect(read).toMatchObject({
      name: 'Alles',
      identifier: 'A-1',
      description: 'Warum',
      instructions: 'Wie',
      ifcVersion: ['IFC2X3', 'IFC4'],
      minOccurs: 0,
      maxOccurs: 'unbounded',
      requirementsDescription: 'Anforderungen',
      applicability: [{ facet: 'entity', cardinality: 'required', name: { simpleValue: 'IFCWALL' }, predefinedType: { simpleValue: 'SOLIDWALL' } }],
    });
    expect(read!.requirements).toEqual([
      {
        facet: 'attribute',
        cardinality: 'optional',
        name: { simpleValue: 'Name' },
        value: { restriction: { base: 'string', patterns: ['W-\\d{2}'] } },
      },
      {
        facet: 'property',
        cardinality: 'required',
        propertySet: { simpleValue: 'Pset_WallCommon' },
        baseName: { simpleValue: 'ThermalTransmittance' },
        dataType: 'IFCTHERMALTRANSMITTANCEMEASURE',
        value: { restriction: { base: 'double', minExclusive: '0', maxInclusive: '0.28' } },
      },
      { facet: 'classification', cardinality: 'prohibited', system: { simpleValue: 'DIN 276' }, value: { simpleValue: '331' } },
      {
        facet: 'material',
        cardinality: 'required',
        uri: 'https://example.org/beton',
        value: { restriction: { base: 'string', enumeration: ['Beton', 'Stahlbeton'] } },
      },
      { facet: 'partOf', cardinality: 'required', relation: 'IFCRELVOIDSELEMENT IFCRELFILLSELEMENT', entity: { name: { simpleValue: 'IFCWALL' } } },
      {
        facet: 'attribute',
        cardinality: 'required',
        name: { simpleValue: 'Tag' },
        value: { restriction: { base: 'string', length: 4, minLength: 1, maxLength: 8 } },
      },
    ]);
  });

  it('reads the info and defaults a specification to required, one or more', () => {
    const read = readIds(idsText(spec('Wände', entity('IFCWALL'))));
    expect(read.info.title).toBe('Test');
    expect(read.specifications[0]).toMatchObject({ minOccurs: 1, maxOccurs: 'unbounded', requirements: [] });
  });

  it('gives plain data that survives a structured clone and JSON', () => {
    const read = readIds(everyFacet);
    expect(structuredClone(read)).toEqual(read);
    expect(JSON.parse(JSON.stringify(read))).toEqual(read);
  });

  it('takes a file without a schema location and with a byte order mark', () => {
    const text = `\uFEFF${idsText(spec('Wände', entity('IFCWALL'))).replace(/ xsi:schemaLocation="[^"]*"/, '')}`;
    expect(readIds(text).specifications).toHaveLength(1);
  });
});

describe('refusing a file it cannot check against', () => {
  const cases: [string, string, IdsProblem][] = [
    ['text that is not XML', 'Name;Wert\nWand;1', 'not-xml'],
    ['XML that is broken off', idsText(spec('Wände', entity('IFCWALL'))).slice(0, -20), 'not-xml'],
    ['another kind of XML', '<?xml version="1.0"?><Markup xmlns="http://www.buildingsmart-tech.org/bcf"/>', 'not-ids'],
    ['an IDS 0.9.7 file', idsText(spec('Wände', entity('IFCWALL'))).replace('IDS/1.0/ids.xsd', 'IDS/0.9.7/ids.xsd'), 'version'],
    ['an ids element in another namespace', '<ids xmlns="http://example.org/ids"><info><title>x</title></info><specifications/></ids>', 'version'],
    [
      'IDS 0.9 counting without a schema location',
      idsText(spec('Wände', entity('IFCWALL')))
        .replace(/ xsi:schemaLocation="[^"]*"/, '')
        .replace('ifcVersion="IFC4"', 'ifcVersion="IFC4" minOccurs="1"'),
      'version',
    ],
    ['an element that is no facet', idsText(spec('Wände', entity('IFCWALL'), `<colour><value>${simple('rot')}</value></colour>`)), 'unknown-facet'],
    ['a specification without applicability', idsText('<specification name="Leer" ifcVersion="IFC4"/>'), 'structure'],
    [
      'a cardinality IDS has not',
      idsText(spec('Wände', entity('IFCWALL'), property('P', 'Q').replace('<property', '<property cardinality="sometimes"'))),
      'value',
    ],
    [
      'a boolean in capitals',
      idsText(spec('Wände', entity('IFCWALL'), property('P', 'Q', { dataType: 'IFCBOOLEAN', value: simple('TRUE') }))),
      'value',
    ],
    [
      'a number with a decimal comma',
      idsText(spec('Wände', entity('IFCWALL'), property('P', 'Q', { dataType: 'IFCREAL', value: simple('42,3') }))),
      'value',
    ],
    [
      'an integer written with a fraction',
      idsText(spec('Wände', entity('IFCWALL'), property('P', 'Q', { dataType: 'IFCINTEGER', value: simple('42.0') }))),
      'value',
    ],
    ['a data type no schema has', idsText(spec('Wände', entity('IFCWALL'), property('P', 'Q', { dataType: 'IFCLENGTH' }))), 'data-type'],
    [
      'a pattern that is no regular expression',
      idsText(spec('Wände', entity('IFCWALL'), property('P', 'Q', { value: restriction('string', '<xs:pattern value="W-(\\d"/>') }))),
      'pattern',
    ],
    ['an IFC version IDS 1.0 does not name', idsText(spec('Wände', entity('IFCWALL'))).replace('ifcVersion="IFC4"', 'ifcVersion="IFC4X3"'), 'value'],
  ];

  it.each(cases)('refuses %s', (_label, text, problem) => {
    expect(refusal(text).problem).toBe(problem);
  });

  it('says where the problem is, beside the code', () => {
    const version = refusal(idsText(spec('Wände', entity('IFCWALL'))).replace('IDS/1.0/ids.xsd', 'IDS/0.9.7/ids.xsd'));
    expect(version.detail).toMatchObject({ found: '0.9.7', attribute: 'xsi:schemaLocation' });
    const facet = refusal(idsText(spec('Wände', entity('IFCWALL'), '<colour/>')));
    expect(facet.detail).toMatchObject({ element: 'colour', specification: 'Wände' });
    expect(facet.detail.line).toBeGreaterThan(1);
    const value = refusal(
      idsText(spec('Türen', entity('IFCDOOR'), property('Pset_DoorCommon', 'SelfClosing', { dataType: 'IFCBOOLEAN', value: simple('TRUE') }))),
    );
    expect(value.detail).toMatchObject({ found: 'TRUE', specification: 'Türen' });
  });

  it('gives each kind of refusal its own code', () => {
    const problems = new Set(
      ['no xml', '<a/>', '<ids xmlns="http://example.org/ids"/>', idsText(spec('Wände', entity('IFCWALL'), '<colour/>'))].map(
        (text) => refusal(text).problem,
      ),
    );
    expect([...problems]).toEqual(['not-xml', 'not-ids', 'version', 'unknown-facet']);
  });
});
