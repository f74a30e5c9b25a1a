import { useTranslation } from '../../i18n/use-translation.tsx';
import { site } from '../../shared/site.ts';
import styles from './SocialLinks.module.css';

/**
 * The six social networks as icon links, each named for screen readers. The marks are files in
 * `public/social/` used as CSS masks in the text colour, so their path data is not in every page's
 * JavaScript. Facebook, Instagram, Xing, YouTube and the X/Twitter mark are from Simple Icons (CC0 1.0);
 * the LinkedIn mark is drawn here.
 */
export function SocialLinks({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  return (
    <ul className={`${styles.list} ${className ?? ''}`}>
      {site.social.map((network) => (
        <li key={network.id}>
          <a href={network.url} className={styles.link}>
            <span className="visually-hidden">{t('footer.socialLink', { network: network.label })}</span>
            <span className={`${styles.icon} ${styles[network.id]}`} aria-hidden="true" />
          </a>
        </li>
      ))}
    </ul>
  );
}
