import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkIds, type IdsFacet, readIds } from '@lotrecht/ifc-viewer';
import { describe, expect, it } from 'vitest';
import { ifcApi } from './ids-support.ts';

/* The sample rules a BIM manager hands over with the sample office (public/models/office-rules.*.ids). */

const models = path.resolve(import.meta.dirname, '../../../public/models');
const rules = (language: 'de' | 'en') => readIds(readFileSync(path.join(models, `office-rules.${language}.ids`), 'utf8'));

async function checkSample(language: 'de' | 'en') {
  const api = await ifcApi();
  const modelID = api.OpenModel(readFileSync(path.join(models, 'office-architecture-v1.ifc')), { COORDINATE_TO_ORIGIN: false });
  try {
    return checkIds(api, modelID, rules(language));
  } finally {
    api.CloseModel(modelID);
  }
}

/** A facet without the words meant for people: what it checks. */
const checked = (facet: IdsFacet) => {
  const { instructions: _instructions, ...rest } = facet;
  return rest;
};

describe('the sample rules for the office model', () => {
  it('say the same in German and English: same checks, own names and descriptions', () => {
    const de = rules('de');
    const en = rules('en');
    expect(de.specifications).toHaveLength(6);
    expect(en.specifications.map((spec) => spec.identifier)).toEqual(de.specifications.map((spec) => spec.identifier));
    de.specifications.forEach((german, at) => {
      const english = en.specifications[at]!;
      expect(english.applicability.map(checked)).toEqual(german.applicability.map(checked));
      expect(english.requirements.map(checked)).toEqual(german.requirements.map(checked));
      expect([english.minOccurs, english.maxOccurs]).toEqual([german.minOccurs, german.maxOccurs]);
      expect(english.name).not.toBe(german.name);
      expect(english.description).not.toBe(german.description);
      expect(english.instructions).not.toBe(german.instructions);
    });
    expect(de.info.milestone).toContain('Leistungsphase 5');
  });

  it.each(['de', 'en'] as const)('pass on the office model but for its parapets and WC doors (%s)', async (language) => {
    const report = await checkSample(language);
    const results = report.specifications.map((spec, at) => [
      rules(language).specifications[at]!.identifier,
      spec.status,
      spec.applicable,
      spec.failed,
    ]);
    expect(results).toEqual([
      ['W-01', 'pass', 103, 0],
      // The four parapets are external walls of bare concrete: U = 3.3 W/(m²K).
      ['W-02', 'fail', 24, 4],
      ['F-01', 'pass', 125, 0],
      // The WC doors, one a storey, are 88.5 cm wide and not barrier-free: width and HandicapAccessible both fail.
      ['T-01', 'fail', 62, 5],
      ['G-01', 'pass', 389, 0],
      ['K-01', 'pass', 389, 0],
    ]);
    const parapets = report.specifications[1]!.failures;
    expect(parapets.map((failure) => failure.name).sort()).toEqual(['Attika Nord', 'Attika Ost', 'Attika Süd', 'Attika West']);
    expect(parapets[0]!.reason).toMatchObject({
      facet: 'property',
      problem: 'value',
      found: [{ name: 'Pset_WallCommon.ThermalTransmittance', value: 3.3 }],
    });
    const doors = report.specifications[3]!.failures;
    expect(new Set(doors.map((failure) => failure.name))).toEqual(new Set(['Tür 0.12', 'Tür 1.12', 'Tür 2.12', 'Tür 3.12', 'Tür 4.12']));
    expect(doors.map((failure) => failure.reason.facet).sort()).toEqual([...Array(5).fill('attribute'), ...Array(5).fill('property')]);
  });
});
