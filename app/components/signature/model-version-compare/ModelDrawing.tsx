import { memo } from 'react';
import type { ChangeKind, ComparedElement } from './changes.ts';
import { layers, viewBox } from './drawing.ts';
import styles from './ModelDrawing.module.css';

/** How each class of element is painted: a wall washed in its colour, a door or window solid, an opening by its edge. */
const part: Record<ComparedElement['ifcClass'], string | undefined> = {
  IfcWall: styles.wash,
  IfcSpace: styles.floor,
  IfcDoor: styles.solid,
  IfcWindow: styles.solid,
  IfcOpeningElement: styles.cut,
};

interface Props {
  /** The kind of change shown in colour; `all` before the script, which shows every list. */
  selected: ChangeKind | 'all';
  /** The element the pointer is on in the list, drawn stronger than the rest. */
  hot?: string;
  /** The drawing's text alternative. */
  label: string;
}

/**
 * Version 2 of the architecture model in grey, seen from the north-north-west with the upper floor
 * lifted, and every compared element on it in the colour of its kind: what was added, what version 1
 * had there (dashed), what changed. The stylesheet shows the kind selected (`data-selected`).
 */
export const ModelDrawing = memo(function ModelDrawing({ selected, hot, label }: Props) {
  return (
    <svg
      className={styles.drawing}
      viewBox={`${viewBox.x} ${viewBox.y} ${viewBox.width} ${viewBox.height}`}
      width={Math.round(viewBox.width)}
      height={Math.round(viewBox.height)}
      role="img"
      aria-label={label}
      data-selected={selected}
      data-hot={hot ? 'true' : undefined}
    >
      {layers.map(({ storey, ghost, marks }) => (
        <g key={storey} data-storey={storey}>
          {ghost.map((face) => (
            <path key={face.key} className={styles[face.part]} d={face.d} />
          ))}
          {marks.map((mark) => (
            <g key={mark.name} className={styles.mark} data-kind={mark.kind} data-class={mark.ifcClass} data-hot={mark.name === hot || undefined}>
              <path className={part[mark.ifcClass]} d={mark.d} />
              {mark.before && <path className={styles.before} d={mark.before} />}
            </g>
          ))}
        </g>
      ))}
    </svg>
  );
});
