import { fill } from '../../../shared/i18n/translator.ts';
import type { DataLocationCopy } from './copy.ts';
import styles from './StageCard.module.css';
import type { Stage } from './stages.ts';

interface Props {
  copy: DataLocationCopy;
  stage: Stage;
  index: number;
  count: number;
  id: string;
  /** With the script: the tab panel of this tab, shown or hidden. */
  tab?: { id: string; selected: boolean };
}

/** One stage: which of the five it is, its title and lead sentence, and its facts from the hosting configuration. */
export function StageCard({ copy, stage, index, count, id, tab }: Props) {
  return (
    <div
      id={id}
      className={styles.card}
      data-stage={stage.id}
      {...(tab && { role: 'tabpanel', 'aria-labelledby': tab.id, tabIndex: 0, hidden: !tab.selected })}
    >
      <div className={styles.head}>
        <p className={styles.step}>{fill(copy.step, { number: index + 1, count })}</p>
        <h3 className={styles.title}>{stage.title}</h3>
        <p className={styles.lead}>{stage.lead}</p>
      </div>
      <dl className={styles.facts}>
        {stage.facts.map((fact) => (
          <div key={fact.id} className={styles.fact} data-fact={fact.id}>
            <dt className={styles.label}>{fact.label}</dt>
            <dd className={styles.detail}>
              <span className={styles.value}>{fact.value}</span>
              {fact.note && <span className={styles.note}>{fact.note}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
