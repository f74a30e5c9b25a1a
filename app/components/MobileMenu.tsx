import { useTranslation } from '../i18n/use-translation.tsx';
import { Link } from 'react-router';
import { mobileMenuLinks } from '../content/footer.ts';
import type { FeatureNavItem, WorkflowName } from '../content/navigation.ts';
import { type Lang, type PageRef, pathTo } from '../content/routes.ts';
import { LanguageLinks } from './LanguageLinks.tsx';
import { MenuGroup } from './MenuGroup.tsx';
import { NavLinkItem } from './NavLinkItem.tsx';
import { SocialLinks } from './SocialLinks.tsx';
import { useDisclosure } from './use-disclosure.ts';
import styles from './MobileMenu.module.css';

interface Props {
  lang: Lang;
  page: PageRef;
  features: readonly FeatureNavItem[];
  workflows: readonly WorkflowName[];
}

/** The menu at 1200 px and below: one disclosure holding every destination of the site. */
export function MobileMenu({ lang, page, features, workflows }: Props) {
  const { t } = useTranslation('common');
  const { rootProps, buttonProps, panelProps } = useDisclosure<HTMLDivElement>();
  return (
    <div className={styles.menu} {...rootProps}>
      <button className={styles.trigger} {...buttonProps}>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {t('header.menu')}
      </button>
      <nav className={styles.panel} aria-label={t('header.menuLabel')} {...panelProps}>
        <ul className={styles.list}>
          <MenuGroup title={t('header.features')}>
            {features.map((feature) => (
              <li key={feature.page}>
                <Link to={pathTo(feature.page, lang)} className={styles.link}>
                  {t(`features.${feature.page}.name`)}
                </Link>
              </li>
            ))}
          </MenuGroup>
          <MenuGroup title={t('header.workflows')}>
            {workflows.map((name) => (
              <li key={name}>
                <Link to={pathTo({ page: 'workflow', workflowName: name }, lang)} className={styles.link}>
                  {t(`workflowsNav.${name}.name`)}
                </Link>
              </li>
            ))}
            <li>
              <Link to={pathTo('workflows', lang)} className={styles.link}>
                {t('workflowsNav.overview.name')}
              </Link>
            </li>
          </MenuGroup>
          {mobileMenuLinks.map((link) => (
            <li key={link.labelKey}>
              <NavLinkItem link={link} lang={lang} className={styles.link} />
            </li>
          ))}
        </ul>
        <div className={styles.bottom}>
          <SocialLinks />
          <LanguageLinks
            lang={lang}
            page={page}
            short
            className={styles.languages}
            linkClassName={styles.language}
            aria-label={t('languageSwitch.label')}
          />
        </div>
      </nav>
    </div>
  );
}
