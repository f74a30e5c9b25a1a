import { ActionLink } from '../../components/actions/ActionLink.tsx';
import { Band } from '../../components/sections/Band.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import styles from './Trial.module.css';

/** The free trial with onboarding training and free support, and the way to ask for it. */
export function Trial() {
  const { t, copy } = useTranslation('pricing');
  return (
    <Band id="trial" labelledBy="trial-title" tone="dark" className={styles.layout}>
      <div>
        <p className="eyebrow">{t('trial.eyebrow')}</p>
        <h2 id="trial-title" className={styles.title}>
          {t('trial.title')}
        </h2>
        <p className={styles.body}>{t('trial.body')}</p>
        <ActionLink to="#contact">{t('trial.cta')}</ActionLink>
      </div>
      <ul className={styles.points}>
        {copy('trial.points').map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </Band>
  );
}
