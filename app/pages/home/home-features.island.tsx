import { use } from 'react';
import { defineIsland } from '../../islands/define-island.ts';
import { productTiles } from '../../media/product-tiles.ts';
import { FeaturePicker } from './FeaturePicker.tsx';

/** The products as tabs, with each product's tile view looked up here (seven views would outgrow an island's props). */
function HomeFeatures() {
  return <FeaturePicker tiles={use(productTiles())} />;
}

// Before its code the tabs are links to the products' pages: a press on one then is held, and once the
// picker has hydrated it selects that tab (replay.ts); if the code never comes, the link is followed.
export default defineIsland('home-features', HomeFeatures, { namespaces: ['home'], trigger: 'visible', replay: 'press' });
