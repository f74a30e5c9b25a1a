import { ItemPanel } from '../../components/sections/ItemPanel.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { defineIsland } from '../../islands/define-island.ts';
import { featureItemArt } from './content.ts';

/**
 * The page's panel of the viewer's features, with its copy (`panel`) and pictures looked up here, so it
 * takes no props. It opens its first item when its heading is 30 % down the screen: inside the spec's
 * 800 to 1200 px under the taller stage of the sample model (at the middle it opened at 700 px).
 */
function IfcPanel() {
  const { copy } = useTranslation('ifcViewer');
  return <ItemPanel name="ifc-features" copy={copy('panel')} visuals={featureItemArt} tone="plain" line={0.3} />;
}

export default defineIsland('ifc-panel', IfcPanel, { namespaces: ['ifcViewer'], trigger: 'visible' });
