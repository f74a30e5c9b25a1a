import { useTranslation } from '../../i18n/use-translation.tsx';
import { site } from '../../shared/site.ts';
import { teams } from './content.ts';
import styles from './Facts.module.css';

/** The hero's panel: the company at a glance, from the company data and the team list. */
export function Facts() {
  const { t } = useTranslation('aboutUs');
  const facts = [
    ['location', t('hero.facts.location.label'), t('hero.facts.location.value', { city: site.company.city })],
    ['hosting', t('hero.facts.hosting.label'), t('hero.facts.hosting.value')],
    ['teams', t('hero.facts.teams.label'), t('hero.facts.teams.value', { count: teams.length })],
    ['languages', t('hero.facts.languages.label'), t('hero.facts.languages.value')],
  ] as const;
  return (
    <div className={styles.panel}>
      <p className={styles.label}>{t('hero.facts.label')}</p>
      <dl className={styles.facts}>
        {facts.map(([id, term, value]) => (
          <div key={id} className={styles.fact}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.plumb} aria-hidden="true" />
    </div>
  );
}
