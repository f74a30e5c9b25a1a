import type { Vacancy } from '../../content/vacancies.ts';
import type { Translator } from '../../shared/i18n/translator.ts';

/** A vacancy's facts as the reader's language writes them; the card and the PDF show the same ones. */
export function vacancyFacts(vacancy: Vacancy, { t, lang }: Pick<Translator<'careers'>, 't' | 'lang'>) {
  const number = new Intl.NumberFormat(lang, { maximumFractionDigits: 0 });
  return {
    location: t('positions.location'),
    employment: vacancy.employmentTypes.map((type) => t(`employment.${type}`)).join(', '),
    hours: t('positions.hours', { hours: vacancy.hours }),
    salary: t(`positions.salary.${vacancy.salary.unit}`, { min: number.format(vacancy.salary.min), max: number.format(vacancy.salary.max) }),
  };
}
