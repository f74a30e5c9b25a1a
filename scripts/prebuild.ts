// `npm run prebuild`, before every build, `dev` and `typecheck`: the files the site build reads that
// are made from sources (typed locale keys, responsive images, the terms and job-description PDFs). Each step skips work
// whose sources have not changed, so a second run takes a moment.
import path from 'node:path';
import { writeDocuments } from './prebuild/documents.ts';
import { writeImages } from './prebuild/images.ts';
import { writeLocaleTypes } from './prebuild/locale-types.ts';
import { writeVacancyDocuments } from './prebuild/vacancy-documents.ts';

const root = path.resolve(import.meta.dirname, '..');
const started = performance.now();
const reports = [await writeLocaleTypes(root)];
// Images and documents share nothing, and image encoding waits mostly on libvips' own threads.
reports.push(...(await Promise.all([writeImages(root), writeDocuments(root), writeVacancyDocuments(root)])));
console.log(`prebuild: ${reports.join('; ')} (${Math.round(performance.now() - started)} ms)`);
