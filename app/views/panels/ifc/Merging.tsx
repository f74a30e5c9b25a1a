import type { Resources } from '../../../shared/i18n/keys.ts';
import { fill } from '../../../shared/i18n/translator.ts';
import { Avatar } from '../../kit/Avatar.tsx';
import { people } from '../../project.ts';
import type { ScreenProps } from '../../types.ts';
import { disciplineModels } from './ifc-data.ts';
import styles from './Tool.module.css';
import { ToolLayout } from './ToolLayout.tsx';

type Copy = Resources['viewPanelsIfc'];

/** The coordination model: each discipline's model with its version and owner, switched on or off, merged in the view. */
export function Merging({ composition, copy, kit }: ScreenProps<Copy>) {
  const { merging } = copy;
  const side = (
    <>
      {composition === 'desktop' && <h3 className={styles.heading}>{merging.title}</h3>}
      <p className={styles.sub}>{merging.subtitle}</p>
      <ul className={styles.list}>
        {disciplineModels.map((model) => (
          <li key={model.id} className={styles.row} data-off={!model.shown || undefined}>
            <Avatar person={model.person} size={composition === 'phone' ? 'medium' : 'small'} />
            <span className={styles.grow}>
              <strong>
                {merging.models[model.id]} · {fill(merging.version, { number: model.version })}
              </strong>
              <span>{people[model.person].name}</span>
            </span>
            <span className={styles.switch} data-on={model.shown || undefined} role="img" aria-label={model.shown ? merging.shown : merging.hidden} />
          </li>
        ))}
      </ul>
      {composition === 'desktop' && <p className={styles.muted}>{merging.note}</p>}
    </>
  );
  return <ToolLayout composition={composition} kit={kit} place={copy.path.coordination} capture="model-merged" side={side} title={merging.title} />;
}
