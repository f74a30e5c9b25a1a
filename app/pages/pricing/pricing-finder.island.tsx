import { defineIsland } from '../../islands/define-island.ts';
import { Finder } from './Finder.tsx';

// The form has no action (without the script it is hidden): a submit before the code came would reload
// the page, so it is held and sent again once the finder has hydrated. The answers stay in the radios.
export default defineIsland('pricing-finder', Finder, { namespaces: ['pricing'], trigger: 'visible', replay: 'submit' });
