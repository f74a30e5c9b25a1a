import styles from './SectionHeading.module.css';

interface Props {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  /** Centred above a grid of cards; left-aligned beside a picture. */
  align?: 'start' | 'center';
}

/** The eyebrow, the h2 and the lead sentence that open a section. */
export function SectionHeading({ id, eyebrow, title, intro, align = 'start' }: Props) {
  return (
    <header className={`${styles.heading} ${align === 'center' ? styles.center : ''}`}>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {intro && <p className={styles.intro}>{intro}</p>}
    </header>
  );
}
