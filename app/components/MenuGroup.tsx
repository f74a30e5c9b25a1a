import { type ReactNode, useId, useState } from 'react';
import { Chevron } from './Chevron.tsx';
import styles from './MobileMenu.module.css';

/** A collapsible group inside the mobile menu (a disclosure without outside-press handling). */
export function MenuGroup({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <li className={styles.group}>
      <button type="button" className={styles.groupButton} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {title}
        <Chevron />
      </button>
      <ul id={id} hidden={!open} className={styles.groupList}>
        {children}
      </ul>
    </li>
  );
}
