import type { Resources } from '../../../shared/i18n/keys.ts';
import { fill } from '../../../shared/i18n/translator.ts';
import { decimal } from '../../kit/formats.ts';
import { Icon } from '../../kit/Icon.tsx';
import type { ScreenProps } from '../../types.ts';
import { activeMeasurement, measurements } from './ifc-data.ts';
import styles from './Tool.module.css';
import { ToolLayout } from './ToolLayout.tsx';

type Copy = Resources['viewPanelsIfc'];

/** Measuring on the model: the distances taken, the one on the picked window active and read out over the view. */
export function Measure({ composition, copy, kit, lang }: ScreenProps<Copy>) {
  const { measure } = copy;
  const active = measurements.find((item) => item.id === activeMeasurement);
  const metres = (value: number) => `${decimal(value, lang)} m`;
  const side = (
    <>
      <h3 className={styles.heading}>{measure.title}</h3>
      <span className={styles.box}>
        <span>
          <Icon name="ruler" size={14} /> {measure.mode}
        </span>
        <Icon name="down" size={14} />
      </span>
      <ul className={styles.list}>
        {measurements.map((item) => (
          <li key={item.id} className={styles.row} data-active={item.id === activeMeasurement || undefined}>
            <span className={styles.grow}>
              <strong>{measure.items[item.id]}</strong>
              <span>{item.on ? fill(measure.on, { element: item.on }) : measure.between}</span>
            </span>
            <span className={styles.value}>{metres(item.metres)}</span>
          </li>
        ))}
      </ul>
    </>
  );
  const overlay = active && (
    <span className={styles.chips}>
      <span className={styles.chip}>
        <Icon name="ruler" size={14} />
        {measure.total}: {metres(active.metres)}
      </span>
    </span>
  );
  return (
    <ToolLayout
      composition={composition}
      kit={kit}
      place={copy.path.coordination}
      icon="ruler"
      capture="model-selected"
      overlay={overlay}
      side={side}
      title={measure.title}
    />
  );
}
