import { defineIsland } from '../../islands/define-island.ts';
import { NewsletterForm } from './NewsletterForm.tsx';

// At the foot of every page: it posts natively until its code comes, near the viewport after the visitor's first input.
export default defineIsland('newsletter', NewsletterForm, { namespaces: ['common'], trigger: 'visible' });
