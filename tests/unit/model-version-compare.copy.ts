import type { ModelVersionCompareSectionCopy } from '../../app/components/signature/model-version-compare/copy.ts';
import type { Lang } from '../../app/shared/languages.ts';
import de from '../../locales/de/bimModel.json';
import en from '../../locales/en/bimModel.json';

// Both locale files fit the component's copy: a key missing in either fails the type check.
export const compareCopy: Record<Lang, ModelVersionCompareSectionCopy> = { de: de.compare, en: en.compare };
