import type { ReactNode } from 'react';
import { Chevron } from './Chevron.tsx';
import { Disclosure } from './Disclosure.tsx';
import styles from './MobileMenu.module.css';
import { useDisclosure } from './use-disclosure.ts';

/** A collapsible group inside the mobile menu. */
export function MenuGroup({ title, children }: { title: string; children: ReactNode }) {
  const disclosure = useDisclosure<HTMLLIElement>({ dismiss: false });
  return (
    <li>
      <Disclosure
        state={disclosure}
        triggerClassName={styles.groupButton}
        trigger={
          <>
            {title}
            <Chevron />
          </>
        }
        panel={(panelProps) => (
          <ul className={styles.groupList} {...panelProps}>
            {children}
          </ul>
        )}
      />
    </li>
  );
}
