import { use } from 'react';
import { defineIsland } from '../../islands/define-island.ts';
import { productTiles } from '../../media/product-tiles.ts';
import { FeaturePicker } from './FeaturePicker.tsx';

/** The products as tabs, with each product's tile view looked up here (seven views would outgrow an island's props). */
function HomeFeatures() {
  return <FeaturePicker tiles={use(productTiles())} />;
}

export default defineIsland('home-features', HomeFeatures, { namespaces: ['home'], trigger: 'visible' });
