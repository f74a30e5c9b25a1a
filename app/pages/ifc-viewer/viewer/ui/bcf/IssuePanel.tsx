import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../../../i18n/use-translation.tsx';
import { FileButton } from '../../../try/FileButton.tsx';
import { BcfFileError, type BcfProblem } from '../../bcf/bcf-version.ts';
import type { ViewState } from '../../bcf/capture-viewpoint.ts';
import { captureViewpoint } from '../../bcf/capture-viewpoint.ts';
import { readBcf } from '../../bcf/read-bcf.ts';
import { type BcfTopic, newGuid } from '../../bcf/topic.ts';
import { writeBcf } from '../../bcf/write-bcf.ts';
import { viewerButton } from '../button-class.ts';
import { ToolIcon } from '../ToolIcon.tsx';
import viewer from '../Viewer.module.css';
import styles from './Bcf.module.css';
import { type IssueFields, IssueForm } from './IssueForm.tsx';
import { IssueItem } from './IssueItem.tsx';
import { saveFile, today } from './save-file.ts';
import type { IssueView } from './use-issue-view.ts';

interface Listed {
  topic: BcfTopic;
  /** The file an imported topic came from. */
  source?: string;
}

interface Problem {
  problem: BcfProblem;
  file: string;
  version?: string;
}

/**
 * Issues on the model, as BCF has them: made on the current view (camera, selection, section plane,
 * snapshot), listed beside the view, shown again on a click, exported as BCF 2.1 and imported from
 * BCF 2.0 or 2.1 files of other tools. Everything happens in the browser.
 */
export function IssuePanel({ view }: { view: IssueView }) {
  const { t } = useTranslation('ifcViewerBcf');
  const ids = { heading: useId(), intro: useId(), list: useId() };
  const [listed, setListed] = useState<Listed[]>([]);
  const [draft, setDraft] = useState<ViewState>();
  const [active, setActive] = useState<string>();
  const [planesNotShown, setPlanesNotShown] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const [problem, setProblem] = useState<Problem>();
  const newButton = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);

  const focusTopic = (guid: string) =>
    requestAnimationFrame(() => list.current?.querySelector<HTMLButtonElement>(`[data-topic="${guid}"] button`)?.focus());

  const show = (topic: BcfTopic) => {
    setActive(topic.guid);
    if (!topic.viewpoint) {
      setPlanesNotShown(0);
      setAnnouncement(t('list.noViewpoint'));
      return;
    }
    const restored = view.restore(topic.viewpoint);
    setPlanesNotShown(restored.planesNotShown);
    const missing = restored.missing.length ? ` ${t('list.missing', { count: restored.missing.length, ids: restored.missing.join(', ') })}` : '';
    setAnnouncement(`${t('announce.restored', { title: topic.title })}${missing}`);
  };

  const create = (fields: IssueFields) => {
    if (!draft) return;
    const topic: BcfTopic = {
      guid: newGuid(),
      ...fields,
      type: 'Issue',
      creationDate: new Date().toISOString(),
      creationAuthor: t('form.author'),
      comments: [],
      viewpoint: captureViewpoint(draft),
    };
    setListed((current) => [...current, { topic }]);
    setDraft(undefined);
    setActive(topic.guid);
    setAnnouncement(t('announce.created', { title: topic.title }));
    focusTopic(topic.guid);
  };

  const cancel = () => {
    setDraft(undefined);
    requestAnimationFrame(() => newButton.current?.focus());
  };

  const exportTopics = () => {
    const file = `lotrecht-issues-${today()}.bcf`;
    saveFile(writeBcf(listed.map((entry) => entry.topic)), file, 'application/octet-stream');
    setAnnouncement(t('announce.exported', { count: listed.length, file }));
  };

  const importFile = async (file: File) => {
    setProblem(undefined);
    try {
      const { version, topics } = readBcf(new Uint8Array(await file.arrayBuffer()));
      // A topic imported again replaces the earlier copy of itself.
      const guids = new Set(topics.map((topic) => topic.guid));
      setListed((current) => [...current.filter((entry) => !guids.has(entry.topic.guid)), ...topics.map((topic) => ({ topic, source: file.name }))]);
      setAnnouncement(t('announce.imported', { count: topics.length, file: file.name, version }));
    } catch (error) {
      setAnnouncement('');
      setProblem(
        error instanceof BcfFileError ? { problem: error.problem, file: file.name, version: error.version } : { problem: 'damaged', file: file.name },
      );
    }
  };

  return (
    <section className={viewer.panel} aria-labelledby={ids.heading} data-issues>
      <h3 id={ids.heading} className={viewer.panelTitle}>
        {t('panel.title')}
      </h3>
      <p id={ids.intro} className={viewer.hint}>
        {t('panel.intro')}
      </p>
      <div className={styles.actions}>
        <button
          ref={newButton}
          type="button"
          className={viewerButton}
          disabled={!view.open || !!draft}
          aria-describedby={ids.intro}
          onClick={() => setDraft(view.capture())}
        >
          {t('panel.new')}
        </button>
        <button type="button" className={viewerButton} disabled={!listed.length} onClick={exportTopics}>
          {t('panel.export')}
        </button>
        <FileButton label={t('panel.import')} className={viewerButton} accept=".bcf,.bcfzip" onFile={(file) => void importFile(file)}>
          <ToolIcon name="upload" />
        </FileButton>
      </div>
      <p role="status" className={styles.announcement}>
        {announcement}
      </p>
      {problem && (
        <div role="alert" className={viewer.problem}>
          <p>{t(`problems.${problem.problem}`, { file: problem.file, version: problem.version ?? '' })}</p>
          <button type="button" className={viewerButton} onClick={() => setProblem(undefined)}>
            {t('problems.dismiss')}
          </button>
        </div>
      )}
      {draft && <IssueForm view={draft} onCreate={create} onCancel={cancel} />}
      {listed.length > 0 ? (
        <>
          <h4 id={ids.list} className={viewer.subTitle}>
            {t('list.title')}
          </h4>
          <ul ref={list} className={styles.topics} aria-labelledby={ids.list}>
            {listed.map(({ topic, source }) => (
              <IssueItem
                key={topic.guid}
                topic={topic}
                source={source}
                active={active === topic.guid}
                missing={topic.viewpoint?.selected.filter((globalId) => !view.lookup(globalId)) ?? []}
                planesNotShown={active === topic.guid ? planesNotShown : 0}
                onShow={() => show(topic)}
              />
            ))}
          </ul>
        </>
      ) : (
        !draft && <p className={viewer.hint}>{t('panel.empty')}</p>
      )}
    </section>
  );
}
