import type { RenderPicture } from '../media/render-pictures.ts';
import { housingDresdenRender } from '../media/renders/housing-dresden.generated.ts';
import { officeMannheimRender } from '../media/renders/office-mannheim.generated.ts';
import { schoolLeipzigRender } from '../media/renders/school-leipzig.generated.ts';
import type { CaseStudyId } from './case-studies.ts';

/**
 * The picture of each case study's building: a render of its IFC model (`npm run renders`,
 * scripts/ifc/render-models.ts), shown where a visitor expects a photograph of the project. Its alt
 * text is copy, under `studies.<id>.visual` in `locales/<lang>/caseStudies.json`.
 */
export const caseStudyPictures = {
  westhafen: schoolLeipzigRender,
  baufeld: officeMannheimRender,
  elbhang: housingDresdenRender,
} as const satisfies Record<CaseStudyId, RenderPicture>;
