import { memo } from 'react';
import { fill } from '../../../shared/i18n/translator.ts';
import type { Lang } from '../../../shared/languages.ts';
import { numericDate } from '../../../views/kit/dates.ts';
import type { PlanCompareSliderCopy } from './copy.ts';
import { RevisionDrawing } from './RevisionDrawing.tsx';
import styles from './RevisionFigure.module.css';
import { issues, type Side } from './revisions.ts';

interface Props {
  side: Side;
  copy: PlanCompareSliderCopy;
  lang: Lang;
}

/**
 * One index with its caption: before the script a panel of its own beside the other, with it a layer
 * of the slider, index D over index C. Both orientations are in the HTML; the piece's width picks one.
 */
export const RevisionFigure = memo(function RevisionFigure({ side, copy, lang }: Props) {
  const { index, date } = issues[side];
  const issued = numericDate(date, lang);
  const label = fill(copy.drawing, { plan: copy.plan, index, date: issued });
  return (
    <figure className={styles.revision} data-side={side}>
      <figcaption className={styles.caption}>
        <strong className={styles.index}>{fill(copy.index, { index })}</strong>
        <span className={styles.issue}>
          {copy[side]} · <time dateTime={date}>{issued}</time>
        </span>
      </figcaption>
      <div className={styles.drawing}>
        {(['landscape', 'portrait'] as const).map((orientation) => (
          <RevisionDrawing
            key={orientation}
            side={side}
            orientation={orientation}
            lang={lang}
            roomNames={copy.rooms}
            label={label}
            className={styles[orientation]}
          />
        ))}
      </div>
    </figure>
  );
});
