import { Band } from '../../sections/Band.tsx';
import { SectionHeading } from '../../sections/SectionHeading.tsx';
import type { SmartSearchSectionCopy } from './copy.ts';
import { SmartSearch } from './SmartSearch.tsx';

export type { SmartSearchSectionCopy } from './copy.ts';

/** The smart search as a band of its own, under the page's hero: `search` in `locales/<lang>/infoManagement.json`. */
export function SmartSearchSection({ copy }: { copy: SmartSearchSectionCopy }) {
  return (
    <Band labelledBy="smart-search-title" tone="warm">
      <SectionHeading id="smart-search-title" {...copy.section} />
      <SmartSearch copy={copy.piece} />
    </Band>
  );
}
