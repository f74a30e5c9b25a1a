import type { WorkflowName } from '../shared/pages.ts';
import type { CustomerId } from './customers.ts';
import type { ProductPageId } from './products.ts';

/**
 * The case studies of the page `/{lang}/referenzen` (en: case-studies), each also a teaser on the home
 * page or on the workflow page of its audience. The data says which firm, which modules, which workflow
 * page it belongs to and who of the firm is quoted; the story, the project's facts and the figures
 * are copy, in `locales/<lang>/caseStudies.json` under `studies.<id>`. The id is the study's anchor.
 *
 * EXAMPLE DATA, like the customers (`site.company.exampleData` covers them): invented firms, projects, people
 * and figures, to be replaced by approved references. No one quoted may share a name with the
 * company's own people (a test checks).
 */
export interface CaseStudy {
  id: string;
  customer: CustomerId;
  workflow: WorkflowName;
  /** The product pages of the modules the firm uses, in the order the story names them. */
  modules: readonly ProductPageId[];
  /** The person of the firm quoted; their position is copy. */
  person: string;
}

export const caseStudies = [
  { id: 'westhafen', customer: 'westhafen', workflow: 'architects', modules: ['planManagement', 'dms', 'taskIssue'], person: 'Malte Sörensen' },
  {
    id: 'baufeld',
    customer: 'baufeld',
    workflow: 'general-contractors',
    modules: ['taskIssue', 'planManagement', 'infoManagement'],
    person: 'Sabine Hartung',
  },
  { id: 'elbhang', customer: 'elbhang', workflow: 'builders', modules: ['taskIssue', 'dms', 'planManagement'], person: 'Henrik Dahlmann' },
] as const satisfies readonly CaseStudy[];

export type CaseStudyId = (typeof caseStudies)[number]['id'];

/** The study a workflow page shows as its teaser, if one belongs to its audience. */
export function caseStudyFor(workflow: WorkflowName): CaseStudyId | undefined {
  return caseStudies.find((study) => study.workflow === workflow)?.id;
}

export function caseStudy(id: CaseStudyId): CaseStudy {
  return caseStudies.find((study) => study.id === id) as CaseStudy;
}
