import { defineIsland } from '../../islands/define-island.ts';
import { Video } from './Video.tsx';

// A plain video with the browser's controls until its code comes, near the viewport after the visitor's first input: then it plays in view, with its own button.
export default defineIsland('video', Video, { namespaces: ['common'], trigger: 'visible' });
