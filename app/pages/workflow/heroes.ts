import type { ViewPictures } from '../../media/view-pictures.ts';
import { dashboardView } from '../../media/views/dashboard.generated.ts';
import { modelVersionsView } from '../../media/views/model-versions.generated.ts';
import { planRegisterView } from '../../media/views/plan-register.generated.ts';
import { siteDiaryView } from '../../media/views/site-diary.generated.ts';
import type { WorkflowName } from '../../shared/pages.ts';

/** Each audience's first-screen view of the product; apart from the rest of the data, so the first screen loads only these. */
export const heroViews: Record<WorkflowName, ViewPictures> = {
  architects: planRegisterView,
  'bim-managers': modelVersionsView,
  'general-contractors': siteDiaryView,
  builders: dashboardView,
};
