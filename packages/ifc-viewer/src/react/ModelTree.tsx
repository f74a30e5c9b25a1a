import { memo, useId } from 'react';
import type { ModelElement } from '../model/model-data.ts';
import { classCounts, type ElementRef, groupElements, type LoadedModel, nodeKey } from '../view/tree-state.ts';
import { TreeRow } from './TreeRow.tsx';
import styles from './Viewer.module.css';
import { useTranslation } from './viewer-copy.tsx';

interface Props {
  models: readonly LoadedModel[];
  hidden: ReadonlySet<string>;
  isolated: string | undefined;
  onToggle: (node: string) => void;
  onIsolate: (node: string) => void;
  selected: ElementRef | undefined;
  onSelect: (ref: ElementRef) => void;
}

/**
 * Each model by storey and class down to its elements, and every class across the models, each with its
 * count. Memoised: a ticket or a check elsewhere leaves it as it is, however large the model.
 */
export const ModelTree = memo(function ModelTree({ models, hidden, isolated, onToggle, onIsolate, selected, onSelect }: Props) {
  const { t } = useTranslation('ifcViewerTool');
  const headingId = useId();
  const classesId = useId();
  const node = (key: string) => ({
    hidden: hidden.has(key),
    isolated: isolated === key,
    onHide: () => onToggle(key),
    onIsolate: () => onIsolate(key),
  });
  const elementList = (model: string, elements: ModelElement[]) =>
    elements.map((element) => {
      const current = selected?.model === model && selected.expressID === element.expressID;
      return (
        <li key={element.expressID} className={styles.treeItem}>
          <button
            type="button"
            className={styles.elementButton}
            aria-current={current || undefined}
            onClick={() => onSelect({ model, expressID: element.expressID })}
          >
            {element.name || element.globalId}
          </button>
        </li>
      );
    });

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.panelTitle}>
        {t('tree.title')}
      </h3>
      <ul className={styles.tree} aria-labelledby={headingId}>
        {models.map((model) => (
          <TreeRow key={model.key} label={model.label} count={model.data.elements.length} {...node(nodeKey.model(model.key))}>
            {groupElements(model.data).map((storey) => (
              <TreeRow
                key={storey.id ?? 'none'}
                label={storey.name || t('tree.noStorey')}
                count={storey.count}
                {...node(nodeKey.storey(model.key, storey.id))}
              >
                {storey.classes.map(([ifcClass, elements]) => (
                  <TreeRow key={ifcClass} label={ifcClass} count={elements.length}>
                    {elementList(model.key, elements)}
                  </TreeRow>
                ))}
              </TreeRow>
            ))}
          </TreeRow>
        ))}
      </ul>
      <h4 id={classesId} className={styles.subTitle}>
        {t('tree.classes')}
      </h4>
      <ul className={styles.tree} aria-labelledby={classesId}>
        {classCounts(models).map(([ifcClass, count]) => (
          <TreeRow key={ifcClass} label={ifcClass} count={count} {...node(nodeKey.ifcClass(ifcClass))} />
        ))}
      </ul>
    </section>
  );
});
