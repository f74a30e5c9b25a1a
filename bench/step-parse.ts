// How long the ticket code takes to read a model: parseStep on synthetic IFC files of n points each.
// npm exec -- node bench/step-parse.ts [n ...] (default 20000 40000 100000); prints size, count and time.
import { parseStep } from '@lotrecht/ifc-viewer';

function synthetic(count: number): Uint8Array {
  const lines = ['ISO-10303-21;', 'HEADER;', "FILE_NAME('x.ifc','2026-11-29T10:00:00',(''),(''),'','','');", 'ENDSEC;', 'DATA;'];
  for (let id = 1; id <= count; id++) lines.push(`#${id}=IFCCARTESIANPOINT((${id}.,${id * 2}.,0.));`);
  lines.push('ENDSEC;', 'END-ISO-10303-21;');
  return new TextEncoder().encode(lines.join('\n'));
}

const counts = process.argv.slice(2).map(Number);
for (const count of counts.length ? counts : [20_000, 40_000, 100_000]) {
  const bytes = synthetic(count);
  const start = performance.now();
  const file = parseStep(bytes);
  console.log(`${(bytes.length / 1e6).toFixed(1)} MB, ${file.entities.size} instances, ${Math.round(performance.now() - start)} ms`);
}
