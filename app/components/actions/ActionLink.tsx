import type { ReactNode } from 'react';
import { PageLink } from '../navigation/PageLink.tsx';
import styles from './ActionLink.module.css';

interface Props {
  to: string;
  variant?: 'primary' | 'secondary';
  children: ReactNode;
}

/**
 * A link that looks like a button: the calls to action. An in-page target ("#contact") and the
 * product's own address (the trial's registration) stay plain anchors.
 */
export function ActionLink({ to, variant = 'primary', children }: Props) {
  const className = `${styles.action} ${styles[variant]}`;
  if (to.startsWith('#') || /^https?:\/\//.test(to)) {
    return (
      <a className={className} href={to}>
        {children}
      </a>
    );
  }
  return (
    <PageLink className={className} to={to}>
      {children}
    </PageLink>
  );
}
