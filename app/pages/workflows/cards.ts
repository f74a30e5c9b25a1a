import type { Artwork } from '../../media/artwork.ts';
import type { WorkflowName } from '../../shared/pages.ts';
import { workflowCardArchitects, workflowCardBimManagers, workflowCardBuilders, workflowCardGeneralContractors } from './art/drawings.generated.ts';

/** The audience cards' pictures: drawings of each role's work, with a few words of the product's interface. */
export const cardArt: Record<WorkflowName, Artwork> = {
  architects: workflowCardArchitects,
  'bim-managers': workflowCardBimManagers,
  'general-contractors': workflowCardGeneralContractors,
  builders: workflowCardBuilders,
};
