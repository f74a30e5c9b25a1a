import type { Vacancy } from '../../content/vacancies.ts';
import { formatWhole } from '../../shared/i18n/format.ts';
import type { Translator } from '../../shared/i18n/translator.ts';

/** A vacancy's facts as the reader's language writes them; the card and the PDF show the same ones. */
export function vacancyFacts(vacancy: Vacancy, { t, lang }: Pick<Translator<'careers'>, 't' | 'lang'>) {
  return {
    location: t('positions.location'),
    employment: vacancy.employmentTypes.map((type) => t(`employment.${type}`)).join(', '),
    hours: t('positions.hours', { hours: vacancy.hours }),
    salary: t(`positions.salary.${vacancy.salary.unit}`, { min: formatWhole(vacancy.salary.min, lang), max: formatWhole(vacancy.salary.max, lang) }),
  };
}
