import { type PersonId, people } from '../project.ts';
import styles from './Avatar.module.css';

interface Props {
  person: PersonId;
  size?: 'small' | 'medium';
}

/** A project member as the app shows them: initials on their colour. */
export function Avatar({ person, size = 'small' }: Props) {
  const { initials, tone } = people[person];
  return (
    <span className={`${styles.avatar} ${styles[size]}`} data-tone={tone}>
      {initials}
    </span>
  );
}
