import type { ReactNode } from 'react';
import styles from './PlaceCards.module.css';

export interface PlaceCard {
  id: string;
  /** "Headquarters", "Office", "Remote". */
  kind: string;
  name: string;
  /** The street address, for a place one can visit. */
  address?: ReactNode;
  text: string;
  /** "46 people". */
  people: string;
  /** The main place, drawn in ink. */
  main?: boolean;
}

/** Where the company's people work, one card per place: the about-us and careers pages show it. */
export function PlaceCards({ places }: { places: readonly PlaceCard[] }) {
  return (
    <ul className={styles.grid}>
      {places.map((place) => (
        <li key={place.id} className={`${styles.card} ${place.main ? styles.main : ''}`} data-place={place.id}>
          <p className={styles.kind}>{place.kind}</p>
          <h3 className={styles.name}>{place.name}</h3>
          {place.address && <address className={styles.address}>{place.address}</address>}
          <p className={styles.text}>{place.text}</p>
          <p className={styles.people}>{place.people}</p>
        </li>
      ))}
    </ul>
  );
}
