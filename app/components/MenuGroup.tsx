import { type ReactNode, useId, useState } from 'react';
import styles from './MobileMenu.module.css';

/** A collapsible group inside the mobile menu (a disclosure without outside-press handling). */
export function MenuGroup({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <li className={styles.group}>
      <button type="button" className={styles.groupButton} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {title}
        <svg className={styles.chevron} viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      <ul id={id} hidden={!open} className={styles.groupList}>
        {children}
      </ul>
    </li>
  );
}
