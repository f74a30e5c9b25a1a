import type { Artwork } from '../../media/artwork.ts';
import type { WorkflowName } from '../../shared/pages.ts';
import { workflowCardArchitects, workflowCardBimManagers, workflowCardBuilders, workflowCardGeneralContractors } from './art/drawings.generated.ts';

/** The audience cards' pictures: wordless drawings of each role's work. */
export const cardArt: Record<WorkflowName, Artwork> = {
  architects: workflowCardArchitects,
  'bim-managers': workflowCardBimManagers,
  'general-contractors': workflowCardGeneralContractors,
  builders: workflowCardBuilders,
};
