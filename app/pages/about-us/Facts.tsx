import { headcount, milestones } from '../../content/company-people.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { site } from '../../shared/site.ts';
import styles from './Facts.module.css';

/** The hero's panel: the company at a glance, from the company data and its people. */
export function Facts() {
  const { t } = useTranslation('aboutUs');
  const { city } = site.company;
  const facts = [
    ['founded', t('hero.facts.founded.label'), t('hero.facts.founded.value', { year: milestones[0].year, city })],
    ['people', t('hero.facts.people.label'), t('hero.facts.people.value', { count: headcount })],
    ['places', t('hero.facts.places.label'), t('hero.facts.places.value', { city })],
    ['hosting', t('hero.facts.hosting.label'), t('hero.facts.hosting.value')],
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
    </div>
  );
}
