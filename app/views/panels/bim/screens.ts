import type { ComponentType } from 'react';
import type { ScreenProps } from '../../types.ts';
import { Coordination } from './Coordination.tsx';
import type { bimPanels } from './catalog.ts';
import { Merging } from './Merging.tsx';
import { PropertySets } from './PropertySets.tsx';

/** The component that draws each close-up of the BIM model management page. */
// biome-ignore lint/suspicious/noExplicitAny: each screen types its own copy; the stage passes its namespace's catalog
export const bimPanelScreens: Record<keyof typeof bimPanels, ComponentType<ScreenProps<any>>> = {
  'bim-merging': Merging,
  'bim-property-sets': PropertySets,
  'bim-coordination': Coordination,
};
