import type { DataLocationSectionCopy } from '../../app/components/signature/data-location/copy.ts';
import type { Lang } from '../../app/shared/languages.ts';
import de from '../../locales/de/cloudSecurity.json';
import en from '../../locales/en/cloudSecurity.json';

// Both locale files fit the component's copy: a key missing in either fails the type check.
export const locationCopy: Record<Lang, DataLocationSectionCopy> = { de: de.location, en: en.location };
