import type { Resources } from '../../../shared/i18n/keys.ts';
import { Panel } from '../../kit/Panel.tsx';
import type { ScreenProps } from '../../types.ts';
import { CostBars } from './CostBars.tsx';
import { cardGroups, costGroups } from './costs-data.ts';

type Copy = Resources['viewPanelsSite'];

/** The builders' card: budget against forecast for the building's three largest cost groups. */
export function CostCard({ lang, copy }: ScreenProps<Copy>) {
  return (
    <Panel icon="overview" path={[copy.costs.module, copy.costs.title]}>
      <CostBars groups={costGroups.filter((group) => (cardGroups as readonly string[]).includes(group.kg))} lang={lang} copy={copy} compact />
    </Panel>
  );
}
