import { useId, useRef, useState } from 'react';
import { BcfFileError, type BcfProblem, type BcfReadIssue, type WritableVersion, writableVersions, writtenVersion } from '../../bcf/bcf-version.ts';
import type { ViewState } from '../../bcf/capture-viewpoint.ts';
import { captureViewpoint } from '../../bcf/capture-viewpoint.ts';
import { type BcfExtensions, type BcfProject, mergeExtensions } from '../../bcf/project.ts';
import { readBcf } from '../../bcf/read-bcf.ts';
import { type BcfTopic, type BcfViewpoint, newTopic } from '../../bcf/topic.ts';
import { referencedGlobalIds, type UnappliedPart } from '../../bcf/viewpoint-display.ts';
import { writeBcf } from '../../bcf/write-bcf.ts';
import { viewerButton } from '../button-class.ts';
import { FileButton } from '../FileButton.tsx';
import { ToolIcon } from '../ToolIcon.tsx';
import viewer from '../Viewer.module.css';
import { useTranslation } from '../viewer-copy.tsx';
import styles from './Bcf.module.css';
import { type IssueFields, IssueForm } from './IssueForm.tsx';
import { IssueItem } from './IssueItem.tsx';
import { saveFile, today } from './save-file.ts';
import { useUnappliedLine } from './unapplied-line.ts';
import type { IssueView } from './use-issue-view.ts';

interface Listed {
  topic: BcfTopic;
  /** The file an imported topic came from. */
  source?: string;
}

interface Problem {
  problem: BcfProblem | 'partial';
  file: string;
  version?: string;
  /** For a file read in part: what was left out, in words. */
  what?: string;
}

/** The viewpoint shown last, and what of it could not be applied. */
interface Shown {
  topic: string;
  viewpoint?: string;
  unapplied: string;
}

/**
 * Issues on the model, as BCF has them: made on the current view (camera, selection, section plane,
 * snapshot), listed beside the view with what their tools recorded, each viewpoint shown again on a
 * click, exported as BCF 2.1 or 3.0 and imported from BCF 2.0, 2.1 and 3.0 files of other tools.
 * Everything happens in the browser.
 */
