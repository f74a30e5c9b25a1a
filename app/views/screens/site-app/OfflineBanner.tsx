import type { Resources } from '../../../shared/i18n/keys.ts';
import { fill } from '../../../shared/i18n/translator.ts';
import { Icon } from '../../kit/Icon.tsx';
import styles from './SiteApp.module.css';
import { waitingChanges } from './site-app-data.ts';

/** The app's note that it works without a network and keeps what waits to be sent. */
export function OfflineBanner({ copy, compact = false }: { copy: Resources['viewSiteApp']; compact?: boolean }) {
  return (
    <p className={styles.offline}>
      <Icon name="wifiOff" size={16} />
      <span className={styles.offlineText}>
        <strong>{copy.offline}</strong>
        {!compact && copy.offlineNote}
      </span>
      <span className={styles.waiting}>
        <Icon name="sync" size={12} />
        {fill(copy.waiting, { count: waitingChanges })}
      </span>
    </p>
  );
}
