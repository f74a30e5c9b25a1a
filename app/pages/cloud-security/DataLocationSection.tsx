import { Band } from '../../components/sections/Band.tsx';
import { SectionHeading } from '../../components/sections/SectionHeading.tsx';
import { DataLocation, type DataLocationSectionCopy } from '../../components/signature/data-location/DataLocation.tsx';

/** What the cloud page has to show: where a project's files live and how they are protected on the way there: `location` in `locales/<lang>/cloudSecurity.json`. */
export function DataLocationSection({ copy }: { copy: DataLocationSectionCopy }) {
  return (
    <Band labelledBy="data-location-title" tone="warm">
      <SectionHeading id="data-location-title" {...copy.section} />
      <DataLocation copy={copy.piece} />
    </Band>
  );
}
