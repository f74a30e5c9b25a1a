import type { ComponentType } from 'react';
import type { ScreenProps } from '../../types.ts';
import type { cloudPanels } from './catalog.ts';

/** The component that draws each close-up of the cloud infrastructure and security page. */
// biome-ignore lint/suspicious/noExplicitAny: each screen types its own copy; the stage passes its namespace's catalog
export const cloudPanelScreens: Record<keyof typeof cloudPanels, ComponentType<ScreenProps<any>>> = {};
