import { useTranslation } from '../../i18n/use-translation.tsx';
import { site } from '../../shared/site.ts';
import styles from './SocialLinks.module.css';
import { socialIconPaths } from './social-icon-paths.ts';

/** The six social networks as icon links, each named for screen readers. */
export function SocialLinks({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  return (
    <ul className={`${styles.list} ${className ?? ''}`}>
      {site.social.map((network) => (
        <li key={network.id}>
          <a href={network.url} className={styles.link}>
            <span className="visually-hidden">{t('footer.socialLink', { network: network.label })}</span>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d={socialIconPaths[network.id]} fill="currentColor" fillRule={network.id === 'linkedin' ? 'evenodd' : undefined} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
