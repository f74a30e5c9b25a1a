import { memo, useId } from 'react';
import { groupElements, type LoadedModel } from '../view/tree-state.ts';
import styles from './Viewer.module.css';
import { useTranslation } from './viewer-copy.tsx';

/**
 * The model in words and numbers, for anyone who cannot use the 3D view: per model its storeys, and a
 * table of how many elements of each class each storey holds.
 * Memoised: a ticket or a check elsewhere leaves it as it is, however large the model.
 */
export const ModelSummary = memo(function ModelSummary({ models }: { models: readonly LoadedModel[] }) {
  const { t } = useTranslation('ifcViewerTool');
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.panelTitle}>
        {t('summary.title')}
      </h3>
      <div className={styles.summaries}>
        {models.map((model) => {
          const storeys = groupElements(model.data);
          const classes = [...new Set(storeys.flatMap((storey) => storey.classes.map(([name]) => name)))].sort();
          const count = (storey: (typeof storeys)[number], name: string) => storey.classes.find(([candidate]) => candidate === name)?.[1].length ?? 0;
          return (
            <div key={model.key} className={styles.summary}>
              <p>
                {t('summary.model', {
                  model: model.label,
                  project: model.data.projectName || t('values.none'),
                  schema: model.data.schema,
                  elements: String(model.data.elements.length),
                  storeys: String(model.data.storeys.length),
                })}
                {model.defects.length > 0 && ` ${t('incomplete.summary')}`}
              </p>
              {/* Scrolls sideways on a narrow screen; focusable, so the keyboard can scroll it too. */}
              {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
              <section className={styles.tableScroll} aria-labelledby={`${headingId}-${model.key}`} tabIndex={0}>
                <table className={styles.table}>
                  <caption id={`${headingId}-${model.key}`}>{t('summary.caption', { model: model.label })}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('summary.class')}</th>
                      {storeys.map((storey) => (
                        <th key={storey.id ?? 'none'} scope="col">
                          {storey.name || t('tree.noStorey')}
                        </th>
                      ))}
                      <th scope="col">{t('summary.total')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {classes.map((name) => (
                      <tr key={name}>
                        <th scope="row">{name}</th>
                        {storeys.map((storey) => (
                          <td key={storey.id ?? 'none'}>{count(storey, name)}</td>
                        ))}
                        <td>{storeys.reduce((sum, storey) => sum + count(storey, name), 0)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </section>
            </div>
          );
        })}
      </div>
    </section>
  );
});
