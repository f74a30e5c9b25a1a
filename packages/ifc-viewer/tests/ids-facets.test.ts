import { checkIds, type IdsReport, readIds, reasonText } from '@lotrecht/ifc-viewer';
import { describe, expect, it } from 'vitest';
import { entity, idsText, property, restriction, sampleModel, simple, spec, withModel } from './ids-support.ts';

/** Checks the sample model against the given specifications. */
const check = (...specifications: string[]): Promise<IdsReport> =>
  withModel(sampleModel, (api, modelID) => checkIds(api, modelID, readIds(idsText(...specifications))));

/** The names of the applicable elements that failed the (only) specification. */
const failing = async (...specifications: string[]) => (await check(...specifications)).specifications[0]!.failures.map((failure) => failure.name);

describe('the entity facet', () => {
  it('matches the class exactly, not its subclasses, and by pattern or enumeration', async () => {
    const report = await check(
      spec('Wände', entity('IFCWALL')),
      spec('Bauelemente', entity('IFCBUILDINGELEMENT'), '', 'minOccurs="0"'),
      spec('Muster', `<entity><name>${restriction('string', '<xs:pattern value="IFC(WALL|DOOR)"/>')}</name></entity>`),
      spec('Schreibweise', entity('IfcWall'), '', 'minOccurs="0"'),
    );
    expect(report.specifications.map((result) => result.applicable)).toEqual([3, 0, 4, 0]);
  });

  it("reads the predefined type from the type object before the occurrence's, and USERDEFINED as its custom name", async () => {
    const report = await check(
      spec('Massiv', entity('IFCWALL', 'SOLIDWALL'), '', 'minOccurs="0"'),
      spec('Trenn', entity('IFCWALL', 'PARTITIONING'), '', 'minOccurs="0"'),
      spec('Brandwand', entity('IFCWALL', 'Brandwand'), '', 'minOccurs="0"'),
      spec('Benutzerdefiniert', entity('IFCWALL', 'USERDEFINED'), '', 'minOccurs="0"'),
    );
    // Wand 2 says USERDEFINED "Brandwand", but its type says PARTITIONING, which wins; Wand 3 has no type.
    expect(report.specifications.map((result) => result.applicable)).toEqual([1, 1, 1, 1]);
  });

  it('fails a requirement on another class with the class found', async () => {
    const report = await check(spec('Wände sind Türen', entity('IFCWALL', 'SOLIDWALL'), entity('IFCDOOR')));
    const [failure] = report.specifications[0]!.failures;
    expect(failure).toMatchObject({
      ifcClass: 'IfcWall',
      name: 'Wand 1',
      globalId: '0Wall00000000000000001',
      reason: { facet: 'entity', problem: 'class' },
    });
    expect(reasonText(failure!.reason)).toBe('must be of class IFCDOOR, found IFCWALL');
  });
});

describe('the attribute facet', () => {
  it('checks an attribute of the element itself, in SI units', async () => {
    expect(
      await failing(
        spec('Türbreite', entity('IFCDOOR'), `<attribute><name>${simple('OverallWidth')}</name><value>${simple('1.01')}</value></attribute>`),
      ),
    ).toEqual([]);
    expect(
      await failing(
        spec(
          'Breite',
          entity('IFCDOOR'),
          `<attribute><name>${simple('OverallWidth')}</name><value>${restriction('double', '<xs:minInclusive value="1.1"/>')}</value></attribute>`,
        ),
      ),
    ).toEqual(['Tür 1']);
  });

  it('fails a null attribute, passes it when optional and when prohibited', async () => {
    const attribute = (cardinality: string) => `<attribute cardinality="${cardinality}"><name>${simple('Description')}</name></attribute>`;
    const report = await check(
      spec('a', entity('IFCWALL'), attribute('required')),
      spec('b', entity('IFCWALL'), attribute('optional')),
      spec('c', entity('IFCWALL'), attribute('prohibited')),
    );
    expect(report.specifications.map((result) => result.failed)).toEqual([3, 0, 0]);
    expect(report.specifications[0]!.failures[0]!.reason).toMatchObject({ problem: 'missing', found: [] });
  });

  it("does not take an attribute from the element's type", async () => {
    // Wand 2's type is named "Innenwand"; the occurrence's own ObjectType is what counts.
    expect(
      await failing(
        spec(
          'Typname',
          entity('IFCWALL', 'PARTITIONING'),
          `<attribute><name>${simple('ObjectType')}</name><value>${simple('Innenwand')}</value></attribute>`,
        ),
      ),
    ).toEqual(['Wand 2']);
  });
});

