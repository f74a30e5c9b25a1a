import { useTranslation } from '../../../i18n/use-translation.tsx';
import { defineIsland } from '../../../islands/define-island.ts';
import { DataLocation } from './DataLocation.tsx';

/** The cloud page's piece, with its copy from the page's locale file (`location.piece`), so it takes no props. */
function CloudDataLocation() {
  const { copy } = useTranslation('cloudSecurity');
  return <DataLocation copy={copy('location.piece')} />;
}

// Under the hero and complete in the HTML: its code waits for the visitor's first input, then for the piece to come near.
export default defineIsland('data-location', CloudDataLocation, { namespaces: ['cloudSecurity'], trigger: 'visible' });
