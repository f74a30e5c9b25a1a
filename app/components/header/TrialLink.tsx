import { useLang, useShownPath } from '../../context/page.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { askLabelKey } from '../../shared/asks.ts';
import { pathTo } from '../../shared/pages.ts';
import styles from './TrialLink.module.css';

interface Props {
  /** In the header bar the label shortens on the narrowest phones; in the menu sheet it spans the sheet. */
  place: 'bar' | 'sheet';
}

/**
 * The site's call to action: the free trial, a section of the home page. On the home page itself it
 * is the in-page "#trial", which the island loader's in-page links (islands/enhance/in-page-links.ts)
 * follow.
 */
export function TrialLink({ place }: Props) {
  const { t } = useTranslation('common');
  const lang = useLang();
  const home = pathTo('home', lang);
  const onHome = useShownPath() === home;
  return (
    <a className={`${styles.trial} ${styles[place]}`} href={onHome ? '#trial' : `${home}#trial`}>
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
