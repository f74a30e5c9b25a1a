import type { ReactNode } from 'react';
import type { KitCopy } from '../types.ts';
import type { Module } from './AppWindow.tsx';
import { Icon, type IconName } from './Icon.tsx';
import styles from './PhoneApp.module.css';

const tabs: readonly { module: Module; icon: IconName }[] = [
  { module: 'tasks', icon: 'tasks' },
  { module: 'plans', icon: 'plans' },
  { module: 'documents', icon: 'documents' },
  { module: 'diary', icon: 'diary' },
];

interface Props {
  kit: KitCopy;
  active: Module;
  title: string;
  /** A line under the title: the project, a plan's number. */
  subtitle?: string;
  /** Without the tab bar: a detail screen reached from a list. */
  detail?: boolean;
  children: ReactNode;
}

/**
 * The web app as a phone shows it: the phone composition of every view uses it, so the text keeps the
 * app's own size on a small screen instead of a desktop window shrunk to fit.
 */
export function PhoneApp({ kit, active, title, subtitle, detail = false, children }: Props) {
  return (
    <div className={styles.phone}>
      <header className={styles.bar}>
        <Icon name={detail ? 'chevron' : 'menu'} size={18} className={detail ? styles.back : undefined} />
        <span className={styles.titles}>
          <strong>{title}</strong>
          <span>{subtitle ?? kit.project.name}</span>
        </span>
        <Icon name="search" size={18} />
      </header>
      <div className={styles.content}>{children}</div>
      {!detail && (
        <nav className={styles.tabs}>
          {tabs.map(({ module, icon }) => (
            <span key={module} className={module === active ? styles.tabActive : styles.tab}>
              <Icon name={icon} size={18} />
              {kit.nav[module]}
            </span>
          ))}
        </nav>
      )}
    </div>
  );
}
