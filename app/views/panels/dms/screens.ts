import type { ComponentType } from 'react';
import type { ScreenProps } from '../../types.ts';
import { Comments } from './Comments.tsx';
import type { dmsPanels } from './catalog.ts';
import { Folders } from './Folders.tsx';
import { Metadata } from './Metadata.tsx';
import { PlanList } from './PlanList.tsx';

/** The component that draws each close-up of the DMS page. */
// biome-ignore lint/suspicious/noExplicitAny: each screen types its own copy; the stage passes its namespace's catalog
export const dmsPanelScreens: Record<keyof typeof dmsPanels, ComponentType<ScreenProps<any>>> = {
  'dms-folders': Folders,
  'dms-metadata': Metadata,
  'dms-plan-list': PlanList,
  'dms-comments': Comments,
};
