import { useTranslation } from '../../../../i18n/use-translation.tsx';
import { maxFileMegabytes } from '../model/check-file.ts';
import { viewerButton } from './button-class.ts';
import { formatNumber } from './format-value.ts';
import type { LoadStatus, LoadStep } from './use-viewer-engine.ts';
import styles from './Viewer.module.css';

interface Props {
  status: LoadStatus;
  /** False when the browser cannot draw 3D: said once, and for good. */
  webgl: boolean;
  onDismiss: () => void;
  measuring: boolean;
  points: number;
  distance: number | undefined;
}

const steps: LoadStep[] = ['engine', 'download', 'geometry'];

/** What the viewer is doing, told to everyone: loading steps, a file it cannot open, the measured distance. */
export function ViewerStatus({ status, webgl, onDismiss, measuring, points, distance }: Props) {
  const { t, lang } = useTranslation('ifcViewerTool');
  const step = status.step ? steps.indexOf(status.step) + 1 : 0;
  return (
    <div className={styles.status}>
      <p role="status" className={styles.statusLine}>
        {status.step && (
          <>
            <progress className={styles.progress} value={step} max={steps.length} aria-label={t('status.progress')} />
            {t(`status.${status.step}`, { step: String(step), steps: String(steps.length) })}
          </>
        )}
        {!status.step &&
          measuring &&
          (distance === undefined ? t('measure.pick', { count: 2 - points }) : t('measure.distance', { distance: formatNumber(distance, lang, 2) }))}
      </p>
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
