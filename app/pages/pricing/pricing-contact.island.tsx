import { defineIsland } from '../../islands/define-island.ts';
import { PricingContact } from './PricingContact.tsx';

// It posts natively until its code comes; hydrated, it takes the message the finder or a model card
// asked for (inquiry.ts, one module the islands share).
export default defineIsland('pricing-contact', PricingContact, { namespaces: ['pricing', 'common'], trigger: 'visible' });
