import { type PersonId, people } from '../../../views/project.ts';
import styles from './Monogram.module.css';

/** A project member as the product shows them: initials on their colour, never a photo. */
export function Monogram({ person }: { person: PersonId }) {
  const { initials, tone } = people[person];
  return (
    <span className={styles.monogram} data-tone={tone} aria-hidden="true">
      {initials}
    </span>
  );
}
