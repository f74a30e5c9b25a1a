import { CookieTable } from '../../components/consent/CookieTable.tsx';
import legal from '../../components/legal/legal.module.css';
import { configuredCookies } from '../../consent/configured.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { type Lifetime, lifetimeInDays, lifetimesByCategory } from '../../shared/consent/lifetimes.ts';

/** "1 Jahr", "90 Tage": the words the cookie table uses for a lifetime. */
export function useLifetimeText(): (lifetime: Lifetime) => string {
  const { t } = useTranslation('consent');
  return (lifetime) => t(`lifetimes.${lifetime.unit}`, { count: lifetime.count });
}

/**
 * How long the cookies of each category live, then every cookie with its own lifetime: both from the
 * cookies this build can set, so the summary states exactly what the table lists.
 */
export function CookieLifetimes() {
  const { t } = useTranslation('privacy');
  const consent = useTranslation('consent');
  const lifetimeText = useLifetimeText();
  const caption = consent.t('table.caption');
  return (
    <>
      <ul>
        {lifetimesByCategory(configuredCookies).map(({ category, shortest, longest }) => {
          const lifetime =
            lifetimeInDays(shortest) === lifetimeInDays(longest)
              ? lifetimeText(longest)
              : t('cookieLifetimes.range', { shortest: lifetimeText(shortest), longest: lifetimeText(longest) });
          return <li key={category}>{t(`cookieLifetimes.${category}`, { lifetime })}</li>;
        })}
      </ul>
      {/* Scrolls sideways on a phone: focusable, so the keyboard can scroll it too, and named for that stop. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region needs a tab stop (WCAG 2.1.1) */}
      <section className={legal.tableScroll} tabIndex={0} aria-label={caption}>
        <CookieTable entries={configuredCookies} caption={caption} withCategory className={legal.table} />
      </section>
    </>
  );
}
