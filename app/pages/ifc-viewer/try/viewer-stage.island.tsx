import { ProductView, panelPhoneBelow } from '../../../components/media/ProductView.tsx';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { defineIsland } from '../../../islands/define-island.ts';
import type { ViewPictures } from '../../../media/view-pictures.ts';
import { ViewerStage } from './ViewerStage.tsx';

/** The stage picture's layout: the island draws it, and the page preloads it (`ViewPreload`) from the head. */
export const stagePicture = {
  phoneBelow: panelPhoneBelow,
  sizes: '(min-width: 969px) min(960px, 100vw - 348px), min(960px, 100vw - 80px)',
};

/**
 * The live viewer's stage under the headline: the picture of the sample model at its own size with the
 * call beside it, both of which the viewer replaces in place when the visitor asks for it. A tablet gets
 * the desktop composition shrunk, not the phone one stretched. It hydrates when the visitor reaches
 * for it (or, after their first input, once it is near and the browser idle), so a first visit's load
 * runs no React. A press on its button before that is held and done again once it has hydrated
 * (replay.ts); a file chosen meanwhile is taken from its input (ViewerStage.tsx).
 */
function ViewerStageIsland({ productView }: { productView: ViewPictures }) {
  const { t } = useTranslation('ifcViewer');
  return <ViewerStage picture={<ProductView view={productView} alt={t('hero.viewAlt')} loading="eager" {...stagePicture} />} />;
}

// `common` for the months the viewer's issues are dated with.
export default defineIsland('viewer-stage', ViewerStageIsland, { namespaces: ['ifcViewer', 'common'], trigger: 'visible', replay: 'press' });
