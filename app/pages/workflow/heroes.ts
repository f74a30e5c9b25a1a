import type { Artwork } from '../../media/artwork.ts';
import type { WorkflowName } from '../../shared/pages.ts';
import { bimHero } from '../bim-model/art/drawings.generated.ts';
import { dmsHero } from '../dms/art/drawings.generated.ts';
import { planHero } from '../plan-management/art/drawings.generated.ts';
import { taskHierarchy } from '../task-issue/art/drawings.generated.ts';

/** Each audience's first-screen drawing; apart from the rest of the data, so the first screen loads only these. */
export const heroArt: Record<WorkflowName, Artwork> = {
  architects: planHero,
  'bim-managers': bimHero,
  'general-contractors': taskHierarchy,
  builders: dmsHero,
};
