// The viewer's check of a file's STEP structure, on the committed sample model and on copies of it
// that are cut off, lack their DATA section's end or carry lines that do not parse; and web-ifc opening
// what the check leaves of them, as the viewer does.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkStructure, type ModelData, readableBytes, readModel } from '@lotrecht/ifc-viewer';
import { beforeAll, describe, expect, it } from 'vitest';
import { type IfcAPI, LogLevel } from 'web-ifc';
import { samples } from '../../scripts/ifc/sample-building.ts';
import { modelsDir } from '../../scripts/ifc/sample-files.ts';
import { ifcApi } from '../support/ifc-reader.ts';

const root = path.resolve(import.meta.dirname, '../..');
const fileOf = (fileName: string) => readFileSync(path.join(root, modelsDir, fileName));
const sample = fileOf(samples.architectureV1.fileName).toString('latin1');
/** The sample's lines; line n of the file is `lines[n - 1]`. The file ends with a line break, so the last entry is empty. */
const lines = sample.split('\n');
const bytesOf = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));
const entitiesIn = (text: string) => text.split('\n').filter((line) => /^#\d+=/.test(line)).length;
/** The file's first `count` lines, each with its line break. */
const firstLines = (count: number) => `${lines.slice(0, count).join('\n')}\n`;
/** The number of the first line holding `text`. */
const lineWith = (text: string) => lines.findIndex((line) => line.includes(text)) + 1;
const windowLines = lines.flatMap((line, index) => (line.includes('=IFCWINDOW(') ? [index + 1] : []));
const idOnLine = (line: number) => Number(/^#(\d+)=/.exec(lines[line - 1]!)![1]);

let api: IfcAPI;
let whole: ModelData;

/** Opens the bytes the check leaves for web-ifc, as the viewer does, and reads them like the viewer. */
function openChecked(bytes: Uint8Array): ModelData {
  const modelID = api.OpenModel(readableBytes(bytes, checkStructure(bytes).skipped));
  try {
    return readModel(api, modelID);
  } finally {
    api.CloseModel(modelID);
  }
}

const windowsOf = (data: ModelData) => data.elements.filter((element) => element.ifcClass === 'IfcWindow').map((element) => element.globalId);

beforeAll(async () => {
  api = await ifcApi();
  // web-ifc logs every reference to a line that was left out; here they are expected.
  api.SetLogLevel(LogLevel.LOG_LEVEL_OFF);
  whole = openChecked(bytesOf(sample));
});

describe('a whole file', () => {
  it.each(Object.values(samples))('$fileName has no defects and every entity instance parses', ({ fileName }) => {
    const bytes = fileOf(fileName);
    expect(checkStructure(bytes)).toEqual({ defects: [], entities: entitiesIn(bytes.toString('latin1')), skipped: [] });
  });

  it('has none either with Windows line breaks, entities over several lines, comments and strings holding ; ) and quotes', () => {
    const data = lines.slice(7, lines.indexOf('ENDSEC;', 7));
    const tricky = [
      "#90001=IFCPROPERTYSINGLEVALUE('Hinweis; siehe Plan (Teil 2)',$,IFCTEXT('Bauherr''s Wunsch: #12=IFCWALL();'),$);",
      '/* Exportiert mit\n   mehreren Zeilen Kommentar */',
      "#90002 = IFCRELAGGREGATES ( '3sor$9WvbMTukDlH5Gy$H7' , #5 , $ , $ , #36 , ( #1657 /* Dach */ , #1668 ) ) ;",
      "#90003=(IFCLENGTHMEASURE(1.)IFCLABEL('x'));",
    ];
    // Continuation lines start with a reference, as long lists do when an exporter wraps them.
    const wrapped = [...data.map((line) => line.replaceAll(',#', ',\r\n   #')), ...tricky];
    const text = [...lines.slice(0, 7), ...wrapped, 'ENDSEC;', 'END-ISO-10303-21;', ''].join('\r\n');
    expect(text.split('\r\n').length).toBeGreaterThan(lines.length + 1000);
    expect(checkStructure(bytesOf(text))).toEqual({ defects: [], entities: entitiesIn(sample) + 3, skipped: [] });
  });
});

describe('a file that ends before END-ISO-10303-21;', () => {
  // The tenth window: the file breaks off inside its GlobalId, a string web-ifc would not read past.
  const cutLine = windowLines[9]!;
  const cut = firstLines(cutLine - 1) + lines[cutLine - 1]!.slice(0, 22);

  it('is truncated at the line it breaks off in, and that cut statement is left out', () => {
    const bytes = bytesOf(cut);
    const start = firstLines(cutLine - 1).length;
    expect(checkStructure(bytes)).toEqual({
      defects: [{ kind: 'truncated', line: cutLine }],
      entities: entitiesIn(firstLines(cutLine - 1)),
      skipped: [start, bytes.length],
    });
    const readable = readableBytes(bytes, checkStructure(bytes).skipped);
    expect(readable.length).toBe(start);
    // A view of the same bytes, not a copy.
    expect(readable.buffer).toBe(bytes.buffer);
  });

  it('opens with exactly the elements written before the cut: nine of the windows', () => {
    const read = openChecked(bytesOf(cut));
    const before = whole.elements.filter((element) => element.expressID < idOnLine(cutLine));
    expect(read.elements.map((element) => element.globalId)).toEqual(before.map((element) => element.globalId));
    expect(windowsOf(read)).toHaveLength(9);
    expect(windowsOf(whole).length).toBeGreaterThan(9);
  });

  it('is truncated when it breaks off at a line end, with nothing to leave out', () => {
    expect(checkStructure(bytesOf(firstLines(cutLine - 1)))).toMatchObject({ defects: [{ kind: 'truncated', line: cutLine - 1 }], skipped: [] });
  });

  it('is truncated when only its last line is missing, though its data section is whole', () => {
    const endsec = lines.lastIndexOf('ENDSEC;') + 1;
    expect(checkStructure(bytesOf(firstLines(endsec)))).toEqual({
      defects: [{ kind: 'truncated', line: endsec }],
      entities: entitiesIn(sample),
      skipped: [],
    });
  });
});

describe('a file whose DATA section is not closed', () => {
  it('is unclosed at its END-ISO-10303-21; line, and opens whole', () => {
    const endsec = lines.lastIndexOf('ENDSEC;');
    const text = [...lines.slice(0, endsec), ...lines.slice(endsec + 1)].join('\n');
    expect(checkStructure(bytesOf(text))).toEqual({
      defects: [{ kind: 'unclosed', line: endsec + 1 }],
      entities: entitiesIn(sample),
      skipped: [],
    });
    expect(openChecked(bytesOf(text)).elements).toEqual(whole.elements);
  });
});

describe('a file with lines that do not parse', () => {
  const window = windowLines[4]!;
  const property = lineWith("=IFCPROPERTYSINGLEVALUE('FireRating'");
  const point = lines.findIndex((line, index) => index > windowLines[10]! && line.includes('=IFCCARTESIANPOINT(')) + 1;
  const broken = new Map([
    // An unbalanced list, a merge conflict's marker and a statement without its end.
    [window, lines[window - 1]!.replace(/\);$/, ',;')],
    [property, '<<<<<<< HEAD'],
    [point, lines[point - 1]!.replace(/\);$/, '')],
  ]);
  const text = lines.map((line, index) => broken.get(index + 1) ?? line).join('\n');

  it('counts them and names the first, and leaves out exactly those lines', () => {
    const found = checkStructure(bytesOf(text));
    const first = Math.min(...broken.keys());
    expect(found.defects).toEqual([{ kind: 'unparsable', line: first, lines: 3 }]);
    expect(found.entities).toBe(entitiesIn(sample) - 3);
    const readable = Buffer.from(readableBytes(bytesOf(text), found.skipped)).toString('latin1');
    expect(readable.length).toBe(text.length);
    for (const [number, line] of lines.entries()) {
      if (!line) continue;
      expect(readable.includes(`${broken.get(number + 1) ?? line}\n`), `line ${number + 1}`).toBe(!broken.has(number + 1));
    }
  });

  it('opens without them: every element but the broken window', () => {
    const read = openChecked(bytesOf(text));
    const lost = whole.elements.find((element) => element.expressID === idOnLine(window))!;
    expect(read.elements.map((element) => element.globalId)).toEqual(
      whole.elements.filter((element) => element !== lost).map((element) => element.globalId),
    );
  });

  it('counts a block of zero bytes, as a failed sync leaves, and an unbalanced quote as their own lines only', () => {
    const zeros = windowLines[2]!;
    const quote = windowLines[6]!;
    const damaged = lines
      .map((line, index) => (index + 1 === zeros ? '\0'.repeat(80) : index + 1 === quote ? line.replace("'", '') : line))
      .join('\n');
    const found = checkStructure(bytesOf(damaged));
    expect(found.defects).toEqual([{ kind: 'unparsable', line: zeros, lines: 2 }]);
    expect(found.entities).toBe(entitiesIn(sample) - 2);
    expect(windowsOf(openChecked(bytesOf(damaged)))).toHaveLength(windowsOf(whole).length - 2);
  });

  it('says so besides a cut at the end, the cut first', () => {
    const cutLine = windowLines[20]!;
    const damaged = [...lines.slice(0, cutLine - 1).map((line, index) => broken.get(index + 1) ?? line), lines[cutLine - 1]!.slice(0, 30)].join('\n');
    expect(checkStructure(bytesOf(damaged)).defects).toEqual([
      { kind: 'truncated', line: cutLine },
      { kind: 'unparsable', line: Math.min(...broken.keys()), lines: 3 },
    ]);
    expect(windowsOf(openChecked(bytesOf(damaged)))).toHaveLength(19);
  });
});

describe('a large file', () => {
  it('is read in one pass over its bytes: 50 MB in well under a few seconds of CPU', { timeout: 60_000 }, () => {
    const data = lines.slice(7, lines.indexOf('ENDSEC;', 7)).join('\n');
    const text = `${firstLines(7)}${`${data}\n`.repeat(Math.ceil((50 * 1024 * 1024) / data.length))}ENDSEC;\nEND-ISO-10303-21;\n`;
    const bytes = bytesOf(text);
    // CPU time, not the clock: on a machine shared with other builds the clock says little.
    const before = process.cpuUsage();
    const found = checkStructure(bytes);
    const took = process.cpuUsage(before).user / 1000;
    expect(found.defects).toEqual([]);
    expect(found.entities).toBe(entitiesIn(text));
    // About 0.2 s where this was written; the bound only catches a check that no longer reads in one pass.
    expect(took).toBeLessThan(3000);
  });
});
