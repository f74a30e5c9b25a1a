import { featureNav, workflowNav } from '../../content/navigation.ts';
import { useLang } from '../../context/page.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { pathTo } from '../../shared/pages.ts';
import { site } from '../../shared/site.ts';
import { PageLink } from '../navigation/PageLink.tsx';
import styles from './Header.module.css';
import { LanguagePicker } from './LanguagePicker.tsx';
import { Logo } from './Logo.tsx';
import { MegaMenu } from './MegaMenu.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { TrialLink } from './TrialLink.tsx';

/**
 * The site header: logo, desktop navigation with the features menu, language, login, the call to
 * action and, at 1200 px and below, the menu sheet.
 */
export function Header() {
  const { t } = useTranslation('common');
  const lang = useLang();
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Logo />
        <nav className={styles.nav} aria-label={t('header.navLabel')}>
          <ul className={styles.navList}>
            <MegaMenu features={featureNav} workflows={workflowNav} />
            <li>
              <PageLink to={pathTo('caseStudies', lang)} className={styles.navLink}>
                {t('header.caseStudies')}
              </PageLink>
            </li>
            <li>
              <PageLink to={pathTo('pricing', lang)} className={styles.navLink}>
                {t('header.pricing')}
              </PageLink>
            </li>
            <li>
              <PageLink to={pathTo('aboutUs', lang)} className={styles.navLink}>
                {t('header.company')}
              </PageLink>
            </li>
            <li>
              <a href={site.external.blog} className={styles.navLink}>
                {t('header.blog')}
              </a>
            </li>
          </ul>
        </nav>
        <div className={styles.actions}>
          <div className={styles.desktopOnly}>
            <LanguagePicker />
          </div>
          <a href={site.external.login} className={styles.login}>
            {t('header.login')}
          </a>
          <TrialLink place="bar" />
          <MobileMenu features={featureNav} workflows={workflowNav} />
        </div>
      </div>
    </header>
  );
}
