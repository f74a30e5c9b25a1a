import { useLang } from '../../context/page.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { pathTo } from '../../shared/pages.ts';
import { site } from '../../shared/site.ts';
import { PageLink } from '../navigation/PageLink.tsx';
import styles from './Logo.module.css';

/** The brand mark, a plumb line, and the brand name; leads to the home page of the language. */
export function Logo() {
  const { t } = useTranslation('common');
  const lang = useLang();
  return (
    <PageLink to={pathTo('home', lang)} className={styles.logo} aria-label={t('logo.label')}>
      <svg className={styles.mark} viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="#ffbe28" />
        <path d="M9 8h14" stroke="#1f2328" strokeWidth="2.5" strokeLinecap="round" />
        <path d="M16 8v11" stroke="#1f2328" strokeWidth="2" />
        <path d="M12 19h8l-4 6z" fill="#1f2328" />
      </svg>
      <span className={styles.name}>{site.brand}</span>
    </PageLink>
  );
}
