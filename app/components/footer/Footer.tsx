import { asksConsent } from '../../consent/configured.ts';
import { footerSections } from '../../content/footer.ts';
import { featureNav } from '../../content/navigation.ts';
import { useLang } from '../../context/page.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { Island } from '../../islands/Island.tsx';
import { lazyIsland } from '../../islands/lazy-island.tsx';
import { pathTo } from '../../shared/pages.ts';
import { site } from '../../shared/site.ts';
import cookieSettingsIsland from '../consent/cookie-settings.island.tsx';
import { LanguageLinks } from '../navigation/LanguageLinks.tsx';
import { NavLinkItem } from '../navigation/NavLinkItem.tsx';
import { PageLink } from '../navigation/PageLink.tsx';
import { SocialLinks } from '../navigation/SocialLinks.tsx';
import styles from './Footer.module.css';

// At the foot of every page: its form code (with the form rules) loads when the visitor comes near,
// so a page whose only form this is ships none of it up front. Without the script it posts natively.
const NewsletterForm = lazyIsland('newsletter', () => import('../forms/newsletter.island.tsx'));

export function Footer() {
  const { t } = useTranslation('common');
  const lang = useLang();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <NewsletterForm />
          <div className={styles.follow}>
            <h2 className={styles.heading}>{t('footer.social')}</h2>
            <SocialLinks onDark />
          </div>
        </div>
        <nav className={styles.sections} aria-label={t('footer.label')}>
          <section>
            <h2 className={styles.heading}>{t('footer.products')}</h2>
            <ul className={styles.links}>
              {featureNav.map((feature) => (
                <li key={feature.page}>
                  <PageLink to={pathTo(feature.page, lang)}>{t(`features.${feature.page}.name`)}</PageLink>
                </li>
              ))}
            </ul>
          </section>
          {footerSections.map((section) => (
            <section key={section.titleKey}>
              <h2 className={styles.heading}>{t(section.titleKey)}</h2>
              <ul className={styles.links}>
                {section.links.map((link) => (
                  <li key={link.labelKey}>
                    <NavLinkItem link={link} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
        <div className={styles.bottom}>
          <p className={styles.copyright}>{t('footer.copyright', { year: new Date().getFullYear(), company: site.company.name })}</p>
          {/* Only where there is a consent to change: a build without services that need one has no dialog to reopen. */}
          {asksConsent && <Island of={cookieSettingsIsland} props={{ className: `link-button ${styles.cookieSettings}` }} />}
          <LanguageLinks className={styles.languages} linkClassName={styles.language} aria-label={t('footer.language')} />
        </div>
      </div>
    </footer>
  );
}
