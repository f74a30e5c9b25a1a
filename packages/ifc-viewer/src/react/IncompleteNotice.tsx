import { type MouseEvent, useState } from 'react';
import type { StructureDefect } from '../model/check-structure.ts';
import type { LoadedModel } from '../view/tree-state.ts';
import { viewerButton } from './button-class.ts';
import { formatNumber } from './format-value.ts';
import styles from './Viewer.module.css';
import { useTranslation } from './viewer-copy.tsx';

/**
 * Says that a model came from a damaged file, and why, while the model stays open to work with. An
 * alert, as the viewer's other notices: it appears when the model has loaded, after the focus has moved
 * into the viewer. It can be hidden; the model summary still says the file is incomplete.
 */
export function IncompleteNotice({ models }: { models: readonly LoadedModel[] }) {
  const { t, lang } = useTranslation('ifcViewerTool');
  // By the loaded model itself: a file opened again is a new model and is told about again.
  const [hidden, setHidden] = useState<ReadonlySet<LoadedModel>>(new Set());
  const line = (number: number) => formatNumber(number, lang, 0);

  const reason = (defect: StructureDefect) => {
    if (defect.kind === 'unparsable') return t('incomplete.unparsable', { count: defect.lines, lines: line(defect.lines), line: line(defect.line) });
    return t(`incomplete.${defect.kind}`, { line: line(defect.line) });
  };

  const hide = (model: LoadedModel, event: MouseEvent<HTMLButtonElement>) => {
    // The button goes with the notice; the focus stays in the viewer instead of falling back to the page.
    event.currentTarget.closest<HTMLElement>('[data-state]')?.focus({ preventScroll: true });
    setHidden((current) => new Set([...current, model]));
  };

  return models
    .filter((model) => model.defects.length && !hidden.has(model))
    .map((model) => (
      <div key={model.key} role="alert" className={styles.warning} data-incomplete={model.key}>
        <div className={styles.warningText}>
          <p>
            <strong>{t('incomplete.title', { model: model.label })}</strong>
          </p>
          <ul>
            {model.defects.map((defect) => (
              <li key={defect.kind}>{reason(defect)}</li>
            ))}
          </ul>
          <p>{t('incomplete.advice')}</p>
        </div>
        <button type="button" className={viewerButton} onClick={(event) => hide(model, event)}>
          {t('incomplete.hide')}
        </button>
      </div>
    ));
}
