import { type CustomerId, customer } from '../../content/customers.ts';
import { initialsOf } from '../../lib/initials.ts';
import { CustomerSign } from './CustomerSign.tsx';
import styles from './Monogram.module.css';

/**
 * A person shown without a photograph: their initials in a circle, their firm's sign on its edge.
 * Drawn in CSS at a fixed size, so it never distorts; the name beside it says who it is.
 */
export function Monogram({ name, customer: id }: { name: string; customer: CustomerId }) {
  return (
    <span className={styles.monogram} data-monogram="" aria-hidden="true">
      {initialsOf(name)}
      <span className={styles.badge}>
        <CustomerSign sign={customer(id).sign} />
      </span>
    </span>
  );
}
