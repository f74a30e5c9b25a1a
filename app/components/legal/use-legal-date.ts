import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatDay } from '../../shared/i18n/format.ts';

/** A legal page's "last updated" date (an ISO day) written out in the page's language. */
export function useLegalDate(isoDay: string): string {
  const { lang, copy } = useTranslation('common');
  return formatDay(isoDay, lang, copy('months') as readonly string[]);
}
