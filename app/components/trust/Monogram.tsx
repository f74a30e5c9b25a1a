import { type CustomerId, customer } from '../../content/customers.ts';
import { CustomerSign } from './CustomerSign.tsx';
import styles from './Monogram.module.css';

/** "JB" for "Judith Brenner", "KA" for "Dr. Katrin Albers": first and last name, academic titles left out. */
export function initials(name: string): string {
  const parts = name.split(/\s+/).filter((part) => part && !part.endsWith('.'));
  return [parts[0], parts.at(-1)].map((part) => part?.[0] ?? '').join('');
}

/**
 * A person shown without a photograph: their initials in a circle, their firm's sign on its edge.
 * Drawn in CSS at a fixed size, so it never distorts; the name beside it says who it is.
 */
export function Monogram({ name, customer: id }: { name: string; customer: CustomerId }) {
  return (
    <span className={styles.monogram} data-monogram="" aria-hidden="true">
      {initials(name)}
      <span className={styles.badge}>
        <CustomerSign sign={customer(id).sign} />
      </span>
    </span>
  );
}
