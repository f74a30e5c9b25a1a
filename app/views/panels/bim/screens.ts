import type { ComponentType } from 'react';
import type { ScreenProps } from '../../types.ts';
import type { bimPanels } from './catalog.ts';

/** The component that draws each close-up of the BIM model management page. */
// biome-ignore lint/suspicious/noExplicitAny: each screen types its own copy; the stage passes its namespace's catalog
export const bimPanelScreens: Record<keyof typeof bimPanels, ComponentType<ScreenProps<any>>> = {};
