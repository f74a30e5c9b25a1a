import type { SmartSearchSectionCopy } from '../../app/components/signature/smart-search/copy.ts';
import type { Lang } from '../../app/shared/languages.ts';
import de from '../../locales/de/infoManagement.json';
import en from '../../locales/en/infoManagement.json';

// Both locale files fit the component's copy: a key missing in either fails the type check.
export const smartSearchCopy: Record<Lang, SmartSearchSectionCopy> = { de: de.search, en: en.search };
