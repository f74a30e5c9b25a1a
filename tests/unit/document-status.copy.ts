import type { DocumentStatusSectionCopy } from '../../app/components/signature/document-status/copy.ts';
import type { Lang } from '../../app/shared/languages.ts';
import de from '../../locales/de/dms.json';
import en from '../../locales/en/dms.json';

// Both locale files fit the component's copy: a key missing in either fails the type check.
export const documentStatusCopy: Record<Lang, DocumentStatusSectionCopy> = { de: de.status, en: en.status };
