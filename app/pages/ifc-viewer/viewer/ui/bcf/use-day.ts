import { useTranslation } from '../../../../../i18n/use-translation.tsx';
import { formatDay } from '../../../../../shared/i18n/format.ts';

/** A BCF date ("2026-12-15" or a full date and time) as the page writes a day; anything else as it came. */
export function useDay() {
  const { copy, lang } = useTranslation('common');
  const months = copy('months') as readonly string[];
  return (date: string) => {
    const day = date.slice(0, 10);
    return /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatDay(day, lang, months) : date;
  };
}
