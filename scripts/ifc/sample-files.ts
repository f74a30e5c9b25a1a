import { samples } from './sample-building.ts';
import { writeIfc } from './write-ifc.ts';

/** The directory the site serves the sample models from, relative to the repository. */
export const modelsDir = 'public/models';

/** Every sample model's file name and IFC text, in memory: what `npm run ifc:samples` writes and the tests compare with. */
export function sampleFiles(): { fileName: string; text: string }[] {
  return Object.values(samples).map((sample) => ({ fileName: sample.fileName, text: writeIfc(sample.model, sample) }));
}
