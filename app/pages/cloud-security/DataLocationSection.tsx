import { Band } from '../../components/sections/Band.tsx';
import { SectionHeading } from '../../components/sections/SectionHeading.tsx';
import type { DataLocationSectionCopy } from '../../components/signature/data-location/DataLocation.tsx';
import dataLocation from '../../components/signature/data-location/data-location.island.tsx';
import { Island } from '../../islands/Island.tsx';

/** What the cloud page has to show: where a project's files live and how they are protected on the way there: `location` in `locales/<lang>/cloudSecurity.json` (the piece, an island, reads its own). */
export function DataLocationSection({ copy }: { copy: Pick<DataLocationSectionCopy, 'section'> }) {
  return (
    <Band labelledBy="data-location-title" tone="warm">
      <SectionHeading id="data-location-title" {...copy.section} />
      <Island of={dataLocation} props={{}} />
    </Band>
  );
}
