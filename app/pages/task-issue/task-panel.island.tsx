import { ItemPanel } from '../../components/sections/ItemPanel.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { defineIsland } from '../../islands/define-island.ts';
import { structureArt } from './content.ts';

/** The page's panel of structures, with its copy (`panel`) and pictures looked up here, so it takes no props. */
function TaskPanel() {
  const { copy } = useTranslation('taskIssue');
  return <ItemPanel name="task-structures" copy={copy('panel')} visuals={structureArt} line={0.15} />;
}

export default defineIsland('task-panel', TaskPanel, { namespaces: ['taskIssue'], trigger: 'visible' });
