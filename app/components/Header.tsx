import { useTranslation } from '../i18n/use-translation.tsx';
import { NavLink } from 'react-router';
import { featureNav, workflowNav } from '../content/navigation.ts';
import { type Lang, type PageRef, pathTo } from '../content/routes.ts';
import { site } from '../content/site.ts';
import { LanguagePicker } from './LanguagePicker.tsx';
import { Logo } from './Logo.tsx';
import { MegaMenu } from './MegaMenu.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import styles from './Header.module.css';

/** The site header: logo, desktop navigation with the features menu, language, login, mobile menu. */
export function Header({ lang, page }: { lang: Lang; page: PageRef }) {
  const { t } = useTranslation('common');
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Logo lang={lang} />
        <nav className={styles.nav} aria-label={t('header.navLabel')}>
          <ul className={styles.navList}>
            <MegaMenu lang={lang} features={featureNav} workflows={workflowNav} />
            <li>
              <a href={site.external.blog} className={styles.navLink}>
                {t('header.blog')}
              </a>
            </li>
            <li>
              <NavLink to={pathTo('pricing', lang)} className={styles.navLink}>
                {t('header.pricing')}
              </NavLink>
            </li>
          </ul>
        </nav>
        <div className={styles.actions}>
          <div className={styles.desktopOnly}>
            <LanguagePicker lang={lang} page={page} />
          </div>
          <a href={site.external.login} className={styles.login}>
            {t('header.login')}
          </a>
          <MobileMenu lang={lang} page={page} features={featureNav} workflows={workflowNav} />
        </div>
      </div>
    </header>
  );
}
