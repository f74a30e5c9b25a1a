import { useTranslation } from '../../../i18n/use-translation.tsx';
import { defineIsland } from '../../../islands/define-island.ts';
import { SmartSearch } from './SmartSearch.tsx';

/** The information management page's search, with its copy from the page's locale file (`search.piece`), so it takes no props. */
function InfoSmartSearch() {
  const { copy } = useTranslation('infoManagement');
  return <SmartSearch copy={copy('search.piece')} />;
}

// Under the hero and complete in the HTML: its code waits for the visitor's first input, then for the piece to come near.
export default defineIsland('smart-search', InfoSmartSearch, { namespaces: ['infoManagement'], trigger: 'visible' });
