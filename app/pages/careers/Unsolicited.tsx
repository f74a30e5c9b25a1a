import actionStyles from '../../components/actions/ActionLink.module.css';
import { Band } from '../../components/sections/Band.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { site } from '../../shared/site.ts';
import { applicationHref } from './application-mail.ts';
import styles from './Unsolicited.module.css';

/** The way in without a matching advert: a mail with its own subject to the same inbox. */
export function Unsolicited() {
  const { t } = useTranslation('careers');
  return (
    <Band labelledBy="unsolicited-title" tone="warm" id="unsolicited">
      <div className={styles.panel}>
        <div>
          <h2 id="unsolicited-title" className={styles.title}>
            {t('unsolicited.title')}
          </h2>
          <p className={styles.text}>{t('unsolicited.text')}</p>
        </div>
        <div className={styles.action}>
          <a className={`${actionStyles.action} ${actionStyles.primary}`} href={applicationHref(t('mail.unsolicitedSubject'))}>
            {t('unsolicited.cta')}
          </a>
          <p className={styles.note}>{t('unsolicited.note', { email: site.company.jobs })}</p>
        </div>
      </div>
    </Band>
  );
}
