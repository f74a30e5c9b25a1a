import type { Resources } from '../../../shared/i18n/keys.ts';
import { decimal } from '../../kit/formats.ts';
import { Icon } from '../../kit/Icon.tsx';
import { type ChangeKind, changeCounts, listedChanges, versions } from '../../screens/model-versions/model-versions-data.ts';
import type { ScreenProps } from '../../types.ts';
import styles from './Tool.module.css';
import { ToolLayout } from './ToolLayout.tsx';

type Copy = Resources['viewPanelsIfc'];

const kinds: readonly ChangeKind[] = ['added', 'removed', 'changed'];

/** Two versions compared: the legend with each kind's count over the view, the first change of each kind beside it. */
export function Compare({ composition, copy, kit, lang }: ScreenProps<Copy>) {
  const { compare } = copy;
  // Lengths in the files are metres.
  const value = (fact: string | number) => (typeof fact === 'number' ? `${decimal(fact, lang)} m` : fact);
  const [newer, older] = versions;
  const listed = kinds.map((kind) => listedChanges.find((change) => change.kind === kind)).filter((change) => !!change);
  const side = (
    <>
      <h3 className={styles.heading}>{compare.title}</h3>
      <span className={styles.box}>
        <span>V{older?.number}</span>
        <Icon name="arrowRight" size={14} />
        <span>V{newer?.number}</span>
      </span>
      <ul className={styles.list}>
        {kinds.map((kind) => (
          <li key={kind} className={styles.row}>
            <span className={styles.swatch} data-kind={kind} />
            <span className={styles.grow}>{compare.legend[kind]}</span>
            <span className={styles.value}>{changeCounts[kind]}</span>
          </li>
        ))}
      </ul>
      {composition === 'desktop' && (
        <ul className={styles.list}>
          {listed.map((change) => (
            <li key={change.name} className={styles.row}>
              <span className={styles.swatch} data-kind={change.kind} />
              <span className={styles.grow}>
                <strong>{change.name}</strong>
                <span>{change.fact ? `${change.fact.name}: ${value(change.fact.old)} → ${value(change.fact.new)}` : change.ifcClass}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
  const legend = (
    <span className={styles.chips}>
      {kinds.map((kind) => (
        <span key={kind} className={styles.chip}>
          <span className={styles.swatch} data-kind={kind} />
          {compare.legend[kind]}
        </span>
      ))}
    </span>
  );
  return (
    <ToolLayout
      composition={composition}
      kit={kit}
      place={copy.path.architecture}
      icon="compare"
      capture={composition === 'phone' ? 'model-compare-phone' : 'model-compare'}
      overlay={composition === 'desktop' ? legend : undefined}
      side={side}
      title={compare.title}
    />
  );
}
