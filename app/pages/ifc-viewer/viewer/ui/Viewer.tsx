import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Vector3 } from 'three';
import { useTranslation } from '../../../../i18n/use-translation.tsx';
import { useFileDrop } from '../../try/use-file-drop.ts';
import { compareModels } from '../model/compare-models.ts';
import { comparedElements } from '../model/model-data.ts';
import type { ElementQuery } from '../model/search-elements.ts';
import { searchElements } from '../model/search-elements.ts';
import { IssuePanel } from './bcf/IssuePanel.tsx';
import { useIssueView } from './bcf/use-issue-view.ts';
import { ChangeList } from './ChangeList.tsx';
import { IncompleteNotice } from './IncompleteNotice.tsx';
import { ModelSummary } from './ModelSummary.tsx';
import { ModelTree } from './ModelTree.tsx';
import { PropertyPanel } from './PropertyPanel.tsx';
import { SmartSearch } from './SmartSearch.tsx';
import { TicketPanel } from './tickets/TicketPanel.tsx';
import { type Comparison, comparison as compared, type ElementRef, isShown, overlayOf, refKey } from './tree-state.ts';
import { useViewerEngine } from './use-viewer-engine.ts';
import { ViewCanvas } from './ViewCanvas.tsx';
import styles from './Viewer.module.css';
import { ViewerStatus } from './ViewerStatus.tsx';
import { ViewerToolbar } from './ViewerToolbar.tsx';
import type { Section, Tool } from './view-tools.ts';
import type { ViewerStart } from './viewer-start.ts';

/** The sample project on the site's own origin (made by `npm run ifc:samples`). */
const samples = {
  architecture: '/models/office-architecture-v1.ifc',
  revision: '/models/office-architecture-v2.ifc',
  structure: '/models/office-structure.ifc',
};

interface Props {
  start: ViewerStart;
  /** Called once the viewer has something to show: its first frame with a model, the model without WebGL, or a problem. */
  onShown?: () => void;
}

