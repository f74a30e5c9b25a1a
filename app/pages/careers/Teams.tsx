import { Monogram } from '../../components/company/Monogram.tsx';
import { Band } from '../../components/sections/Band.tsx';
import { SectionHeading } from '../../components/sections/SectionHeading.tsx';
import { ExampleTag } from '../../components/trust/ExampleTag.tsx';
import { people } from '../../content/company-people.ts';
import { type OpenVacancy, teamIds } from '../../content/vacancies.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import styles from './Teams.module.css';

interface Props {
  vacancies: readonly OpenVacancy[];
}

/** The seven teams of the spec, each with the person who leads it and a link to its open positions when it is hiring. */
export function Teams({ vacancies }: Props) {
  const { t } = useTranslation('careers');
  return (
    <Band labelledBy="teams-title">
      <SectionHeading id="teams-title" eyebrow={t('teams.eyebrow')} title={t('teams.title')} intro={t('teams.intro')} />
      <ul className={styles.grid}>
        {teamIds.map((id) => {
          const open = vacancies.filter((vacancy) => vacancy.team === id);
          const lead = people.find((person) => person.leads === id);
          return (
            <li key={id} className={styles.team} data-hiring={open.length > 0 || undefined}>
              <h3 className={styles.name}>{t(`teams.items.${id}.name`)}</h3>
              <p className={styles.text}>{t(`teams.items.${id}.text`)}</p>
              {lead && (
                <p className={styles.lead}>
                  <Monogram name={lead.name} size="small" />
                  <span>
                    <span className="visually-hidden">{t('teams.lead')}: </span>
                    <span className={styles.leadName}>
                      {lead.name}
                      <ExampleTag />
                    </span>
                    <span className={styles.leadRole}>{t(`teams.leads.${lead.id}`)}</span>
                  </span>
                </p>
              )}
              {open[0] && (
                <a className={styles.hiring} href={`#vacancy-${open[0].id}`}>
                  {t('hero.openings', { count: open.length })}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </Band>
  );
}
