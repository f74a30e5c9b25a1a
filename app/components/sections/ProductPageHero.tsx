import type { ReactNode } from 'react';
import type { HeroCopy } from './ProductHero.tsx';
import styles from './ProductPageHero.module.css';

interface Props {
  copy: HeroCopy;
  /** The product view (`<ProductView loading="wide">`) or, on the IFC page, the live viewer's stage. */
  view: ReactNode;
  /** The one call to action. */
  action: ReactNode;
}

/**
 * The first screen of the home page and every product page, one pattern for all: what it is, its
 * proof points and one call to action beside the product itself. On wide screens the view runs
 * past the content edge at its own size (its words stay legible), on narrow ones it follows the text.
 */
export function ProductPageHero({ copy, view, action }: Props) {
  return (
    <section className={styles.hero} aria-labelledby="page-title">
      <div className={`container ${styles.layout}`}>
        <div className={styles.text}>
          <p className="eyebrow">{copy.eyebrow}</p>
          <h1 id="page-title" className={styles.title}>
            {copy.title}
          </h1>
          <p className={styles.intro}>{copy.intro}</p>
          {copy.points && (
            <ul className={styles.points}>
              {copy.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          )}
          <div className={styles.action}>{action}</div>
        </div>
        <div className={styles.view}>{view}</div>
      </div>
    </section>
  );
}
