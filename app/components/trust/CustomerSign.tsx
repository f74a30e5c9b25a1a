import type { WordmarkSign } from '../../content/customers.ts';
import styles from './CustomerSign.module.css';

/** A firm's small geometric sign, drawn in CSS; decoration, so hidden from assistive technology. */
export function CustomerSign({ sign }: { sign: WordmarkSign }) {
  return <span className={`${styles.sign} ${styles[sign]}`} data-sign={sign} aria-hidden="true" />;
}
