import { captureShots, type SampleModel, sampleModels } from '../../captures/shots.ts';
import type { PersonId } from '../../project.ts';
import { versions } from '../../screens/model-versions/model-versions-data.ts';
import { openModels } from '../../screens/model-viewer/model-viewer-data.ts';

export type Discipline = 'architecture' | 'structure' | 'mep';

/** One discipline model of the coordination model: the file its office uploaded last, or the date it is due. */
export interface DisciplineModel {
  id: Discipline;
  file: string;
  version?: number;
  elements?: number;
  person: PersonId;
  /** Local time of the upload, ISO; or, for a model not yet delivered, the day it is due. */
  date: string;
  delivered: boolean;
}

const disciplineOf: Record<SampleModel, Discipline> = {
  architecture: 'architecture',
  revision: 'architecture',
  structure: 'structure',
  services: 'mep',
};
const fileOf = (model: SampleModel) => sampleModels[model].split('/').pop()!;
/** The models the capture `model-merged` draws: only those are delivered, so the list and the picture agree. */
const merged = new Set(captureShots['model-merged'].models.map((model) => disciplineOf[model]));

const entry = (id: Discipline, model: SampleModel, person: PersonId, uploaded: string, due: string): DisciplineModel => {
  const open = openModels.find((candidate) => candidate.id === id);
  return merged.has(id)
    ? { id, file: fileOf(model), version: open?.version, elements: open?.elements, person, date: uploaded, delivered: true }
    : { id, file: fileOf(model), person, date: due, delivered: false };
};

/** The coordination model's discipline models, all IFC4 as the sample files are (`public/models/`). */
export const disciplineModels: readonly DisciplineModel[] = [
  entry('architecture', 'revision', 'kessler', versions[0]!.uploaded, '2026-11-23'),
  entry('structure', 'structure', 'yilmaz', '2026-11-18T11:05', '2026-11-18'),
  entry('mep', 'services', 'brandt', '2026-11-20T15:20', '2026-12-04'),
];

export const ifcSchema = 'IFC4';

export const mergedElements = disciplineModels.reduce((sum, model) => sum + (model.elements ?? 0), 0);
