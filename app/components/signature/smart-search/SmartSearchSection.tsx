import { Island } from '../../../islands/Island.tsx';
import { Band } from '../../sections/Band.tsx';
import { SectionHeading } from '../../sections/SectionHeading.tsx';
import type { SmartSearchSectionCopy } from './copy.ts';
import smartSearch from './smart-search.island.tsx';

export type { SmartSearchSectionCopy } from './copy.ts';

/** The smart search as a band of its own, under the page's hero: `search` in `locales/<lang>/infoManagement.json` (the piece, an island, reads its own). */
export function SmartSearchSection({ copy }: { copy: Pick<SmartSearchSectionCopy, 'section'> }) {
  return (
    <Band labelledBy="smart-search-title" tone="warm">
      <SectionHeading id="smart-search-title" {...copy.section} />
      <Island of={smartSearch} props={{}} />
    </Band>
  );
}
