import type { UnappliedPart } from '../../bcf/viewpoint-display.ts';
import { useTranslation } from '../viewer-copy.tsx';

/** Each code's key in the copy (`unapplied.<key>`). */
const partKeys: Record<UnappliedPart, string> = {
  lines: 'lines',
  bitmaps: 'bitmaps',
  'clipping-planes': 'clippingPlanes',
  'spaces-hint': 'spacesHint',
  'space-boundaries-hint': 'spaceBoundariesHint',
  'openings-hint': 'openingsHint',
  'components-without-guid': 'componentsWithoutGuid',
  'components-missing': 'componentsMissing',
};

/** What a restored viewpoint could not show, as the one sentence the visitor reads: "Not applied: a, b and c." */
export function useUnappliedLine() {
  const { t } = useTranslation('ifcViewerBcf');
  return (parts: readonly UnappliedPart[], planesNotShown: number): string => {
    if (!parts.length) return '';
    const words = parts.map((part) => t(`unapplied.${partKeys[part]}`, { count: planesNotShown }));
    const list = words.length > 1 ? `${words.slice(0, -1).join(', ')} ${t('unapplied.and')} ${words.at(-1)}` : words[0]!;
    return t('unapplied.line', { parts: list });
  };
}
