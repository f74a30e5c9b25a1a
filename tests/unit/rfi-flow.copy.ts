import type { RfiFlowSectionCopy } from '../../app/components/signature/rfi-flow/copy.ts';
import type { Lang } from '../../app/shared/languages.ts';
import de from '../../locales/de/taskIssue.json';
import en from '../../locales/en/taskIssue.json';

// Both locale files fit the component's copy: a key missing in either fails the type check.
export const rfiCopy: Record<Lang, RfiFlowSectionCopy> = { de: de.rfi, en: en.rfi };
