import { useId, useRef, useState } from 'react';
import { thirdParties } from '../../consent/configured.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useEnhanced } from '../../lib/use-enhanced.tsx';
import styles from './BookingEmbed.module.css';
import { bookingAnchor } from './booking-anchor.ts';

/**
 * The appointment calendar the copy mentions, from the configured booking service. Nothing is
 * fetched from its host until the visitor clicks: the placeholder says what will load from where,
 * and the link beside it opens the calendar on the provider's own site instead (also without
 * JavaScript). A site without a configured calendar shows nothing here.
 */
export function BookingEmbed() {
  const { t } = useTranslation('consent');
  const enhanced = useEnhanced();
  const [loaded, setLoaded] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const titleId = useId();
  const booking = thirdParties.booking;
  if (!booking) return null;

  return (
    <section id={bookingAnchor} className={styles.embed} aria-labelledby={titleId} data-embed="booking">
      <h3 id={titleId} className={styles.title}>
        {t('embed.booking.title')}
      </h3>
      {loaded ? (
        <iframe ref={frame} className={styles.frame} src={booking.url} title={t('embed.booking.frameTitle')} onLoad={() => frame.current?.focus()} />
      ) : (
        <>
          <p className={styles.text}>{t('embed.booking.text', { host: booking.host })}</p>
          <div className={styles.actions}>
            {enhanced && (
              <button type="button" className={styles.load} onClick={() => setLoaded(true)}>
                {t('embed.booking.load')}
              </button>
            )}
            <a className={styles.open} href={booking.url} rel="noopener">
              {t('embed.booking.open', { host: booking.host })}
            </a>
          </div>
        </>
      )}
    </section>
  );
}
