import { Link } from 'react-router';
import { mobileMenuLinks } from '../../content/footer.ts';
import type { FeatureNavItem, WorkflowName } from '../../content/navigation.ts';
import { useLang } from '../../context/page.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { pathTo } from '../../shared/pages.ts';
import { LanguageLinks } from '../navigation/LanguageLinks.tsx';
import { NavLinkItem } from '../navigation/NavLinkItem.tsx';
import { SocialLinks } from '../navigation/SocialLinks.tsx';
import { Disclosure } from './Disclosure.tsx';
import { MenuGroup } from './MenuGroup.tsx';
import styles from './MobileMenu.module.css';
import { useDisclosure } from './use-disclosure.ts';

interface Props {
  features: readonly FeatureNavItem[];
  workflows: readonly WorkflowName[];
}

/** The menu at 1200 px and below: one disclosure holding every destination of the site. */
export function MobileMenu({ features, workflows }: Props) {
  const { t } = useTranslation('common');
  const lang = useLang();
  const disclosure = useDisclosure<HTMLDivElement>();
  return (
    <div className={styles.menu} {...disclosure.rootProps}>
      <Disclosure
        state={disclosure}
        triggerClassName={styles.trigger}
        trigger={
          <>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            {t('header.menu')}
          </>
        }
        panel={(panelProps) => (
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
                    <Link to={pathTo({ id: 'workflow', workflowName: name }, lang)} className={styles.link}>
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
                  <NavLinkItem link={link} className={styles.link} />
                </li>
              ))}
            </ul>
            <div className={styles.bottom}>
              <SocialLinks />
              <LanguageLinks short className={styles.languages} linkClassName={styles.language} aria-label={t('languageSwitch.label')} />
            </div>
          </nav>
        )}
      />
    </div>
  );
}
