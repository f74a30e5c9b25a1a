import type { ReactNode } from 'react';
import styles from './ProductHero.module.css';

export interface HeroCopy {
  eyebrow: string;
  title: string;
  intro: string;
  points?: readonly string[];
}

/**
 * Where the picture goes:
 * - `beside`: text | picture;
 * - `below`: text, then the picture wide under it;
 * - `split`: headline | intro, then the picture wide under both, then points and actions (the IFC
 *   viewer page, whose live viewer must stand whole in the first screen of a laptop).
 */
export type HeroArrangement = 'beside' | 'below' | 'split';

interface Props {
  copy: HeroCopy;
  art?: ReactNode;
  /** Buttons or links under the text. */
  actions?: ReactNode;
  arrangement?: HeroArrangement;
}

/** The first screen of a page that is not a product page (ProductPageHero): what it is, its benefits, and a picture. */
export function ProductHero({ copy, art, actions, arrangement = 'beside' }: Props) {
  const heading = (
    <>
      <p className="eyebrow">{copy.eyebrow}</p>
      <h1 id="page-title" className={styles.title}>
        {copy.title}
      </h1>
    </>
  );
  const points = copy.points && (
    <ul className={styles.points}>
      {copy.points.map((point) => (
        <li key={point}>{point}</li>
      ))}
    </ul>
  );
  const split = arrangement === 'split';
  const intro = <p className={styles.intro}>{copy.intro}</p>;
  const actionRow = actions && <div className={styles.actions}>{actions}</div>;
  const text = (
    <div className={styles.text}>
      {heading}
      {intro}
      {points}
      {actionRow}
    </div>
  );
  const wide = arrangement === 'below';
  const arrangementClass = {
    beside: styles.beside,
    below: styles.below,
    split: styles.split,
  }[arrangement];
  if (split)
    return (
      <section className={`${styles.hero} ${styles.splitHero}`} aria-labelledby="page-title">
        <div className={`container ${styles.layout} ${styles.split}`}>
          <div className={styles.text}>{heading}</div>
          {intro}
        </div>
        {art && <div className={`container ${styles.wideArt}`}>{art}</div>}
        <div className={`container ${styles.after}`}>
          {points}
          {actionRow}
        </div>
      </section>
    );
  return (
    <section className={styles.hero} aria-labelledby="page-title">
      <div className={`container ${styles.layout} ${arrangementClass}`}>
        {text}
        {!wide && art && <div className={styles.art}>{art}</div>}
      </div>
      {wide && art && <div className={`container ${styles.wideArt}`}>{art}</div>}
    </section>
  );
}
