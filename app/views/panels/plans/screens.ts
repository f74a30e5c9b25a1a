import type { ComponentType } from 'react';
import type { ScreenProps } from '../../types.ts';
import type { planPanels } from './catalog.ts';
import { Markup } from './Markup.tsx';
import { Viewer } from './Viewer.tsx';

/** The component that draws each close-up of the plan management page. */
// biome-ignore lint/suspicious/noExplicitAny: each screen types its own copy; the stage passes its namespace's catalog
export const planPanelScreens: Record<keyof typeof planPanels, ComponentType<ScreenProps<any>>> = {
  'plans-viewer': Viewer,
  'plans-markup': Markup,
};
