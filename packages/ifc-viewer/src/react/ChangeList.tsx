import { useId } from 'react';
import type { ElementChange } from '../model/compare-models.ts';
import type { Comparison, ElementRef } from '../view/tree-state.ts';
import { formatValue } from './format-value.ts';
import styles from './Viewer.module.css';
import { useTranslation } from './viewer-copy.tsx';

interface Props {
  comparison: Comparison;
  onSelect: (ref: ElementRef) => void;
}

const kinds: ElementChange['kind'][] = ['added', 'removed', 'changed'];

/** The comparison of version 1 and 2: added, removed and changed elements by GlobalId, each changed fact old → new. */
export function ChangeList({ comparison, onSelect }: Props) {
  const { t, lang } = useTranslation('ifcViewerTool');
  const headingId = useId();
  const words = { yes: t('values.yes'), no: t('values.no'), none: t('values.none') };
  return (
    <section className={styles.panel} aria-labelledby={headingId} data-changes={comparison.changes.length}>
      <h3 id={headingId} className={styles.panelTitle}>
        {t('changes.title')}
      </h3>
      <p className={styles.hint}>{t('changes.intro')}</p>
      {kinds.map((kind) => {
        const changes = comparison.changes.filter((change) => change.kind === kind);
        return (
          <section key={kind} className={styles.changeKind} aria-label={t(`changes.${kind}`, { count: changes.length })}>
            <h4 className={styles.subTitle}>
              <span className={styles.swatch} data-kind={kind} aria-hidden="true" />
              {t(`changes.${kind}`, { count: changes.length })}
            </h4>
            <ul className={styles.results}>
              {changes.map((change) => (
                <li key={change.globalId} data-global-id={change.globalId} data-kind={kind}>
                  <button
                    type="button"
                    className={styles.elementButton}
                    onClick={() => onSelect({ model: kind === 'removed' ? comparison.before : comparison.after, expressID: change.expressID })}
                  >
                    {change.name || change.ifcClass} <span className={styles.count}>{change.ifcClass}</span>
                  </button>
                  <span className={styles.code}>{change.globalId}</span>
                  {change.changes.length > 0 && (
                    <ul className={styles.factChanges}>
                      {change.changes.map((fact) => (
                        <li key={fact.fact}>
                          {t('changes.fact', { fact: fact.fact, old: formatValue(fact.old, lang, words), new: formatValue(fact.new, lang, words) })}
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </section>
  );
}
