import { useLocation } from 'react-router';
import { useLang } from '../../context/page.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { askLabelKey } from '../../shared/asks.ts';
import { pageAt, pathTo } from '../../shared/pages.ts';
import styles from './TrialLink.module.css';

interface Props {
  /** In the header bar the label shortens on the narrowest phones; in the menu sheet it spans the sheet. */
  place: 'bar' | 'sheet';
}

/**
 * The site's call to action: the free trial, a section of the home page. A plain link, which loads the
 * home page as a document: the browser then scrolls to the section in the prerendered HTML, where a
 * client-side navigation would land at the top before the lazily loaded section exists. On the home
 * page itself it is the in-page "#trial", which the page's anchor handling (use-in-page-links.ts)
 * follows without rendering the page again, so its lazy sections keep their HTML.
 */
export function TrialLink({ place }: Props) {
  const { t } = useTranslation('common');
  const lang = useLang();
  const onHome = pageAt(useLocation().pathname)?.page.id === 'home';
  return (
    <a className={`${styles.trial} ${styles[place]}`} href={onHome ? '#trial' : `${pathTo('home', lang)}#trial`}>
      {place === 'bar' ? (
        <>
          <span className={styles.full}>{t(askLabelKey('trial'))}</span>
          <span className={styles.short}>{t('header.trialShort')}</span>
        </>
      ) : (
        t(askLabelKey('trial'))
      )}
    </a>
  );
}
