import styles from './FigureStrip.module.css';

export interface FigureCopy {
  value: string;
  label: string;
  /** Where a claimed figure comes from (the worked example behind "up to 52 %"), shown under the strip. */
  note?: string;
}

export interface FiguresCopy {
  /** Names the strip for screen readers. */
  label: string;
  items: Record<string, FigureCopy>;
}

/**
 * A dark strip of key figures under a hero: a large value and what it counts. A figure with a note
 * carries an asterisk, and the note stands in full under the strip, in the HTML like the figure itself.
 */
export function FigureStrip({ copy }: { copy: FiguresCopy }) {
  const figures = Object.entries(copy.items);
  const notes = figures.filter(([, figure]) => figure.note);
  return (
    <section className={styles.strip} aria-label={copy.label}>
      <ul className={`container ${styles.list}`}>
        {figures.map(([id, figure]) => (
          <li key={id} className={styles.figure}>
            <strong className={styles.value}>
              {figure.value}
              {figure.note && (
                <span className={styles.mark} aria-hidden="true">
                  {'*'.repeat(notes.findIndex(([noteId]) => noteId === id) + 1)}
                </span>
              )}
            </strong>
            <span className={styles.label}>{figure.label}</span>
          </li>
        ))}
      </ul>
      {notes.length > 0 && (
        <div className={`container ${styles.notes}`}>
          {notes.map(([id, figure], index) => (
            <p key={id} className={styles.note}>
              <span aria-hidden="true">{'*'.repeat(index + 1)} </span>
              {figure.note}
            </p>
          ))}
        </div>
      )}
    </section>
  );
}
