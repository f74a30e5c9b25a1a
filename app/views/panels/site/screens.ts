import type { ComponentType } from 'react';
import type { ScreenProps } from '../../types.ts';
import { CostCard } from './CostCard.tsx';
import { Costs } from './Costs.tsx';
import type { sitePanels } from './catalog.ts';
import { Handover } from './Handover.tsx';
import { ArchitectsCard, BimManagersCard, GeneralContractorsCard } from './ListCard.tsx';
import { TeamBoard } from './TeamBoard.tsx';

/** The component that draws each close-up of the home, workflows, careers and pricing. */
// biome-ignore lint/suspicious/noExplicitAny: each screen types its own copy; the stage passes its namespace's catalog
export const sitePanelScreens: Record<keyof typeof sitePanels, ComponentType<ScreenProps<any>>> = {
  'site-card-architects': ArchitectsCard,
  'site-card-bim-managers': BimManagersCard,
  'site-card-general-contractors': GeneralContractorsCard,
  'site-card-builders': CostCard,
  'site-costs': Costs,
  'site-handover': Handover,
  'site-team-board': TeamBoard,
};
