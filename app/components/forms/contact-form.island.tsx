import { defineIsland } from '../../islands/define-island.ts';
import { ContactForm } from './ContactForm.tsx';

// At the foot of many pages: it posts natively until its code comes, near the viewport after the visitor's first input or at the first input on it.
export default defineIsland('contact-form', ContactForm, { namespaces: ['common'], trigger: 'visible' });
