import { useDeferredValue, useId, useState } from 'react';
import type { ViewState } from '../../bcf/capture-viewpoint.ts';
import { writeBcf } from '../../bcf/write-bcf.ts';
import type { IdsReport } from '../../ids/check-ids.ts';
import { IdsFileError, type IdsProblem } from '../../ids/ids-file-error.ts';
import type { ElementRef, LoadedModel } from '../../view/tree-state.ts';
import { CancelledError } from '../../worker/viewer-client.ts';
import { saveFile, today } from '../bcf/save-file.ts';
import { viewerButton } from '../button-class.ts';
import { FileButton } from '../FileButton.tsx';
import { formatNumber } from '../format-value.ts';
import { useSlow } from '../use-slow.ts';
import viewer from '../Viewer.module.css';
import { useTranslation } from '../viewer-copy.tsx';
import styles from './Ids.module.css';
import { IdsResults } from './IdsResults.tsx';
import { idsTopics } from './ids-topics.ts';

interface Props {
  /** The model a check is about: the one opened last (the visitor's own or the sample). */
  model: LoadedModel | undefined;
  /** The sample's rules in the page's language. */
  sampleRules: string;
  checkIds: (key: string, ids: string, onProgress: (done: number, total: number) => void) => Promise<IdsReport>;
  onCancel: () => void;
  /** The failing elements of the shown check, to colour in the view; undefined clears them. */
  onFailures: (refs: ElementRef[] | undefined) => void;
  onShow: (refs: ElementRef[]) => void;
  /** The view as it is, for the BCF topics' viewpoints. */
  capture: () => ViewState;
}

type Problem = IdsProblem | 'network' | 'failed';

/**
 * The model checked against information requirements in IDS 1.0: the sample's rules or the visitor's own
 * file, read in the browser. Per specification the elements it applies to, how many pass and fail and
 * why; the failing elements coloured in the view; the failures as BCF topics in one click.
 */
export function IdsPanel({ model, sampleRules, checkIds, onCancel, onFailures, onShow, capture }: Props) {
  const { t, lang } = useTranslation('ifcViewerTool');
  const headingId = useId();
  const [busy, setBusy] = useState<{ done: number; total: number }>();
  const [problem, setProblem] = useState<{ code: Problem; file: string }>();
  const [result, setResult] = useState<{ report: IdsReport; file: string; model: string }>();
  // The summary comes at once; the lists of failures are made in a render React may interrupt, so on a
  // large model the page's thread is never held by both at once.
  const listed = useDeferredValue(result);
  const slow = useSlow(!!busy);

  const check = async (file: string, read: () => Promise<string>) => {
    if (!model || busy) return;
    setProblem(undefined);
    setBusy({ done: 0, total: 0 });
    try {
      const report = await checkIds(model.key, await read(), (done, total) => setBusy({ done, total }));
      setResult({ report, file, model: model.key });
      const failed = report.specifications.flatMap((spec) => spec.failures.map((failure) => failure.expressID));
      onFailures([...new Set(failed)].map((expressID) => ({ model: model.key, expressID })));
    } catch (error) {
      if (error instanceof CancelledError) return;
      setProblem({ code: error instanceof IdsFileError ? error.problem : error instanceof TypeError ? 'network' : 'failed', file });
    } finally {
      setBusy(undefined);
    }
  };

  const checkSample = () =>
    check(sampleRules.split('/').pop() ?? sampleRules, async () => {
      const response = await fetch(sampleRules);
      if (!response.ok) throw new TypeError(`${sampleRules}: ${response.status}`);
      return response.text();
    });

  const close = () => {
    setResult(undefined);
    onFailures(undefined);
  };

  const exportFailures = () => {
    if (!result) return;
    const topics = idsTopics(result.report, capture(), t, lang, t('ids.bcf.author'));
    saveFile(writeBcf(topics), `ids-${result.file.replace(/\.(ids|xml)$/i, '')}-${today()}.bcf`, 'application/octet-stream');
  };

  const specs = result?.report.specifications ?? [];
  const passed = specs.filter((spec) => spec.status === 'pass').length;
  const failures = specs.some((spec) => spec.status === 'fail');

  return (
    <section className={viewer.panel} aria-labelledby={headingId} data-ids={busy ? 'checking' : result ? 'checked' : undefined}>
      <h3 id={headingId} className={viewer.panelTitle}>
        {t('ids.title')}
      </h3>
      <p className={viewer.hint}>{t('ids.intro')}</p>
      <div className={viewer.formActions}>
        <button type="button" className={viewerButton} disabled={!model || !!busy} onClick={() => void checkSample()}>
          {t('ids.sample')}
        </button>
        <FileButton
          label={t('ids.open')}
          className={viewerButton}
          accept=".ids,.xml,application/xml"
          disabled={!model || !!busy}
          onFile={(file) => void check(file.name, () => file.text())}
        />
      </div>
      <p role="status" className={`${viewer.busy} ${styles.progressLine}`}>
        {busy && (
          <>
            <progress
              className={viewer.progress}
              value={busy.total ? busy.done : undefined}
              max={busy.total || undefined}
              aria-label={t('ids.checking')}
            />
            {busy.total ? t('ids.progress', { done: formatNumber(busy.done, lang, 0), total: formatNumber(busy.total, lang, 0) }) : t('ids.checking')}
          </>
        )}
        {!busy && result && t('ids.summary', { passed, total: specs.length, file: result.file })}
      </p>
      {busy && slow && (
        <button type="button" className={viewerButton} onClick={onCancel}>
          {t('status.cancel')}
        </button>
      )}
      {problem && (
        <div role="alert" className={viewer.problem}>
          <p>{t(`ids.problems.${problem.code}`, { file: problem.file })}</p>
        </div>
      )}
      {result && (
        <>
          <div className={viewer.formActions}>
            {failures && (
              <button type="button" className={viewerButton} onClick={exportFailures}>
                {t('ids.exportBcf')}
              </button>
            )}
            <button type="button" className={viewerButton} onClick={close}>
              {t('ids.close')}
            </button>
          </div>
          {listed === result && <IdsResults report={result.report} model={result.model} onShow={onShow} />}
        </>
      )}
    </section>
  );
}
