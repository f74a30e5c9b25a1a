import { defineIsland } from '../../islands/define-island.ts';
import { DemoForm } from './DemoForm.tsx';

// The trial sign-up: it posts natively until its code comes, near the viewport after the visitor's first input or at the first input on it.
export default defineIsland('demo-form', DemoForm, { namespaces: ['common'], trigger: 'visible' });
