import { ActionLink } from '../../components/actions/ActionLink.tsx';
import { AskLink } from '../../components/actions/AskLink.tsx';
import { BookingOption } from '../../components/embeds/BookingOption.tsx';
import { Band } from '../../components/sections/Band.tsx';
import { thirdParties } from '../../consent/configured.ts';
import { useLang } from '../../context/page.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { pathTo } from '../../shared/pages.ts';
import { site } from '../../shared/site.ts';
import styles from './ClosingCta.module.css';

/** The index's close: try your workflow on your own project, or look at the prices first. */
export function ClosingCta() {
  const lang = useLang();
  const { t } = useTranslation('workflows');
  return (
    <Band labelledBy="cta-title" tone="dark" className={styles.layout}>
      <div>
        <p className="eyebrow">{t('index.cta.eyebrow')}</p>
        <h2 id="cta-title" className={styles.title}>
          {t('index.cta.title')}
        </h2>
      </div>
      <div>
        <p className={styles.body}>
          {/* The demo is booked in the calendar where one is configured, and asked for without one. */}
          {t('index.cta.body')} {t(thirdParties.booking ? 'index.cta.demoBooking' : 'index.cta.demoRequest')}
        </p>
        <div className={styles.actions}>
          <AskLink ask="trial" to={site.external.register} />
          <ActionLink to={pathTo('pricing', lang)} variant="secondary">
            {t('index.cta.secondary')}
          </ActionLink>
        </div>
        <BookingOption />
      </div>
    </Band>
  );
}