describe('the property facet', () => {
  it("inherits the type's properties and lets the occurrence's override them, name by name", async () => {
    const report = await check(
      spec(
        'Feuerwiderstand',
        entity('IFCWALL', 'PARTITIONING'),
        property('Pset_WallCommon', 'FireRating', { dataType: 'IFCLABEL', value: simple('F30') }),
      ),
      spec('Außen', entity('IFCWALL', 'PARTITIONING'), property('Pset_WallCommon', 'IsExternal', { dataType: 'IFCBOOLEAN', value: simple('false') })),
    );
    expect(report.specifications.map((result) => result.status)).toEqual(['pass', 'pass']);
  });

  it('converts lengths from the project unit (mm) to metres and reads quantities as properties', async () => {
    expect(
      await failing(
        spec('Dicke', entity('IFCWALL', 'SOLIDWALL'), property('Pset_WallCommon', 'Width', { dataType: 'IFCLENGTHMEASURE', value: simple('0.24') })),
      ),
    ).toEqual([]);
    expect(
      await failing(
        spec(
          'Länge',
          entity('IFCWALL', 'SOLIDWALL'),
          property('Qto_WallBaseQuantities', 'Length', { dataType: 'IFCLENGTHMEASURE', value: simple('5') }),
        ),
      ),
    ).toEqual([]);
    expect(
      await failing(spec('Länge mm', entity('IFCWALL', 'SOLIDWALL'), property('Qto_WallBaseQuantities', 'Length', { value: simple('5000') }))),
    ).toEqual(['Wand 1']);
  });

  it('fails a value of another data type, saying which it found', async () => {
    const report = await check(
      spec('U-Wert', entity('IFCWALL', 'SOLIDWALL'), property('Pset_WallCommon', 'ThermalTransmittance', { dataType: 'IFCREAL' })),
    );
    const reason = report.specifications[0]!.failures[0]!.reason;
    expect(reason).toMatchObject({
      problem: 'data-type',
      found: [{ name: 'Pset_WallCommon.ThermalTransmittance', value: 0.24, dataType: 'IFCTHERMALTRANSMITTANCEMEASURE' }],
    });
  });

  it('tells a missing property from a missing set and passes an absent optional one', async () => {
    const report = await check(
      spec('fehlt', entity('IFCWALL', 'SOLIDWALL'), property('Pset_WallCommon', 'AcousticRating')),
      spec(
        'optional',
        entity('IFCWALL'),
        property('Pset_WallCommon', 'ThermalTransmittance', { dataType: 'IFCTHERMALTRANSMITTANCEMEASURE', cardinality: 'optional' }),
      ),
      spec('verboten', entity('IFCWALL'), property('Pset_WallCommon', 'IsExternal', { cardinality: 'prohibited' })),
    );
    expect(report.specifications[0]!.failures[0]!.reason).toMatchObject({ problem: 'missing', found: [{ name: 'Pset_WallCommon' }] });
    expect(report.specifications[1]!.status).toBe('pass');
    // Wand 1 has IsExternal itself, Wand 2 through its type; Wand 3 has no property sets at all.
    expect(
      report.specifications[2]!.failures.map((failure) => [failure.name, failure.reason.facet === 'property' && failure.reason.problem]),
    ).toEqual([
      ['Wand 1', 'prohibited'],
      ['Wand 2', 'prohibited'],
    ]);
  });

  it('selects applicable elements by a property value', async () => {
    const report = await check(spec('Außenwände', entity('IFCWALL') + property('Pset_WallCommon', 'IsExternal', { value: simple('true') })));
    expect(report.specifications[0]!.applicable).toBe(1);
  });
});

describe('the classification facet', () => {
  it('matches a code at any level of the reference chain, and the system at its root', async () => {
    const classification = (system: string, value: string) =>
      `<classification><value>${simple(value)}</value><system>${simple(system)}</system></classification>`;
    const report = await check(
      spec('331', entity('IFCWALL', 'SOLIDWALL'), classification('DIN 276', '331')),
      spec('330', entity('IFCWALL', 'SOLIDWALL'), classification('DIN 276', '330')),
      spec('Uniclass', entity('IFCWALL', 'SOLIDWALL'), classification('Uniclass', '331')),
      spec('ohne', entity('IFCWALL', 'PARTITIONING'), classification('DIN 276', '331')),
    );
    expect(report.specifications.map((result) => result.status)).toEqual(['pass', 'pass', 'fail', 'fail']);
    expect(report.specifications[3]!.failures[0]!.reason).toMatchObject({ problem: 'missing' });
  });
});

