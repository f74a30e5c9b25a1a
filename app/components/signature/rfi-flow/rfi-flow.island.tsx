import { useTranslation } from '../../../i18n/use-translation.tsx';
import { defineIsland } from '../../../islands/define-island.ts';
import { RfiFlow } from './RfiFlow.tsx';

/** The task page's RFI flow, with its copy from the page's locale file (`rfi.piece`), so it takes no props. */
function TaskRfiFlow() {
  const { copy } = useTranslation('taskIssue');
  return <RfiFlow copy={copy('rfi.piece')} />;
}

// Complete in the HTML: its code waits for the visitor's first input, then for the piece to come near.
export default defineIsland('rfi-flow', TaskRfiFlow, { namespaces: ['taskIssue'], trigger: 'visible' });
