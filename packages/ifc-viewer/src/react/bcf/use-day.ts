import { bcfInstant, isDay } from '../../bcf/dates.ts';
import { useTranslation, useViewerHost } from '../viewer-copy.tsx';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A BCF date as the page writes it: a day as a day ("15. Dezember 2026"), a date and time as the day and
 * the time in the visitor's time zone ("2. Oktober 2016, 16:22 Uhr"); anything else as it came.
 */
export function useDateTime() {
  const { formatDay } = useViewerHost();
  const { t } = useTranslation('ifcViewerBcf');
  return (date: string) => {
    if (isDay(date)) return formatDay(date);
    const instant = bcfInstant(date);
    if (!instant) return date;
    const day = `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`;
    return t('list.dateTime', { day: formatDay(day), time: `${pad(instant.getHours())}:${pad(instant.getMinutes())}` });
  };
}
