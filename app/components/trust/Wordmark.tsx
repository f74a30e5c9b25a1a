import { type CustomerId, customer } from '../../content/customers.ts';
import { CustomerSign } from './CustomerSign.tsx';
import styles from './Wordmark.module.css';

/**
 * A customer's wordmark in the site's own type: its sign, its name and the line that says what it
 * does. It reads as the firm's full name ("Studio Westhafen Architekten"); the sign is decoration.
 * Its size follows the font size around it.
 */
export function Wordmark({ id, className }: { id: CustomerId; className?: string }) {
  const { name, line, sign, style } = customer(id);
  return (
    <span className={`${styles.mark} ${styles[style]} ${className ?? ''}`} data-wordmark={id}>
      <CustomerSign sign={sign} />
      <span className={styles.words}>
        <span className={styles.name}>{name}</span> <span className={styles.line}>{line}</span>
      </span>
    </span>
  );
}
