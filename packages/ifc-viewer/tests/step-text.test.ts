import { parseStep } from '@lotrecht/ifc-viewer';
import { describe, expect, it } from 'vitest';

const file = (...data: string[]) =>
  new TextEncoder().encode(
    [
      'ISO-10303-21;',
      'HEADER;',
      "FILE_NAME('a.ifc','2026-11-29T10:00:00',(''),(''),'','','');",
      'ENDSEC;',
      'DATA;',
      ...data,
      'ENDSEC;',
      'END-ISO-10303-21;',
    ].join('\n'),
  );

describe('reading a STEP file', () => {
  it("ends the data at its ENDSEC, not at the word inside an instance's string", () => {
    const bytes = file("#1=IFCLABEL('ENDSEC');", "#2=IFCTEXT('before ENDSEC; after');", '#3=IFCCARTESIANPOINT((0.,0.,0.));');
    const parsed = parseStep(bytes);
    expect([...parsed.entities.keys()]).toEqual([1, 2, 3]);
    expect(parsed.text.slice(parsed.dataEnd)).toMatch(/^ENDSEC;\nEND-ISO-10303-21;$/);
    expect(parsed.maxId).toBe(3);
  });

  it('finds every instance of a large file, the last one included', () => {
    const count = 5_000;
    const parsed = parseStep(file(...Array.from({ length: count }, (_, index) => `#${index + 1}=IFCCARTESIANPOINT((${index}.,0.,0.));`)));
    expect(parsed.entities.size).toBe(count);
    expect(parsed.entities.get(count)?.type).toBe('IFCCARTESIANPOINT');
    expect(parsed.text.slice(parsed.dataEnd, parsed.dataEnd + 7)).toBe('ENDSEC;');
  });
});
