import type { ReactNode } from 'react';
import type { KitCopy } from '../types.ts';
import styles from './AppWindow.module.css';
import { Avatar } from './Avatar.tsx';
import { Icon, type IconName } from './Icon.tsx';

export type Module = 'overview' | 'plans' | 'documents' | 'models' | 'tasks' | 'inbox' | 'diary';
const modules: readonly Module[] = ['overview', 'plans', 'documents', 'models', 'tasks', 'inbox', 'diary'];
const moduleIcons: Record<Module, IconName> = {
  overview: 'overview',
  plans: 'plans',
  documents: 'documents',
  models: 'models',
  tasks: 'tasks',
  inbox: 'inbox',
  diary: 'diary',
};

interface Props {
  kit: KitCopy;
  active: Module;
  /** The module's heading in the content area; defaults to the module's name. */
  title?: string;
  /** Buttons and filters on the heading's line. */
  toolbar?: ReactNode;
  /** Counts beside the navigation entries, e.g. `{ tasks: 12 }`. */
  badges?: Partial<Record<Module, number>>;
  /** Without the navigation column: for views that need the whole width (the 3D model, the plan comparison). */
  bare?: boolean;
  children: ReactNode;
}

/** The web app on a desktop screen: top bar with the project and search, navigation, and the module's content. */
export function AppWindow({ kit, active, title, toolbar, badges = {}, bare = false, children }: Props) {
  return (
    <div className={styles.window}>
      <header className={styles.top}>
        <span className={styles.mark}>
          <svg viewBox="0 0 32 32" width="22" height="22" aria-hidden="true">
            <rect width="32" height="32" rx="7" fill="#ffbe28" />
            <path d="M9 8h14" stroke="#1f2328" strokeWidth="2.5" strokeLinecap="round" />
            <path d="M16 8v11" stroke="#1f2328" strokeWidth="2" />
            <path d="M12 19h8l-4 6z" fill="#1f2328" />
          </svg>
        </span>
        <span className={styles.project}>
          <strong>{kit.project.name}</strong>
          <span>{kit.project.part}</span>
          <Icon name="down" size={14} />
        </span>
        <span className={styles.search}>
          <Icon name="search" size={14} />
          {kit.search}
        </span>
        <span className={styles.topIcons}>
          <Icon name="bell" size={17} />
          <Avatar person="hartmann" />
        </span>
      </header>
      <div className={bare ? styles.bareBody : styles.body}>
        {!bare && (
          <nav className={styles.nav}>
            {modules.map((module) => (
              <span key={module} className={module === active ? styles.navActive : styles.navItem}>
                <Icon name={moduleIcons[module]} size={16} />
                <span className={styles.navLabel}>{kit.nav[module]}</span>
                {badges[module] !== undefined && <span className={styles.badge}>{badges[module]}</span>}
              </span>
            ))}
            <span className={styles.navRule} />
            <span className={styles.navItem}>
              <Icon name="people" size={16} />
              <span className={styles.navLabel}>{kit.nav.people}</span>
            </span>
            <span className={styles.phase}>{kit.project.phase}</span>
          </nav>
        )}
        <main className={styles.main}>
          {(title !== undefined || toolbar) && (
            <div className={styles.heading}>
              <h2 className={styles.title}>{title ?? kit.nav[active]}</h2>
              {toolbar && <div className={styles.toolbar}>{toolbar}</div>}
            </div>
          )}
          {children}
        </main>
      </div>
    </div>
  );
}
