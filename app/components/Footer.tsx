import { useTranslation } from '../i18n/use-translation.tsx';
import { Link } from 'react-router';
import { footerSections } from '../content/footer.ts';
import { featureNav } from '../content/navigation.ts';
import { type Lang, type PageRef, pathTo } from '../content/routes.ts';
import { site } from '../content/site.ts';
import { LanguageLinks } from './LanguageLinks.tsx';
import { NavLinkItem } from './NavLinkItem.tsx';
import { NewsletterForm } from './forms/NewsletterForm.tsx';
import { SocialLinks } from './SocialLinks.tsx';
import styles from './Footer.module.css';

export function Footer({ lang, page }: { lang: Lang; page: PageRef }) {
  const { t } = useTranslation('common');
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <NewsletterForm lang={lang} page={page} />
          <div className={styles.follow}>
            <h2 className={styles.heading}>{t('footer.social')}</h2>
            <SocialLinks />
          </div>
        </div>
        <nav className={styles.sections} aria-label={t('footer.label')}>
          <section>
            <h2 className={styles.heading}>{t('footer.products')}</h2>
            <ul className={styles.links}>
              {featureNav.map((feature) => (
                <li key={feature.page}>
                  <Link to={pathTo(feature.page, lang)}>{t(`features.${feature.page}.name`)}</Link>
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
                    <NavLinkItem link={link} lang={lang} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
        <div className={styles.bottom}>
          <p className={styles.copyright}>
            {t('footer.copyright', { year: new Date().getFullYear(), company: site.company.name })}
          </p>
          <LanguageLinks lang={lang} page={page} className={styles.languages} linkClassName={styles.language} aria-label={t('footer.language')} />
        </div>
      </div>
    </footer>
  );
}
