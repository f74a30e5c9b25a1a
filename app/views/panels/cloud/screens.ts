import type { ComponentType } from 'react';
import type { ScreenProps } from '../../types.ts';
import { Access } from './Access.tsx';
import { Api } from './Api.tsx';
import type { cloudPanels } from './catalog.ts';
import { Mobile } from './Mobile.tsx';

/** The component that draws each close-up of the cloud infrastructure and security page. */
// biome-ignore lint/suspicious/noExplicitAny: each screen types its own copy; the stage passes its namespace's catalog
export const cloudPanelScreens: Record<keyof typeof cloudPanels, ComponentType<ScreenProps<any>>> = {
  'cloud-access': Access,
  'cloud-api': Api,
  'cloud-mobile': Mobile,
};
