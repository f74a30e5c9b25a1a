import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { compareModels } from '../model/compare-models.ts';
import { comparedElements } from '../model/model-data.ts';
import type { ElementQuery } from '../model/search-elements.ts';
import { searchElements } from '../model/search-elements.ts';
import type { Projection } from '../scene/viewer-scene.ts';
import { comparison as compared, type ElementRef, isShown, overlayOf, refKey } from '../view/tree-state.ts';
import { viewpointView } from '../view/viewpoint-view.ts';
import { IssuePanel } from './bcf/IssuePanel.tsx';
import { useIssueView } from './bcf/use-issue-view.ts';
import { ChangeList } from './ChangeList.tsx';
import { IncompleteNotice } from './IncompleteNotice.tsx';
import { IdsPanel } from './ids/IdsPanel.tsx';
import { ModelSummary } from './ModelSummary.tsx';
import { ModelTree } from './ModelTree.tsx';
import { PropertyPanel } from './PropertyPanel.tsx';
import { SmartSearch } from './SmartSearch.tsx';
import { TicketPanel } from './tickets/TicketPanel.tsx';
import { useFileDrop } from './use-file-drop.ts';
import { useViewerEngine } from './use-viewer-engine.ts';
import { ViewCanvas } from './ViewCanvas.tsx';
import styles from './Viewer.module.css';
import { ViewerStatus } from './ViewerStatus.tsx';
import { ViewerToolbar } from './ViewerToolbar.tsx';
import type { Section } from './view-tools.ts';
import { useTranslation, type ViewerHost, ViewerHostProvider } from './viewer-copy.tsx';
import type { ViewerStart } from './viewer-start.ts';
import { initialViewerState, viewerReducer } from './viewer-state.ts';

/** The sample project on the site's own origin (made by `npm run ifc:samples`). */
const samples = {
  architecture: '/models/office-architecture-v1.ifc',
  revision: '/models/office-architecture-v2.ifc',
  structure: '/models/office-structure.ifc',
  /** Its information requirements in IDS 1.0, in the page's language. */
  rules: (lang: string) => `/models/office-rules.${lang === 'de' ? 'de' : 'en'}.ids`,
};

interface Props {
  /** The page around the viewer: its language, copy and day format. */
  host: ViewerHost;
  start: ViewerStart;
  /** Called once the viewer has something to show: its first frame with a model, the model without WebGL, or a problem. */
  onShown?: () => void;
}

/** The live viewer: the 3D view with its tools, and beside it the tree, properties, search, changes and a text summary. */
export function Viewer({ host, ...props }: Props) {
  return (
    <ViewerHostProvider host={host}>
      <ViewerBody {...props} />
    </ViewerHostProvider>
  );
}

