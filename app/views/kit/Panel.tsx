import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon.tsx';
import styles from './Panel.module.css';

interface Props {
  /** The module's icon before the path. */
  icon: IconName;
  /** Where in the app this is, outermost first: module, folder, item. The last one is bold. */
  path: readonly string[];
  /** Buttons or filters at the right of the bar. */
  actions?: ReactNode;
  /** A grey surface behind cards instead of the white of a list. */
  tone?: 'plain' | 'sunken';
  children: ReactNode;
}

/**
 * One part of the web app, close up: what a feature section shows beside its text. The bar says where
 * in the app it is, so the close-up reads as the same app as the full window of the page's first screen.
 */
export function Panel({ icon, path, actions, tone = 'plain', children }: Props) {
  return (
    <div className={styles.panel} data-tone={tone}>
      <header className={styles.bar}>
        <Icon name={icon} size={16} />
        <span className={styles.path}>
          {path.map((part, index) =>
            index === path.length - 1 ? (
              <strong key={part}>{part}</strong>
            ) : (
              <span key={part} className={styles.crumb}>
                {part}
                <Icon name="chevron" size={12} />
              </span>
            ),
          )}
        </span>
        {actions && <span className={styles.actions}>{actions}</span>}
      </header>
      <div className={styles.body}>{children}</div>
    </div>
  );
}
