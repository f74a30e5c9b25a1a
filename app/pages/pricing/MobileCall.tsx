import { useTranslation } from '../../i18n/use-translation.tsx';
import { telHref } from '../../lib/tel-href.ts';
import { site } from '../../shared/site.ts';
import styles from './MobileCall.module.css';

/**
 * The spec's extra section for small screens: on a phone, a call is one tap away, so sales' number
 * and address come straight after the models. From 768 px wide it is `display: none`, gone for
 * screen readers too, since the form at the foot serves the desktop.
 */
export function MobileCall() {
  const { t } = useTranslation('pricing');
  const { phone, email } = site.company;
  return (
    <section id="call" className={styles.call} aria-labelledby="call-title">
      <h2 id="call-title" className={styles.title}>
        {t('mobile.title')}
      </h2>
      <p className={styles.body}>{t('mobile.body')}</p>
      <div className={styles.actions}>
        <a className={styles.phone} href={telHref(phone)}>
          <span>{t('mobile.call')}</span>
          <span className={styles.number}>{phone}</span>
        </a>
        <a className={styles.mail} href={`mailto:${email}`}>
          {t('mobile.mail')}
        </a>
      </div>
    </section>
  );
}
