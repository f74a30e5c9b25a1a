import { Band } from '../../components/sections/Band.tsx';
import { SectionHeading } from '../../components/sections/SectionHeading.tsx';
import { type OpenVacancy, teamIds } from '../../content/vacancies.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import styles from './Teams.module.css';

interface Props {
  vacancies: readonly OpenVacancy[];
}

/** The seven teams of the spec, each with a link to its open positions when it is hiring. */
export function Teams({ vacancies }: Props) {
  const { t } = useTranslation('careers');
  return (
    <Band labelledBy="teams-title">
      <SectionHeading id="teams-title" eyebrow={t('teams.eyebrow')} title={t('teams.title')} intro={t('teams.intro')} />
      <ul className={styles.grid}>
        {teamIds.map((id) => {
          const open = vacancies.filter((vacancy) => vacancy.team === id);
          return (
            <li key={id} className={styles.team} data-hiring={open.length > 0 || undefined}>
              <h3 className={styles.name}>{t(`teams.items.${id}.name`)}</h3>
              <p className={styles.text}>{t(`teams.items.${id}.text`)}</p>
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
