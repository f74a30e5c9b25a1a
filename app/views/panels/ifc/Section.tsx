import type { Resources } from '../../../shared/i18n/keys.ts';
import { fill } from '../../../shared/i18n/translator.ts';
import { decimal } from '../../kit/formats.ts';
import { Icon } from '../../kit/Icon.tsx';
import { mergedStoreys, sectionHeight } from '../../screens/model-viewer/model-viewer-data.ts';
import type { ScreenProps } from '../../types.ts';
import styles from './Tool.module.css';
import { ToolLayout } from './ToolLayout.tsx';

type Copy = Resources['viewPanelsIfc'];

/** The section plane: a plan cut at a height in the first floor, the storey it cuts marked. */
export function Section({ composition, copy, kit, lang }: ScreenProps<Copy>) {
  const { section } = copy;
  const side = (
    <>
      {composition === 'desktop' && (
        <>
          <h3 className={styles.heading}>{section.title}</h3>
          <div className={styles.field}>
            <span>{section.axis}</span>
            <span className={styles.box}>
              {section.axisValue}
              <Icon name="down" size={14} />
            </span>
          </div>
        </>
      )}
      <div className={styles.field}>
        <span>{section.height}</span>
        <span className={styles.box}>+{decimal(sectionHeight, lang)} m</span>
      </div>
      <div className={styles.field}>
        <span>{section.storeys}</span>
        <ul className={styles.list}>
          {mergedStoreys.map((storey) => (
            <li key={storey.name} className={styles.row} data-active={storey.cut || undefined}>
              <Icon name="layers" size={16} />
              <span className={styles.grow}>
                <strong>{storey.name}</strong>
                <span>
                  {fill(section.elements, { count: storey.elements })}
                  {storey.cut && ` · ${section.cut}`}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
  return (
    <ToolLayout
      composition={composition}
      kit={kit}
      place={copy.path.coordination}
      icon="section"
      capture="model-section"
      side={side}
      title={section.title}
    />
  );
}
