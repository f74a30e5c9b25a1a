import type { ComponentType } from 'react';
import type { ScreenProps } from '../../types.ts';
import { Compare } from './Compare.tsx';
import type { ifcPanels } from './catalog.ts';
import { Measure } from './Measure.tsx';
import { Merging } from './Merging.tsx';
import { Section } from './Section.tsx';
import { Ticket } from './Ticket.tsx';
import { Versions } from './Versions.tsx';

/** The component that draws each close-up of the IFC viewer page. */
// biome-ignore lint/suspicious/noExplicitAny: each screen types its own copy; the stage passes its namespace's catalog
export const ifcPanelScreens: Record<keyof typeof ifcPanels, ComponentType<ScreenProps<any>>> = {
  'ifc-merging': Merging,
  'ifc-section': Section,
  'ifc-measure': Measure,
  'ifc-compare': Compare,
  'ifc-ticket': Ticket,
  'ifc-versions': Versions,
};
