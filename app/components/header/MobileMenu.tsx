import { mobileMenuLinks } from '../../content/footer.ts';
import type { FeatureNavItem, WorkflowName } from '../../content/navigation.ts';
import { useLang } from '../../context/page.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { pathTo } from '../../shared/pages.ts';
import { site } from '../../shared/site.ts';
import { LanguageLinks } from '../navigation/LanguageLinks.tsx';
import { NavLinkItem } from '../navigation/NavLinkItem.tsx';
import { PageLink } from '../navigation/PageLink.tsx';
import { SocialLinks } from '../navigation/SocialLinks.tsx';
import { Disclosure } from './Disclosure.tsx';
import { Logo } from './Logo.tsx';
import { MenuGroup } from './MenuGroup.tsx';
import styles from './MobileMenu.module.css';
import { TrialLink } from './TrialLink.tsx';
import { useDisclosure } from './use-disclosure.ts';
import { useModalSheet } from './use-modal-sheet.ts';

interface Props {
  features: readonly FeatureNavItem[];
  workflows: readonly WorkflowName[];
}

/**
 * The menu at 1200 px and below: a sheet over the whole screen with every destination of the site,
 * the call to action and the login at its foot.
 *
 * It is a modal dialog, not a disclosure: the sheet hides the page, so the page must be out of reach
 * while it is open (a disclosure would let Tab wander into links hidden under it). Before and without
 * the script it is a native `<details>` whose panel covers the screen below the header bar, where its
 * control, now "Close menu", stays; CSS stops the page behind from scrolling in both forms.
 */
export function MobileMenu({ features, workflows }: Props) {
  const { t } = useTranslation('common');
  const lang = useLang();
  const disclosure = useDisclosure<HTMLDivElement>();
  const sheet = useModalSheet({ ...disclosure, buttonRef: disclosure.buttonProps.ref });

  const menu = (
    <nav className={styles.nav} aria-label={t('header.menuLabel')}>
      <div className={styles.scroll}>
        <ul className={styles.list}>
          <MenuGroup title={t('header.features')}>
            {features.map((feature) => (
              <li key={feature.page}>
                <PageLink to={pathTo(feature.page, lang)} className={styles.link}>
                  {t(`features.${feature.page}.name`)}
                </PageLink>
              </li>
            ))}
          </MenuGroup>
          <MenuGroup title={t('header.workflows')}>
            {workflows.map((name) => (
              <li key={name}>
                <PageLink to={pathTo({ id: 'workflow', workflowName: name }, lang)} className={styles.link}>
                  {t(`workflowsNav.${name}.name`)}
                </PageLink>
              </li>
            ))}
            <li>
              <PageLink to={pathTo('workflows', lang)} className={styles.link}>
                {t('workflowsNav.overview.name')}
              </PageLink>
            </li>
          </MenuGroup>
          {mobileMenuLinks.map((link) => (
            <li key={link.labelKey}>
              <NavLinkItem link={link} className={styles.link} />
            </li>
          ))}
        </ul>
        <div className={styles.meta}>
          <SocialLinks />
          <LanguageLinks short className={styles.languages} linkClassName={styles.language} aria-label={t('languageSwitch.label')} />
        </div>
      </div>
      <div className={styles.foot}>
        <TrialLink place="sheet" />
        <a href={site.external.login} className={styles.login}>
          {t('header.login')}
        </a>
      </div>
    </nav>
  );

  return (
    <div className={styles.menu} {...disclosure.rootProps}>
      <Disclosure
        state={disclosure}
        triggerClassName={styles.trigger}
        trigger={
          <>
            <MenuIcon />
            <span className={styles.label}>
              <span className={styles.whenClosed}>{t('header.menu')}</span>
              {/* Only the native control shows it: once the script runs, the sheet has a close button of its own. */}
              <span className={styles.whenOpen}>{t('header.closeMenu')}</span>
            </span>
          </>
        }
        panel={({ id }) =>
          disclosure.enhanced ? (
            <dialog id={id} className={styles.sheet} aria-label={t('header.menu')} {...sheet.sheetProps}>
              <div className={styles.sheetBar}>
                <Logo />
                <button ref={sheet.closeRef} type="button" className={styles.trigger} onClick={sheet.close}>
                  <CloseIcon />
                  <span className={styles.label}>{t('header.closeMenu')}</span>
                </button>
              </div>
              {menu}
            </dialog>
          ) : (
            <div className={styles.sheet}>{menu}</div>
          )
        }
      />
    </div>
  );
}

/** Three bars that become a cross while the native control's sheet is open. */
function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path className={styles.bars} d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <path className={styles.cross} d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
