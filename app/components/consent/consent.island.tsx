import { defineIsland } from '../../islands/define-island.ts';
import { ConsentManager } from './ConsentManager.tsx';

// Live: a choice made earlier takes effect on every page, and a first visitor is asked at once.
export default defineIsland('consent', ConsentManager, { namespaces: ['common', 'consent'], trigger: 'live' });
