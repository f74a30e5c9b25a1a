import { initialsOf } from '../../lib/initials.ts';
import styles from './Monogram.module.css';

const tones = ['sand', 'accent', 'ink', 'slate'] as const;

/** The same tint for a name on every page: a sum of its letters picks one of four. */
function toneOf(name: string): (typeof tones)[number] {
  let sum = 0;
  for (const char of name) sum += char.codePointAt(0) ?? 0;
  return tones[sum % tones.length] ?? 'sand';
}

/**
 * A person shown by their initials on a tinted tile instead of a photo: text, so it never distorts
 * and costs no request. Decorative, since the name is always written beside it.
 */
export function Monogram({ name, size = 'large' }: { name: string; size?: 'large' | 'small' }) {
  return (
    <span className={`${styles.monogram} ${styles[toneOf(name)]} ${styles[size]}`} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
