import { Band } from '../../components/sections/Band.tsx';
import { SectionHeading } from '../../components/sections/SectionHeading.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { teams } from './content.ts';
import { Glyph } from './Glyph.tsx';
import styles from './Teams.module.css';

/** The teams of spec section 2 and what each does; drawings instead of names or portraits. */
export function Teams() {
  const { t } = useTranslation('aboutUs');
  return (
    <Band id="teams" labelledBy="teams-title" tone="warm">
      <SectionHeading id="teams-title" eyebrow={t('teams.eyebrow')} title={t('teams.title')} intro={t('teams.intro')} />
      <ul className={styles.grid}>
        {teams.map((team) => (
          <li key={team.id} className={styles.card} data-team={team.id}>
            <span className={styles.avatar}>
              <Glyph name={team.glyph} />
            </span>
            <div>
              <h3 className={styles.name}>{t(`teams.items.${team.id}.name`)}</h3>
              <p className={styles.body}>{t(`teams.items.${team.id}.body`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </Band>
  );
}
