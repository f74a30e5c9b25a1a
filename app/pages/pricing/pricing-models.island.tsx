import { defineIsland } from '../../islands/define-island.ts';
import { Models } from './Models.tsx';

// Each card's link leads to the contact form without the script too; a click before the code came is
// clicked again once it has, so the form's message still names the model.
export default defineIsland('pricing-models', Models, { namespaces: ['pricing'], trigger: 'visible', replay: 'click' });
