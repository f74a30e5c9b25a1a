import type { Actor } from './history.ts';
import { member } from './history.ts';
import styles from './Monogram.module.css';

interface Props {
  actor: Actor;
  size?: 'small' | 'medium';
}

/**
 * A member's initials on their colour, as the product shows people; Lotrecht's own entries carry its
 * initial on the ink. Beside a written name only, so hidden from assistive technology.
 */
export function Monogram({ actor, size = 'medium' }: Props) {
  const { initials, tone } = actor === 'system' ? { initials: 'L', tone: 'system' } : member(actor);
  return (
    <span className={`${styles.monogram} ${styles[size]}`} data-tone={tone} aria-hidden="true">
      {initials}
    </span>
  );
}
