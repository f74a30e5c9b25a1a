import { fill } from '../../../shared/i18n/translator.ts';
import type { Lang } from '../../../shared/languages.ts';
import { longDate } from '../../../views/kit/dates.ts';
import { viewLocales } from '../../../views/kit/formats.ts';

const clocks: Partial<Record<Lang, Intl.DateTimeFormat>> = {};

/** A time of day on the 24-hour clock: "07:42". */
function clock(iso: string, lang: Lang): string {
  clocks[lang] ??= new Intl.DateTimeFormat(viewLocales[lang], { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' });
  return clocks[lang].format(new Date(`${iso}:00Z`));
}

/** When a stage happened, with its weekday: "Do., 19.11.2026, 07:42 Uhr" or "Thu 19 Nov 2026, 07:42". */
export function stageTime(iso: string, lang: Lang, template: string): string {
  return fill(template, { date: longDate(iso.slice(0, 10), lang), time: clock(iso, lang) });
}

/** A due date with its weekday: "Di., 24.11.2026" or "Tue 24 Nov 2026". */
export function dueDate(iso: string, lang: Lang): string {
  return longDate(iso, lang);
}
