import type { ComponentType } from 'react';
import type { ScreenProps } from '../../types.ts';
import type { infoPanels } from './catalog.ts';

/** The component that draws each close-up of the information management page. */
// biome-ignore lint/suspicious/noExplicitAny: each screen types its own copy; the stage passes its namespace's catalog
export const infoPanelScreens: Record<keyof typeof infoPanels, ComponentType<ScreenProps<any>>> = {};
