import { useTranslation } from '../../i18n/use-translation.tsx';
import { site } from '../../shared/site.ts';
import styles from './SocialLinks.module.css';
import { socialMarks } from './social-marks.ts';

interface Props {
  className?: string;
  /** On a dark ground (the footer) the black marks are drawn white. */
  onDark?: boolean;
}

/**
 * The six social networks as icon links, each named for screen readers. The marks are lazy images:
 * the footer sits far below the first screen of every page, so they cost no request before the first
 * paint and no bytes in the page or its JavaScript beyond their addresses.
 */
export function SocialLinks({ className, onDark = false }: Props) {
  const { t } = useTranslation('common');
  return (
    <ul className={`${styles.list} ${className ?? ''}`}>
      {site.social.map((network) => (
        <li key={network.id}>
          <a href={network.url} className={`${styles.link} ${onDark ? styles.onDark : ''}`}>
            <span className="visually-hidden">{t('footer.socialLink', { network: network.label })}</span>
            <img className={styles.icon} src={socialMarks[network.id]} width={24} height={24} alt="" loading="lazy" decoding="async" />
          </a>
        </li>
      ))}
    </ul>
  );
}
