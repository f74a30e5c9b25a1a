import styles from './Monogram.module.css';

interface Props {
  initials: string;
  /** One of the product views' member colours (app/views/project.ts), or 'system' for Lotrecht's own entries. */
  tone: number | 'system';
  size?: 'small' | 'medium';
}

/**
 * A project member as the product shows them: initials on their colour, never a photo. Beside a
 * written name only, so hidden from assistive technology.
 */
export function Monogram({ initials, tone, size = 'medium' }: Props) {
  return (
    <span className={`${styles.monogram} ${styles[size]}`} data-tone={tone} aria-hidden="true">
      {initials}
    </span>
  );
}
