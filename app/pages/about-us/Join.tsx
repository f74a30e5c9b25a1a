import { ActionLink } from '../../components/actions/ActionLink.tsx';
import { Band } from '../../components/sections/Band.tsx';
import { useLang } from '../../context/page.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { pathTo } from '../../shared/pages.ts';
import styles from './Join.module.css';

/** The way on: the open positions, or a message to us. */
export function Join() {
  const lang = useLang();
  const { t } = useTranslation('aboutUs');
  return (
    <Band id="join" labelledBy="join-title" tone="dark" className={styles.layout}>
      <div>
        <p className="eyebrow">{t('join.eyebrow')}</p>
        <h2 id="join-title" className={styles.title}>
          {t('join.title')}
        </h2>
        <p className={styles.body}>{t('join.body')}</p>
      </div>
      <div className={styles.actions}>
        <ActionLink to={pathTo('careers', lang)}>{t('join.careers')}</ActionLink>
        <ActionLink to="#contact" variant="secondary">
          {t('join.contact')}
        </ActionLink>
      </div>
    </Band>
  );
}
