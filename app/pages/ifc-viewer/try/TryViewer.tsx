import { type ComponentType, lazy, Suspense, useId, useState } from 'react';
import actions from '../../../components/actions/ActionLink.module.css';
import { Band } from '../../../components/sections/Band.tsx';
import { SectionHeading } from '../../../components/sections/SectionHeading.tsx';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useEnhanced } from '../../../lib/use-enhanced.tsx';
import { maxFileMegabytes } from '../viewer/model/check-file.ts';
import type { ViewerStart } from '../viewer/ui/viewer-start.ts';
import { FileButton } from './FileButton.tsx';
import styles from './TryViewer.module.css';
import { useFileDrop } from './use-file-drop.ts';

// The viewer (three.js, web-ifc and its WebAssembly) is requested only when the visitor asks for it.
const ViewerApp: ComponentType<{ start: ViewerStart }> = lazy(() => import('../viewer/ui/ViewerApp.tsx'));

/**
 * "Try it in your browser": a live IFC viewer with the sample project or the visitor's own file,
 * which is read in the browser and never uploaded.
 */
export function TryViewer() {
  const { t } = useTranslation('ifcViewer');
  const enabled = useEnhanced();
  const headingId = useId();
  const noteId = useId();
  const [start, setStart] = useState<ViewerStart>();
  const drop = useFileDrop((file) => setStart({ kind: 'file', file }), enabled);

  return (
    <Band labelledBy={headingId} tone="warm" id="try-it">
      <SectionHeading id={headingId} eyebrow={t('tryIt.eyebrow')} title={t('tryIt.title')} intro={t('tryIt.intro')} />
      {start ? (
        <Suspense
          fallback={
            <p className={styles.loading} role="status">
              <progress className={styles.progress} aria-label={t('tryIt.loading')} />
              {t('tryIt.loading')}
            </p>
          }
        >
          <ViewerApp start={start} />
        </Suspense>
      ) : (
        <div className={styles.start} data-drop-over={drop.over || undefined} {...drop.handlers}>
          <div className={styles.actions}>
            <button type="button" className={`${actions.action} ${actions.primary}`} disabled={!enabled} onClick={() => setStart({ kind: 'sample' })}>
              {t('tryIt.openSample')}
            </button>
            <FileButton
              label={t('tryIt.openOwn')}
              className={`${actions.action} ${actions.secondary}`}
              disabled={!enabled}
              describedBy={noteId}
              onFile={(file) => setStart({ kind: 'file', file })}
            />
          </div>
          <p id={noteId} className={styles.note}>
            {t('tryIt.privacy', { limit: String(maxFileMegabytes) })} {enabled && t('tryIt.drop')}
          </p>
          {!enabled && <p className={styles.note}>{t('tryIt.needsScript')}</p>}
        </div>
      )}
    </Band>
  );
}
