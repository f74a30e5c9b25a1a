import { Band } from '../../components/sections/Band.tsx';
import { SectionHeading } from '../../components/sections/SectionHeading.tsx';
import type { OpenVacancy } from '../../content/vacancies.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import styles from './Positions.module.css';
import { VacancyCard } from './VacancyCard.tsx';

interface Props {
  vacancies: readonly OpenVacancy[];
}

/** The open positions as cards; the heading counts them, so the number can never disagree with the list. */
export function Positions({ vacancies }: Props) {
  const { t } = useTranslation('careers');
  return (
    <Band labelledBy="positions-title" id="positions">
      <SectionHeading
        id="positions-title"
        eyebrow={t('positions.eyebrow')}
        title={t('positions.title', { count: vacancies.length })}
        intro={t('positions.intro')}
      />
      <ul className={styles.list}>
        {vacancies.map((vacancy) => (
          <li key={vacancy.id}>
            <VacancyCard vacancy={vacancy} />
          </li>
        ))}
      </ul>
    </Band>
  );
}
