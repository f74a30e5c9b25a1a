import { FileButton, maxFileMegabytes, startWorkerEarly, useFileDrop, type ViewerStart } from '@lotrecht/ifc-viewer/start';
import { type ComponentType, lazy, type ReactNode, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import actions from '../../../components/actions/ActionLink.module.css';
import { FailureBoundary } from '../../../components/errors/FailureBoundary.tsx';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useEnhanced } from '../../../lib/use-enhanced.tsx';
import type { ViewerAppProps } from './ViewerApp.tsx';
import styles from './ViewerStage.module.css';

// The viewer (three.js, web-ifc and its WebAssembly) is requested only when the visitor asks for it,
// with the loader's retries and timeout, whose code comes with it. After a failure the next try asks
// for it anew.
const loadViewer = (): ComponentType<ViewerAppProps> =>
  lazy(() => import('../../../lib/load-chunk.ts').then(({ loadChunk }) => loadChunk('viewer', () => import('./ViewerApp.tsx'))));
let ViewerApp = loadViewer();

interface Props {
  /** The sample model as a picture: what the first screen shows until the live viewer has drawn its first frame. */
  picture: ReactNode;
}

/**
 * The live IFC viewer in place of its picture: the sample project (or the visitor's own file, chosen or
 * dropped, read in the browser and never uploaded) opens in the same box the picture fills, and the
 * picture stays until the viewer's first frame is drawn. Without JavaScript the picture stays, with a
 * note that the live viewer needs it.
 */
export function ViewerStage({ picture }: Props) {
  const { t } = useTranslation('ifcViewer');
  const enabled = useEnhanced();
  const noteId = useId();
  const stage = useRef<HTMLDivElement>(null);
  const loading = useRef<HTMLParagraphElement>(null);
  const [start, setStart] = useState<ViewerStart>();
  // The viewer's worker starts with the click, while the viewer's own code is still on its way.
  const begin = useCallback((next: ViewerStart) => {
    startWorkerEarly();
    setStart(next);
  }, []);
  const [shown, setShown] = useState(false);
  // How often the viewer failed to load or start: the picture and the buttons come back with a note,
  // which takes the focus from the loading note that is gone.
  const [failures, setFailures] = useState(0);
  const failure = useRef<HTMLParagraphElement>(null);
  const drop = useFileDrop((file) => begin({ kind: 'file', file }), enabled && !start);
  const onShown = useCallback(() => setShown(true), []);
  const onFailure = useCallback((error: unknown) => {
    console.error(`The viewer did not load or start; the page stays and the visitor may try again. ${String(error)}`);
    ViewerApp = loadViewer();
    setStart(undefined);
    setShown(false);
    setFailures((count) => count + 1);
  }, []);

  // The button pressed is gone: the focus waits on the loading note, then moves into the viewer,
  // unless the visitor has taken it elsewhere meanwhile.
  useEffect(() => {
    if (start) loading.current?.focus({ preventScroll: true });
  }, [start]);
  // A model chosen in the file dialog before this code came (the dialog is the browser's own, so it
  // opens without it) is in the input already, with its change event gone: it opens now.
  useEffect(() => {
    const input = stage.current?.querySelector<HTMLInputElement>('input[type="file"]');
    const file = input?.files?.[0];
    if (!input || !file) return;
    input.value = '';
    begin({ kind: 'file', file });
  }, [begin]);
  useEffect(() => {
    if (failures > 0) failure.current?.focus({ preventScroll: true });
  }, [failures]);
  useEffect(() => {
    if (!shown) return;
    const active = document.activeElement;
    if (!active || active === document.body) stage.current?.querySelector<HTMLElement>('[data-state]')?.focus({ preventScroll: true });
  }, [shown]);

  return (
    <div className={styles.place}>
      <div ref={stage} id="try-it" className={styles.stage} data-shown={shown || undefined}>
        {start && (
          <div className={styles.live}>
            <FailureBoundary onFailure={onFailure}>
              <Suspense fallback={null}>
                <ViewerApp start={start} onShown={onShown} />
              </Suspense>
            </FailureBoundary>
          </div>
        )}
        {!shown && (
          <div className={styles.cover} data-drop-over={drop.over || undefined} {...drop.handlers}>
            <div className={styles.picture}>{picture}</div>
            <div className={styles.call}>
              {start ? (
                <p ref={loading} className={styles.loading} role="status" tabIndex={-1}>
                  <progress className={styles.progress} aria-label={t('tryIt.loading')} />
                  {t('tryIt.loading')}
                </p>
              ) : (
                <div className={styles.panel}>
                  {failures > 0 && (
                    <p ref={failure} className={styles.failed} tabIndex={-1}>
                      {t('tryIt.failed')}
                    </p>
                  )}
                  <p className={styles.sample}>{t('tryIt.sample')}</p>
                  <div className={styles.actions}>
                    <button
                      type="button"
                      className={`${actions.action} ${actions.primary} ${styles.button}`}
                      onClick={() => begin({ kind: 'sample' })}
                    >
                      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                        <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
                      </svg>
                      {t('tryIt.openSample')}
                    </button>
                    <FileButton
                      label={t('tryIt.openOwn')}
                      className={`${actions.action} ${actions.secondary} ${styles.button}`}
                      describedBy={noteId}
                      onFile={(file) => begin({ kind: 'file', file })}
                    />
                  </div>
                  <p id={noteId} className={styles.note}>
                    {t('tryIt.privacy', { limit: String(maxFileMegabytes) })} {enabled && t('tryIt.drop')}
                  </p>
                </div>
              )}
              <p className={styles.noScript}>{t('tryIt.needsScript')}</p>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
