import { useLocation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.tsx';
import styles from './SectionUnavailable.module.css';

/**
 * In place of a section whose code could not load on a page reached by client-side navigation: the
 * page from the server holds the section complete, so a plain link (a document load) brings it.
 * Rendered in the browser only, after a failed load, so the address is the one being shown.
 */
export function SectionUnavailable() {
  const { t } = useTranslation('common');
  const { pathname, search } = useLocation();
  return (
    <p className={styles.notice} role="status">
      {t('sectionUnavailable.text')} <a href={pathname + search}>{t('sectionUnavailable.reload')}</a>
    </p>
  );
}
