import { defineIsland } from '../../islands/define-island.ts';
import { Header } from './Header.tsx';

// On every page: its menus work as native disclosures until the visitor reaches for them.
export default defineIsland('header', Header, { namespaces: ['common'], trigger: 'input' });
