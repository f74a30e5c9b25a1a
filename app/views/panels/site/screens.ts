import type { ComponentType } from 'react';
import type { ScreenProps } from '../../types.ts';
import type { sitePanels } from './catalog.ts';

/** The component that draws each close-up of the home, workflows, careers and pricing. */
// biome-ignore lint/suspicious/noExplicitAny: each screen types its own copy; the stage passes its namespace's catalog
export const sitePanelScreens: Record<keyof typeof sitePanels, ComponentType<ScreenProps<any>>> = {};
