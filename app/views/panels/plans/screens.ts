import type { ComponentType } from 'react';
import type { ScreenProps } from '../../types.ts';
import type { planPanels } from './catalog.ts';

/** The component that draws each close-up of the plan management page. */
// biome-ignore lint/suspicious/noExplicitAny: each screen types its own copy; the stage passes its namespace's catalog
export const planPanelScreens: Record<keyof typeof planPanels, ComponentType<ScreenProps<any>>> = {};
