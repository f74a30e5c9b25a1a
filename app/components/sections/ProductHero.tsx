import type { ReactNode } from 'react';
import styles from './ProductHero.module.css';

export interface HeroCopy {
  eyebrow: string;
  title: string;
  intro: string;
  points?: readonly string[];
}

/**
 * Where the picture and the form go:
 * - `beside`: text | picture;
 * - `below`: text, then the picture wide under it;
 * - `form-beside`: text | form, then the picture wide under both (the task page);
 * - `form-under-text`: text and form | picture;
 * - `split`: headline and intro | points and actions, then the picture wide under both (the IFC
 *   viewer page, whose live viewer must reach into the first screen).
 */
export type HeroArrangement = 'beside' | 'below' | 'form-beside' | 'form-under-text' | 'split';

interface Props {
  copy: HeroCopy;
  art?: ReactNode;
  /** A form: beside the headline or under it on desktop, always after it on small screens. */
  form?: ReactNode;
  /** Buttons or links under the text. */
  actions?: ReactNode;
  arrangement?: HeroArrangement;
}

/** The first screen of a page: what it is, its benefits, and a picture and a form beside them. */
export function ProductHero({ copy, art, form, actions, arrangement = 'beside' }: Props) {
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
      {arrangement === 'form-under-text' && form && <div className={`${styles.form} ${styles.formUnder}`}>{form}</div>}
    </div>
  );
  const wide = arrangement === 'below' || arrangement === 'form-beside' || arrangement === 'split';
  const arrangementClass = {
    beside: styles.beside,
    below: styles.below,
    'form-beside': styles.formBeside,
    'form-under-text': styles.formUnderText,
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
        {arrangement === 'form-beside' && form && <div className={styles.form}>{form}</div>}
        {!wide && art && <div className={styles.art}>{art}</div>}
      </div>
      {wide && art && <div className={`container ${styles.wideArt}`}>{art}</div>}
    </section>
  );
}
