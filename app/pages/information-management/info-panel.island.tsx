import { ItemPanel } from '../../components/sections/ItemPanel.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { defineIsland } from '../../islands/define-island.ts';
import { structureArt } from './content.ts';

/** The page's panel of structures, with its copy (`panel`) and pictures looked up here, so it takes no props. */
function InfoPanel() {
  const { copy } = useTranslation('infoManagement');
  return <ItemPanel name="info-structures" copy={copy('panel')} visuals={structureArt} tone="plain" />;
}

export default defineIsland('info-panel', InfoPanel, { namespaces: ['infoManagement'], trigger: 'visible' });