describe('the material facet', () => {
  it("finds a layer set's own name, its layers' names and its materials' names and categories", async () => {
    const material = (value: string) => `<material><value>${simple(value)}</value></material>`;
    const report = await check(
      ...['AW 24', 'Tragschicht', 'Stahlbeton', 'concrete', 'Ziegel'].map((value) => spec(value, entity('IFCWALL', 'SOLIDWALL'), material(value))),
      spec('irgendein', entity('IFCWALL', 'PARTITIONING'), '<material/>'),
    );
    expect(report.specifications.map((result) => result.status)).toEqual(['pass', 'pass', 'pass', 'pass', 'fail', 'fail']);
  });
});

describe('the partOf facet', () => {
  it('follows containment, aggregation and the opening a door fills, up any number of levels', async () => {
    const partOf = (name: string, relation?: string) => `<partOf${relation ? ` relation="${relation}"` : ''}>${entity(name)}</partOf>`;
    const report = await check(
      spec('Geschoss', entity('IFCWALL'), partOf('IFCBUILDINGSTOREY', 'IFCRELCONTAINEDINSPATIALSTRUCTURE')),
      spec('Gebäude über Aggregation', entity('IFCWALL', 'SOLIDWALL'), partOf('IFCBUILDING', 'IFCRELAGGREGATES')),
      spec('Gebäude über alles', entity('IFCWALL', 'SOLIDWALL'), partOf('IFCBUILDING')),
      spec('Tür in Wand', entity('IFCDOOR'), partOf('IFCWALL', 'IFCRELVOIDSELEMENT IFCRELFILLSELEMENT')),
      spec('Tür im Projekt', entity('IFCDOOR'), partOf('IFCPROJECT')),
    );
    expect(report.specifications.map((result) => result.status)).toEqual(['fail', 'fail', 'pass', 'pass', 'pass']);
    expect(report.specifications[0]!.failures.map((failure) => failure.name)).toEqual(['Wand 3']);
  });
});

describe('a specification', () => {
  it('counts its applicable elements against minOccurs and maxOccurs', async () => {
    const report = await check(
      spec('keine Stützen', entity('IFCCOLUMN')),
      spec('Stützen erlaubt', entity('IFCCOLUMN'), '', 'minOccurs="0"'),
      spec('keine Türen erlaubt', entity('IFCDOOR'), '', 'minOccurs="0" maxOccurs="0"'),
      spec('höchstens zwei Wände', entity('IFCWALL'), '', 'minOccurs="0" maxOccurs="2"'),
    );
    expect(
      report.specifications.map((result) => [result.cardinality, result.status, result.reason?.facet === 'specification' && result.reason.problem]),
    ).toEqual([
      ['required', 'fail', 'too-few'],
      ['optional', 'pass', false],
      ['prohibited', 'fail', 'too-many'],
      ['optional', 'fail', 'too-many'],
    ]);
    expect(report.specifications[2]!.failures.map((failure) => failure.reason)).toEqual([{ facet: 'specification', problem: 'prohibited' }]);
  });

  it('counts an element once however many requirements it fails, and lists each failure', async () => {
    const report = await check(spec('zwei', entity('IFCWALL', 'USERDEFINED'), property('P', 'A') + property('P', 'B')));
    expect(report.specifications[0]).toMatchObject({ applicable: 1, passed: 0, failed: 1 });
    expect(report.specifications[0]!.failures).toHaveLength(2);
  });

  it('reports progress up to the total and stops when aborted', async () => {
    const calls: [number, number][] = [];
    await withModel(sampleModel, (api, modelID) =>
      checkIds(api, modelID, readIds(idsText(spec('Wände', entity('IFCWALL')))), { onProgress: (done, total) => calls.push([done, total]) }),
    );
    expect(calls.at(0)).toEqual([0, 3]);
    expect(calls.at(-1)).toEqual([3, 3]);
    const controller = new AbortController();
    controller.abort();
    await expect(
      withModel(sampleModel, (api, modelID) =>
        checkIds(api, modelID, readIds(idsText(spec('Wände', entity('IFCWALL')))), { signal: controller.signal }),
      ),
    ).rejects.toThrow(/abort/i);
  });
});
