import type { BuildingModel } from './building-model.ts';
import { housingDresden } from './housing-dresden.ts';
import { officeMannheim } from './office-mannheim.ts';
import { schoolLeipzig } from './school-leipzig.ts';
import { writeIfc } from './write-ifc.ts';

/**
 * The buildings the site's pictures of its case studies are rendered from (`npm run renders`), one per
 * study: their IFC files are the renders' input only, written to a scratch folder, never served.
 */
export const renderModels = {
  'school-leipzig': { fileName: 'school-leipzig.ifc', issued: '2025-06-02T09:00:00', model: schoolLeipzig },
  'office-mannheim': { fileName: 'office-mannheim.ifc', issued: '2025-09-01T09:00:00', model: officeMannheim },
  'housing-dresden': { fileName: 'housing-dresden.ifc', issued: '2025-11-03T09:00:00', model: housingDresden },
} satisfies Record<string, { fileName: string; issued: string; model: () => BuildingModel }>;

export type RenderModelName = keyof typeof renderModels;

/** A model's IFC text, as the renders read it. */
export function renderModelFile(name: RenderModelName): string {
  const { fileName, issued, model } = renderModels[name];
  return writeIfc(model(), { fileName, issued });
}
