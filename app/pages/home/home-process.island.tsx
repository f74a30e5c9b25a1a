import { defineIsland } from '../../islands/define-island.ts';
import { WorkProcess } from './WorkProcess.tsx';

// The still diagram until its code comes, near the viewport after the visitor's first input: then it plays once in view.
export default defineIsland('home-process', WorkProcess, { namespaces: ['home'], trigger: 'visible' });
