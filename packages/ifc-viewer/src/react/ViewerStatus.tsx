import { maxFileMegabytes } from '../model/check-file.ts';
import { viewerButton } from './button-class.ts';
import { formatNumber } from './format-value.ts';
import { useSlow } from './use-slow.ts';
import type { LoadStatus, LoadStep } from './use-viewer-engine.ts';
import styles from './Viewer.module.css';
import { useTranslation } from './viewer-copy.tsx';

/** How much of the models a BCF viewpoint's display shows, while it is applied, and how many of its planes cut. */
export interface ViewpointShown {
  shown?: number;
  total?: number;
  coloured?: number;
  cuts: number;
}

interface Props {
  status: LoadStatus;
  viewpoint: ViewpointShown | undefined;
  /** Ends the viewpoint's display: everything shows as the visitor had it. */
  onShowAll: () => void;
  /** Stops the file being read; the model open before stays. */
  onCancel: () => void;
  /** False when the browser cannot draw 3D: said once, and for good. */
  webgl: boolean;
  onDismiss: () => void;
  measuring: boolean;
  points: number;
  distance: number | undefined;
}

const steps: LoadStep[] = ['download', 'engine', 'geometry'];

/** What the viewer is doing, told to everyone: loading steps, a file it cannot open, the measured distance. */
export function ViewerStatus({ status, viewpoint, onShowAll, onCancel, webgl, onDismiss, measuring, points, distance }: Props) {
  const { t, lang } = useTranslation('ifcViewerTool');
  const step = status.step ? steps.indexOf(status.step) + 1 : 0;
  const slow = useSlow(!!status.step);
  return (
    <div className={styles.status}>
      <div className={styles.statusLine}>
        <p role="status" className={styles.statusText}>
          {status.step && (
            <>
              <progress className={styles.progress} value={step} max={steps.length} aria-label={t('status.progress')} />
              {t(`status.${status.step}`, { step: String(step), steps: String(steps.length) })}
            </>
          )}
          {!status.step &&
            measuring &&
            (distance === undefined
              ? t('measure.pick', { count: 2 - points })
              : t('measure.distance', { distance: formatNumber(distance, lang, 2) }))}
        </p>
        {status.step && slow && (
          <button type="button" className={`${viewerButton} ${styles.cancel}`} onClick={onCancel}>
            {t('status.cancel')}
          </button>
        )}
      </div>
      {viewpoint && (
        <div className={styles.statusLine}>
          <p className={styles.statusText}>
            {[
              viewpoint.total !== undefined &&
                t('viewpoint.shown', { shown: formatNumber(viewpoint.shown ?? 0, lang, 0), total: formatNumber(viewpoint.total, lang, 0) }),
              !!viewpoint.coloured && t('viewpoint.coloured', { count: viewpoint.coloured }),
              viewpoint.cuts > 0 && t('viewpoint.cuts', { count: viewpoint.cuts }),
            ]
              .filter(Boolean)
              .join(' ')}
          </p>
          <button type="button" className={`${viewerButton} ${styles.cancel}`} onClick={onShowAll}>
            {t('viewpoint.showAll')}
          </button>
        </div>
      )}
      {!webgl && (
        <p role="alert" className={styles.problem}>
          {t('problems.webgl')}
        </p>
      )}
      {status.problem && (
        <div role="alert" className={styles.problem}>
          <p>{t(`problems.${status.problem}`, { file: status.fileName ?? '', limit: String(maxFileMegabytes) })}</p>
          <button type="button" className={viewerButton} onClick={onDismiss}>
            {t('problems.dismiss')}
          </button>
        </div>
      )}
    </div>
  );
}
