import { fill } from '../../../shared/i18n/translator.ts';
import { changeColours } from '../../../views/screens/plan-compare/FloorPlan.tsx';
import styles from './ChangeList.module.css';
import type { PlanCompareSliderCopy } from './copy.ts';
import { changeList, planNumber } from './revisions.ts';

interface Props {
  copy: PlanCompareSliderCopy;
  headingLevel: 2 | 3 | 4;
}

/** The legend of the drawings' colours and the numbered changes their revision clouds mark. */
export function ChangeList({ copy, headingLevel }: Props) {
  const Heading = `h${headingLevel}` as const;
  const legend = [
    { id: 'removed', text: copy.legend.removed, mark: <path d="M1 6h18" stroke={changeColours.removed} strokeWidth="3" /> },
    { id: 'added', text: copy.legend.added, mark: <path d="M1 6h18" stroke={changeColours.added} strokeWidth="3" /> },
    {
      id: 'cloud',
      text: copy.legend.cloud,
      mark: (
        <path
          d="M3 9a2.5 2.5 0 0 1 0-5a3 3 0 0 1 6-1a3 3 0 0 1 6 1a2.5 2.5 0 0 1 0 5z"
          fill="none"
          stroke={changeColours.removed}
          strokeWidth="1.5"
        />
      ),
    },
  ];
  return (
    <div className={styles.changes}>
      <p className={styles.plan}>
        {copy.plan} <span className={styles.number}>{planNumber}</span>
      </p>
      <Heading className={styles.title}>{copy.changes.title}</Heading>
      <ul className={styles.legend}>
        {legend.map((item) => (
          <li key={item.id}>
            <svg width="20" height="12" viewBox="0 0 20 12" aria-hidden="true" focusable="false">
              {item.mark}
            </svg>
            {item.text}
          </li>
        ))}
      </ul>
      <ol className={styles.list}>
        {changeList.map(({ id, reference }) => {
          const words = copy.changes.items[`${id}`];
          return (
            <li key={id} className={styles.item}>
              <span className={styles.marker}>{id}</span>
              <span className={styles.text}>
                <strong>{words.title}</strong>
                <span className={styles.place}>{words.place}</span>
                <span>{words.note}</span>
                {reference && <span className={styles.reference}>{fill(copy.changes.reference, { reference })}</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
