import { defineIsland } from '../../islands/define-island.ts';
import { Faq } from './Faq.tsx';

// Native exclusive details until its code comes; the item opened meanwhile stays open.
export default defineIsland('pricing-faq', Faq, { namespaces: ['pricing'], trigger: 'visible' });
