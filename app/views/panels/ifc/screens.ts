import type { ComponentType } from 'react';
import type { ScreenProps } from '../../types.ts';
import type { ifcPanels } from './catalog.ts';

/** The component that draws each close-up of the IFC viewer page. */
// biome-ignore lint/suspicious/noExplicitAny: each screen types its own copy; the stage passes its namespace's catalog
export const ifcPanelScreens: Record<keyof typeof ifcPanels, ComponentType<ScreenProps<any>>> = {};
