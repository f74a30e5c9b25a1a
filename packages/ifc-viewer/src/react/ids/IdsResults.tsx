import type { IdsReport } from '../../ids/check-ids.ts';
import type { ElementRef } from '../../view/tree-state.ts';
import { formatNumber } from '../format-value.ts';
import viewer from '../Viewer.module.css';
import { useTranslation } from '../viewer-copy.tsx';
import styles from './Ids.module.css';
import { reasonWords } from './ids-words.ts';

/** A specification lists this many failures; the rest are counted, and all are coloured in the view. */
const listed = 50;

interface Props {
  report: IdsReport;
  /** The model's key, to point at a failing element. */
  model: string;
  onShow: (refs: ElementRef[]) => void;
}

/** Each specification: passed or failed, its counts, and why each failing element failed, with the element a click away. */
export function IdsResults({ report, model, onShow }: Props) {
  const { t, lang } = useTranslation('ifcViewerTool');
  const count = (value: number) => formatNumber(value, lang, 0);
  return (
    <ol className={styles.specs}>
      {report.specifications.map((spec, index) => (
        // Specifications may share a name; their order in the file never changes.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <li key={index} data-status={spec.status} className={styles.spec}>
          <details open={spec.status === 'fail'}>
            <summary>
              <span className={styles.badge}>{t(`ids.status.${spec.status}`)}</span> <strong>{spec.name}</strong>
              <span className={styles.counts}>
                {t('ids.counts', { applicable: count(spec.applicable), passed: count(spec.passed), failed: count(spec.failed) })}
              </span>
            </summary>
            {spec.description && <p className={viewer.hint}>{spec.description}</p>}
            {spec.reason && <p className={styles.reason}>{reasonWords(spec.reason, t, lang)}</p>}
            {spec.failures.length > 0 && (
              <>
                <button
                  type="button"
                  className={styles.showAll}
                  onClick={() => onShow([...new Set(spec.failures.map((failure) => failure.expressID))].map((expressID) => ({ model, expressID })))}
                >
                  {t('ids.showFailed', { count: spec.failed })}
                </button>
                <ul className={styles.failures}>
                  {spec.failures.slice(0, listed).map((failure, at) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: an element can fail several requirements of one specification
                    <li key={at}>
                      <button type="button" className={styles.element} onClick={() => onShow([{ model, expressID: failure.expressID }])}>
                        {failure.name || failure.globalId}
                      </button>
                      <span className={styles.reason}>{reasonWords(failure.reason, t, lang)}</span>
                    </li>
                  ))}
                </ul>
                {spec.failures.length > listed && <p className={viewer.hint}>{t('ids.more', { count: count(spec.failures.length - listed) })}</p>}
              </>
            )}
          </details>
        </li>
      ))}
    </ol>
  );
}