export function IssuePanel({ view }: { view: IssueView }) {
  const { t } = useTranslation('ifcViewerBcf');
  const unappliedLine = useUnappliedLine();
  const ids = { heading: useId(), intro: useId(), list: useId(), version: useId(), versionHint: useId() };
  const [listed, setListed] = useState<Listed[]>([]);
  const [draft, setDraft] = useState<ViewState>();
  const [shown, setShown] = useState<Shown>();
  const [announcement, setAnnouncement] = useState('');
  const [problem, setProblem] = useState<Problem>();
  const [version, setVersion] = useState<WritableVersion>(writtenVersion);
  // The project and lists of imported files go out again with the export.
  const [project, setProject] = useState<{ project?: BcfProject; extensions?: BcfExtensions }>({});
  const newButton = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);

  const focusTopic = (guid: string) =>
    requestAnimationFrame(() => list.current?.querySelector<HTMLButtonElement>(`[data-topic="${guid}"] button`)?.focus());

  const show = (topic: BcfTopic, viewpoint: BcfViewpoint | undefined = topic.viewpoints[0]) => {
    if (!viewpoint) {
      setShown({ topic: topic.guid, unapplied: '' });
      setAnnouncement(t('list.noViewpoint'));
      return;
    }
    const restored = view.restore(viewpoint);
    // Selected elements the model lacks are named by their own sentence; others it lacks (shown, hidden, coloured) in the line.
    const elsewhere = referencedGlobalIds(viewpoint).some((globalId) => !view.lookup(globalId) && !restored.missing.includes(globalId));
    const parts = restored.unapplied.filter((part: UnappliedPart) => part !== 'components-missing' || elsewhere);
    const unapplied = unappliedLine(parts, restored.planesNotShown);
    setShown({ topic: topic.guid, viewpoint: viewpoint.guid, unapplied });
    const index = topic.viewpoints.indexOf(viewpoint) + 1;
    const restoredText =
      topic.viewpoints.length > 1
        ? t('announce.restoredViewpoint', { index, count: topic.viewpoints.length, title: topic.title })
        : t('announce.restored', { title: topic.title });
    const missing = restored.missing.length ? t('list.missing', { count: restored.missing.length, ids: restored.missing.join(', ') }) : '';
    setAnnouncement([restoredText, missing, unapplied].filter(Boolean).join(' '));
  };

  const create = (fields: IssueFields) => {
    if (!draft) return;
    const topic = newTopic({ ...fields, creationAuthor: t('form.author'), viewpoints: [captureViewpoint(draft)] });
    setListed((current) => [...current, { topic }]);
    setDraft(undefined);
    setShown({ topic: topic.guid, viewpoint: topic.viewpoints[0]!.guid, unapplied: '' });
    setAnnouncement(t('announce.created', { title: topic.title }));
    focusTopic(topic.guid);
  };

  const cancel = () => {
    setDraft(undefined);
    requestAnimationFrame(() => newButton.current?.focus());
  };

  const exportTopics = () => {
    const file = `lotrecht-issues-${today()}.bcf`;
    saveFile(
      writeBcf(
        listed.map((entry) => entry.topic),
        { version, ...project },
      ),
      file,
      'application/octet-stream',
    );
    const values = { count: listed.length, file };
    setAnnouncement(version === '3.0' ? t('announce.exported30', values) : t('announce.exported', values));
  };

  /** What of a file could not be read, in words: damaged issues, views, missing files. */
  const readIssues = (issues: readonly BcfReadIssue[]) => {
    const count = (...kinds: BcfReadIssue['kind'][]) => issues.filter((issue) => kinds.includes(issue.kind)).length;
    const topics = count('topic-damaged');
    const viewpoints = count('viewpoint-damaged', 'viewpoint-missing');
    const files = count('file-missing');
    return [
      topics && t('problems.partialTopics', { count: topics }),
      viewpoints && t('problems.partialViewpoints', { count: viewpoints }),
      files && t('problems.partialFiles', { count: files }),
    ]
      .filter(Boolean)
      .join(', ');
  };

  const importFile = async (file: File) => {
    setProblem(undefined);
    try {
      const read = readBcf(new Uint8Array(await file.arrayBuffer()));
      const { version: fileVersion, topics } = read;
      // A topic imported again replaces the earlier copy of itself.
      const guids = new Set(topics.map((topic) => topic.guid));
      setListed((current) => [...current.filter((entry) => !guids.has(entry.topic.guid)), ...topics.map((topic) => ({ topic, source: file.name }))]);
      setProject((current) => ({
        project: current.project ?? read.project,
        extensions: mergeExtensions(current.extensions, read.extensions),
      }));
      setAnnouncement(t('announce.imported', { count: topics.length, file: file.name, version: fileVersion }));
      if (read.issues.length) setProblem({ problem: 'partial', file: file.name, what: readIssues(read.issues) });
    } catch (error) {
      setAnnouncement('');
      setProblem(
        error instanceof BcfFileError ? { problem: error.problem, file: file.name, version: error.version } : { problem: 'damaged', file: file.name },
      );
    }
  };

  const titleOf = (guid: string) => listed.find((entry) => entry.topic.guid === guid)?.topic.title;
  const firstMissing = (topic: BcfTopic) => {
    const viewpoint = topic.viewpoints.find((candidate) => candidate.guid === shown?.viewpoint) ?? topic.viewpoints[0];
    return viewpoint?.selected.filter((globalId) => !view.lookup(globalId)) ?? [];
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
        <button type="button" className={viewerButton} disabled={!listed.length} aria-describedby={ids.versionHint} onClick={exportTopics}>
          {t('panel.export')}
        </button>
        <FileButton label={t('panel.import')} className={viewerButton} accept=".bcf,.bcfzip" onFile={(file) => void importFile(file)}>
          <ToolIcon name="upload" />
        </FileButton>
      </div>
      <fieldset className={styles.versions} aria-describedby={ids.versionHint}>
        <legend>{t('panel.version')}</legend>
        {writableVersions.map((choice) => (
          <label key={choice} className={styles.version}>
            <input type="radio" name={ids.version} value={choice} checked={version === choice} onChange={() => setVersion(choice)} />
            {t('panel.versionName', { version: choice })}
          </label>
        ))}
        <p id={ids.versionHint} className={viewer.hint}>
          {version === '3.0' ? t('panel.versionHint30') : t('panel.versionHint21')}
        </p>
      </fieldset>
      <p role="status" className={styles.announcement}>
        {announcement}
      </p>
      {problem && (
        <div role="alert" className={viewer.problem}>
          <p>
            {problem.problem === 'partial'
              ? t('problems.partial', { file: problem.file, what: problem.what ?? '' })
              : t(`problems.${problem.problem}`, { file: problem.file, version: problem.version ?? '' })}
          </p>
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
                active={shown?.topic === topic.guid}
                activeViewpoint={shown?.topic === topic.guid ? shown.viewpoint : undefined}
                missing={firstMissing(topic)}
                unapplied={shown?.topic === topic.guid ? shown.unapplied : ''}
                titleOf={titleOf}
                onShow={(viewpoint) => show(topic, viewpoint)}
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