function ViewerBody({ start, onShown }: Omit<Props, 'host'>) {
  const { t, lang } = useTranslation('ifcViewerTool');
  const [canvas, setCanvas] = useState<HTMLCanvasElement | null>(null);
  const { scene, ready, webgl, models, status, load, unload, originOf, fileOf, ticketSets, revise, checkIds, cancel, dismissProblem } =
    useViewerEngine(canvas);
  const [state, dispatch] = useReducer(viewerReducer, initialViewerState);
  const {
    hidden,
    isolated,
    selected,
    marked,
    tool,
    measure,
    section,
    projection,
    matches,
    comparison,
    ticketElements,
    ticketRequest,
    idsFailures,
    opened,
    firstFrame,
  } = state;
  const started = useRef(false);

  const own = models.some((model) => model.key === 'own');

  // `dispatch` is stable, so the callbacks below keep their identity.
  const choose = useCallback((ref: ElementRef | undefined) => dispatch({ type: 'choose', ref }), []);
  const setSection = useCallback((next: Section) => dispatch({ type: 'section', section: next }), []);
  const setProjection = useCallback((next: Projection) => dispatch({ type: 'projection', projection: next }), []);
  const issueView = useIssueView({
    scene,
    models,
    originOf,
    selection: [selected, ...marked],
    section,
    onSelection: (refs) => dispatch({ type: 'mark', refs }),
    onSection: setSection,
    onProjection: setProjection,
  });
  const setTicketElements = useCallback((refs: ElementRef[] | undefined) => dispatch({ type: 'ticket-elements', refs }), []);
  const showElements = useCallback(
    (refs: ElementRef[]) => {
      dispatch({ type: 'mark', refs });
      scene?.bringIntoView(refs);
    },
    [scene],
  );

  const { clearDisplay } = issueView;
  const openSample = useCallback(async () => {
    clearDisplay();
    dispatch({ type: 'reset' });
    await load('architecture', t('models.architecture'), { url: samples.architecture }, true);
  }, [load, t, clearDisplay]);

  const openFile = useCallback(
    async (file: File) => {
      const loaded = await load('own', file.name, { file }, true);
      if (!loaded) return;
      clearDisplay();
      dispatch({ type: 'reset' });
    },
    [load, clearDisplay],
  );

  // The first model, once the engine is up (with or without a scene to draw in).
  useEffect(() => {
    if (!ready || started.current) return;
    started.current = true;
    if (start.kind === 'sample') void openSample();
    else void openFile(start.file);
  }, [ready, start, openSample, openFile]);

  // The benchmark and the tests read when the first frame with a model was drawn.
  useEffect(() => {
    if (!scene) return;
    scene.onFrame = (drawCalls) => {
      if (!drawCalls) return;
      performance.mark('ifc-viewer:first-frame');
      dispatch({ type: 'first-frame' });
      scene.onFrame = undefined;
    };
  }, [scene]);

  const matchKeys = useMemo(() => new Set((ticketElements ?? matches ?? []).map(refKey)), [ticketElements, matches]);
  const markedKeys = useMemo(() => new Set(marked.map(refKey)), [marked]);
  const failedKeys = useMemo(() => new Set((idsFailures ?? []).map(refKey)), [idsFailures]);

  const display = issueView.display;
  // Each model's elements by express id, made once per version of the models, not at every pick.
  const byModel = useMemo(
    () => new Map(models.map((model) => [model.key, new Map(model.data.elements.map((element) => [element.expressID, element]))])),
    [models],
  );
  const viewpoints = useMemo(
    () => display && new Map([...byModel].map(([key, elements]) => [key, viewpointView(display, elements)])),
    [display, byModel],
  );
  const elementOf = useCallback((ref: ElementRef) => byModel.get(ref.model)?.get(ref.expressID), [byModel]);
  useEffect(() => {
    if (!scene) return;
    const element = (model: string, expressID: number) => elementOf({ model, expressID });
    const viewpoint = (model: string) => viewpoints?.get(model);
    scene.setVisibility((model, expressID) => {
      const found = element(model, expressID);
      return !!found && isShown(model, found, hidden, isolated, comparison) && (viewpoint(model)?.visible(found) ?? true);
    });
    scene.setOverlay((model, expressID) => {
      const found = element(model, expressID);
      if (found && markedKeys.has(refKey({ model, expressID }))) return 'selected';
      const own =
        found && (overlayOf(model, found, selected, matchKeys, comparison) ?? (failedKeys.has(refKey({ model, expressID })) ? 'failed' : undefined));
      const colour = found && !own && viewpoint(model)?.colour(found);
      return own ?? (colour ? { colour } : undefined);
    });
  }, [scene, elementOf, hidden, isolated, selected, markedKeys, matchKeys, failedKeys, comparison, viewpoints]);

  // The plane's position is a share of the drawn models' extent, so it moves when models come or go.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `models` changes what scene.bounds() measures
  useEffect(() => {
    if (!scene) return;
    if (!section.axis) return scene.setSection(undefined);
    const box = scene.bounds();
    const axis = section.axis;
    scene.setSection(axis, box.min[axis] + (box.max[axis] - box.min[axis]) * section.share);
  }, [scene, section, models]);

  useEffect(() => scene?.setMeasure([...measure]), [scene, measure]);
  useEffect(() => scene?.setProjection(projection), [scene, projection]);
  const { cuts } = issueView;
  useEffect(() => scene?.setCuts(cuts), [scene, cuts]);

  const pick = useCallback(
    (at: { x: number; y: number } | 'centre') => {
      if (!scene) return;
      const hit = at === 'centre' ? scene.pickAtCentre() : scene.pickAt(at.x, at.y);
      if (tool === 'measure') {
        if (hit) dispatch({ type: 'point', point: hit.point });
        return;
      }
      choose(hit && { model: hit.model, expressID: hit.expressID });
    },
    [scene, tool, choose],
  );

  const addStructure = () => load('structure', t('models.structure'), { url: samples.structure });

  const compare = async () => {
    issueView.clearDisplay();
    if (comparison) {
      unload(comparison.after);
      dispatch({ type: 'compare', comparison: undefined });
      return;
    }
    const before = models.find((model) => model.key === 'architecture');
    const after = await load('revision', t('models.revision'), { url: samples.revision });
    if (before && after)
      dispatch({
        type: 'compare',
        comparison: compared(before.key, after.key, compareModels(comparedElements(before.data), comparedElements(after.data))),
      });
  };

  const runQuery = useCallback(
    (query: ElementQuery | undefined) =>
      dispatch({
        type: 'matches',
        refs:
          query &&
          models.flatMap((model) => searchElements(model.data, query).map((element) => ({ model: model.key, expressID: element.expressID }))),
      }),
    [models],
  );
  // The visitor's own hiding and isolating end a viewpoint's display.
  const toggle = useCallback(
    (node: string) => {
      clearDisplay();
      dispatch({ type: 'toggle', node });
    },
    [clearDisplay],
  );
  const isolate = useCallback(
    (node: string) => {
      clearDisplay();
      dispatch({ type: 'isolate', node });
    },
    [clearDisplay],
  );

  const drop = useFileDrop((file) => void openFile(file), !status.step);
  const shownState = status.step ? 'loading' : firstFrame || (!webgl && models.length) ? 'ready' : 'starting';
  const shown = shownState === 'ready' || !!status.problem;

  useEffect(() => {
    if (shown) onShown?.();
  }, [shown, onShown]);

  const isolatedElements = useMemo(
    () =>
      isolated
        ? models.flatMap((model) =>
            model.data.elements
              .filter((element) => isShown(model.key, element, hidden, isolated, comparison))
              .map((element) => ({ model: model.key, expressID: element.expressID })),
          )
        : undefined,
    [models, hidden, isolated, comparison],
  );

  const viewpointShown = useMemo(() => {
    if (!viewpoints) return cuts.length ? { cuts: cuts.length } : undefined;
    const counts = { shown: 0, total: 0, coloured: 0, cuts: cuts.length };
    for (const model of models) {
      const view = viewpoints.get(model.key);
      for (const element of model.data.elements) {
        counts.total += 1;
        if (view?.visible(element) ?? true) counts.shown += 1;
        if (view?.colour(element)) counts.coloured += 1;
      }
    }
    return counts;
  }, [viewpoints, models, cuts]);

  const selectedModel = models.find((model) => model.key === selected?.model);
  const selectedElement = selectedModel && comparedElements(selectedModel.data).find((element) => element.expressID === selected?.expressID);
  const distance = measure.length === 2 ? measure[0]!.distanceTo(measure[1]!) : undefined;

  return (
    // Focused once it shows, when the click that opened it was on the button it replaced.
    <section
      className={styles.viewer}
      aria-label={t('viewer.label')}
      tabIndex={-1}
      data-state={shownState}
      data-drop-over={drop.over || undefined}
      {...drop.handlers}
    >
      <ViewerToolbar
        drawing={webgl}
        tool={tool}
        onTool={(next) => dispatch({ type: 'tool', tool: next })}
        onFit={() => scene?.fit()}
        projection={projection}
        onProjection={setProjection}
        section={section}
        onSection={setSection}
        sample={!own && models.length > 0}
        structureLoaded={models.some((model) => model.key === 'structure')}
        onStructure={() => (models.some((model) => model.key === 'structure') ? unload('structure') : addStructure())}
        comparing={!!comparison}
        onCompare={compare}
        onOpenSample={openSample}
        onOpenFile={openFile}
        busy={!!status.step}
      />
      <ViewerStatus
        status={status}
        viewpoint={viewpointShown}
        onShowAll={clearDisplay}
        onCancel={cancel}
        webgl={webgl}
        onDismiss={dismissProblem}
        distance={distance}
        measuring={tool === 'measure'}
        points={measure.length}
      />
      <IncompleteNotice models={models} />
      <div className={styles.workspace}>
        <ViewCanvas ref={setCanvas} scene={scene} onPick={pick} tool={tool} hidden={!webgl} comparison={comparison} />
        <div className={styles.panels}>
          <PropertyPanel
            element={selectedElement}
            model={selectedModel}
            onClear={() => choose(undefined)}
            onTicket={() => selected && dispatch({ type: 'request-ticket', refs: [selected] })}
          />
          <TicketPanel
            key={opened}
            models={models}
            elementOf={elementOf}
            fileOf={fileOf}
            selected={selected}
            matches={matches}
            shown={isolatedElements}
            onHighlight={setTicketElements}
            ticketSets={ticketSets}
            onApply={revise}
            onCancel={cancel}
            request={ticketRequest}
            onShowElements={showElements}
          />
          <IdsPanel
            key={`ids-${opened}`}
            model={models.find((model) => model.key === 'own') ?? models.find((model) => model.key === 'architecture')}
            sampleRules={samples.rules(lang)}
            checkIds={checkIds}
            onCancel={cancel}
            onFailures={(refs) => dispatch({ type: 'ids-failures', refs })}
            onShow={showElements}
            capture={issueView.capture}
          />
          <IssuePanel view={issueView} />
          <ModelTree
            models={models}
            hidden={hidden}
            isolated={isolated}
            onToggle={toggle}
            onIsolate={isolate}
            selected={selected}
            onSelect={choose}
          />
          <SmartSearch models={models} elementOf={elementOf} matches={matches} onQuery={runQuery} onSelect={choose} />
          {comparison && <ChangeList comparison={comparison} onSelect={choose} />}
          <ModelSummary models={models} />
        </div>
      </div>
    </section>
  );
}
