import { useId } from 'react';
import type { ModelElement } from '../model/model-data.ts';
import type { LoadedModel } from '../view/tree-state.ts';
import { viewerButton } from './button-class.ts';
import { formatEntry } from './format-value.ts';
import styles from './Viewer.module.css';
import { useTranslation } from './viewer-copy.tsx';

interface Props {
  element: ModelElement | undefined;
  model: LoadedModel | undefined;
  onClear: () => void;
  /** Raises a change ticket for the element, in the ticket panel just below. */
  onTicket: () => void;
}

/** The selected element: its class, GlobalId and storey, then each attribute, property set and quantity set as a list. */
export function PropertyPanel({ element, model, onClear, onTicket }: Props) {
  const { t, lang } = useTranslation('ifcViewerTool');
  const headingId = useId();
  const words = { yes: t('values.yes'), no: t('values.no'), none: t('values.none') };
  const storey = model?.data.storeys.find((candidate) => candidate.expressID === element?.storey);
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.panelTitle}>
        {t('properties.title')}
      </h3>
      {!element || !model ? (
        <p className={styles.hint}>{t('properties.empty')}</p>
      ) : (
        <div aria-live="polite">
          <p className={styles.selection}>
            <strong>{element.name || element.ifcClass}</strong> <span>{element.ifcClass}</span>
          </p>
          <div className={styles.formActions}>
            <button type="button" className={viewerButton} onClick={onTicket}>
              {t('properties.ticket')}
            </button>
          </div>
          <dl className={styles.facts}>
            {[
              [t('properties.model'), model.label],
              [t('properties.storey'), storey?.name ?? t('values.none')],
              ['GlobalId', element.globalId],
            ].map(([name, value]) => (
              <div key={name} className={styles.fact}>
                <dt>{name}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {element.groups.map((group) => (
            <details key={`${group.kind}:${group.name}`} className={styles.propertyGroup} open={group.kind !== 'quantities'}>
              <summary>
                {group.kind === 'attributes' ? t('properties.attributes') : group.name}
                {group.kind === 'quantities' && ` (${t('properties.quantities')})`}
              </summary>
              <dl className={styles.facts}>
                {group.entries.map((entry) => (
                  <div key={entry.name} className={styles.fact}>
                    <dt>{entry.name}</dt>
                    <dd>{formatEntry(entry, lang, words)}</dd>
                  </div>
                ))}
              </dl>
            </details>
          ))}
          <button type="button" className={viewerButton} onClick={onClear}>
            {t('properties.clear')}
          </button>
        </div>
      )}
    </section>
  );
}
