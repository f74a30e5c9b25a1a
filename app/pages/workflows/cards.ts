import type { ViewPictures } from '../../media/view-pictures.ts';
import { siteCardArchitectsView } from '../../media/views/site-card-architects.generated.ts';
import { siteCardBimManagersView } from '../../media/views/site-card-bim-managers.generated.ts';
import { siteCardBuildersView } from '../../media/views/site-card-builders.generated.ts';
import { siteCardGeneralContractorsView } from '../../media/views/site-card-general-contractors.generated.ts';
import type { WorkflowName } from '../../shared/pages.ts';

/** The audience cards' pictures: the list of the app each role opens first (app/views/panels/site/). */
export const cardViews: Record<WorkflowName, ViewPictures> = {
  architects: siteCardArchitectsView,
  'bim-managers': siteCardBimManagersView,
  'general-contractors': siteCardGeneralContractorsView,
  builders: siteCardBuildersView,
};