/** The live viewer: the 3D view with its tools, and beside it the tree, properties, search, changes and a text summary. */
export function Viewer({ start, onShown }: Props) {
  const { t } = useTranslation('ifcViewerTool');
  const [canvas, setCanvas] = useState<HTMLCanvasElement | null>(null);
  const { scene, ready, webgl, models, status, load, unload, originOf, fileOf, revise, dismissProblem } = useViewerEngine(canvas);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [isolated, setIsolated] = useState<string>();
  const [selected, setSelected] = useState<ElementRef>();
  /** The elements an issue's viewpoint selected, shown as selected until the visitor picks another. */
  const [marked, setMarked] = useState<ElementRef[]>([]);
  const [tool, setTool] = useState<Tool>('select');
  const [measure, setMeasure] = useState<Vector3[]>([]);
  const [section, setSection] = useState<Section>({ share: 0.5 });
  const [matches, setMatches] = useState<ElementRef[]>();
  const [comparison, setComparison] = useState<Comparison>();
  const [firstFrame, setFirstFrame] = useState(false);
  /** The open change ticket's elements, lit up in the search hits' place. */
  const [ticketElements, setTicketElements] = useState<ElementRef[]>();
  /** A new model starts the tickets afresh: theirs were about another file. */
  const [opened, setOpened] = useState(0);
  const started = useRef(false);

  const own = models.some((model) => model.key === 'own');

  // Setters only: stable, so the callbacks below keep their identity.
  const reset = useCallback(() => {
    setHidden(new Set());
    setIsolated(undefined);
    setSelected(undefined);
    setMarked([]);
    setMeasure([]);
    setMatches(undefined);
    setComparison(undefined);
    setOpened((count) => count + 1);
  }, []);

  const openSample = useCallback(async () => {
    reset();
    await load('architecture', t('models.architecture'), { url: samples.architecture }, true);
  }, [load, reset, t]);

  const openFile = useCallback(
    async (file: File) => {
      const loaded = await load('own', file.name, { file }, true);
      if (loaded) reset();
    },
    [load, reset],
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
      setFirstFrame(true);
      scene.onFrame = undefined;
    };
  }, [scene]);

  const matchKeys = useMemo(() => new Set((ticketElements ?? matches ?? []).map(refKey)), [ticketElements, matches]);
  const markedKeys = useMemo(() => new Set(marked.map(refKey)), [marked]);

  // A pick replaces whatever an issue's viewpoint had selected.
  const choose = useCallback((ref: ElementRef | undefined) => {
    setSelected(ref);
    setMarked([]);
  }, []);

  useEffect(() => {
    if (!scene) return;
    const byKey = new Map(models.map((model) => [model.key, new Map(model.data.elements.map((element) => [element.expressID, element]))]));
    const element = (model: string, expressID: number) => byKey.get(model)?.get(expressID);
    scene.setVisibility((model, expressID) => {
      const found = element(model, expressID);
      return !!found && isShown(model, found, hidden, isolated, comparison);
    });
    scene.setOverlay((model, expressID) => {
      const found = element(model, expressID);
      if (found && markedKeys.has(refKey({ model, expressID }))) return 'selected';
      return found && overlayOf(model, found, selected, matchKeys, comparison);
    });
  }, [scene, models, hidden, isolated, selected, markedKeys, matchKeys, comparison]);

  // The plane's position is a share of the drawn models' extent, so it moves when models come or go.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `models` changes what scene.bounds() measures
  useEffect(() => {
    if (!scene) return;
    if (!section.axis) return scene.setSection(undefined);
    const box = scene.bounds();
    const axis = section.axis;
    scene.setSection(axis, box.min[axis] + (box.max[axis] - box.min[axis]) * section.share);
  }, [scene, section, models]);

  useEffect(() => scene?.setMeasure(measure), [scene, measure]);

  const pick = useCallback(
    (at: { x: number; y: number } | 'centre') => {
      if (!scene) return;
      const hit = at === 'centre' ? scene.pickAtCentre() : scene.pickAt(at.x, at.y);
      if (tool === 'measure') {
        if (hit) setMeasure((points) => (points.length === 2 ? [hit.point] : [...points, hit.point]));
        return;
      }
      choose(hit && { model: hit.model, expressID: hit.expressID });
    },
    [scene, tool, choose],
  );

  const toggle = (node: string) =>
    setHidden((current) => {
      const next = new Set(current);
      if (!next.delete(node)) next.add(node);
      return next;
    });

  const addStructure = () => load('structure', t('models.structure'), { url: samples.structure });

  const compare = async () => {
    if (comparison) {
      unload(comparison.after);
      setComparison(undefined);
      return;
    }
    const before = models.find((model) => model.key === 'architecture');
    const after = await load('revision', t('models.revision'), { url: samples.revision });
    if (before && after) {
      setComparison(compared(before.key, after.key, compareModels(comparedElements(before.data), comparedElements(after.data))));
      choose(undefined);
    }
  };

  const runQuery = (query: ElementQuery | undefined) => {
    if (!query) return setMatches(undefined);
    setMatches(models.flatMap((model) => searchElements(model.data, query).map((element) => ({ model: model.key, expressID: element.expressID }))));
  };

  const issueView = useIssueView({
    scene,
    models,
    originOf,
    selection: [selected, ...marked],
    section,
    onSelection: (refs) => {
      setSelected(refs[0]);
      setMarked(refs);
    },
    onSection: setSection,
  });

  const drop = useFileDrop((file) => void openFile(file), !status.step);
  const state = status.step ? 'loading' : firstFrame || (!webgl && models.length) ? 'ready' : 'starting';
  const shown = state === 'ready' || !!status.problem;

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

  const selectedModel = models.find((model) => model.key === selected?.model);
  const selectedElement = selectedModel && comparedElements(selectedModel.data).find((element) => element.expressID === selected?.expressID);
  const distance = measure.length === 2 ? measure[0]!.distanceTo(measure[1]!) : undefined;

  return (
    // Focused once it shows, when the click that opened it was on the button it replaced.
    <section
      className={styles.viewer}
      aria-label={t('viewer.label')}
      tabIndex={-1}
      data-state={state}
      data-drop-over={drop.over || undefined}
      {...drop.handlers}
    >
      <ViewerToolbar
        drawing={webgl}
        tool={tool}
        onTool={(next) => {
          setTool(next);
          setMeasure([]);
        }}
        onFit={() => scene?.fit()}
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
          <PropertyPanel element={selectedElement} model={selectedModel} onClear={() => choose(undefined)} />
          <IssuePanel view={issueView} />
          <ModelTree
            models={models}
            hidden={hidden}
            isolated={isolated}
            onToggle={toggle}
            onIsolate={(node) => setIsolated((current) => (current === node ? undefined : node))}
            selected={selected}
            onSelect={choose}
          />
          <SmartSearch models={models} matches={matches} onQuery={runQuery} onSelect={choose} />
          <TicketPanel
            key={opened}
            models={models}
            fileOf={fileOf}
            selected={selected}
            matches={matches}
            shown={isolatedElements}
            onHighlight={setTicketElements}
            onApply={revise}
          />
          {comparison && <ChangeList comparison={comparison} onSelect={choose} />}
          <ModelSummary models={models} />
        </div>
      </div>
    </section>
  );
}
