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
 * - `split`: headline and intro | points and actions, then the picture wide under both (the IFC
 *   viewer page, whose live viewer must reach into the first screen).
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
  const text = (
    <div className={styles.text}>
      {!split && heading}
      {!split && intro}
      {points}
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
  const wide = arrangement === 'below' || arrangement === 'split';
  const arrangementClass = {
    beside: styles.beside,
    below: styles.below,
    split: styles.split,
  }[arrangement];
  return (
    <section className={styles.hero} aria-labelledby="page-title">
      <div className={`container ${styles.layout} ${arrangementClass}`}>
        {split && (
          <div className={styles.text}>
            {heading}
            {intro}
          </div>
        )}
        {text}
        {!wide && art && <div className={styles.art}>{art}</div>}
      </div>
      {wide && art && <div className={`container ${styles.wideArt}`}>{art}</div>}
    </section>
  );
}
