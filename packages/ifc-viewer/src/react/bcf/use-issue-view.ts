import { useCallback, useMemo, useState } from 'react';
import type { ViewState } from '../../bcf/capture-viewpoint.ts';
import { pngBytes, pngSize } from '../../bcf/png-data.ts';
import { type RestoredView, restoreViewpoint } from '../../bcf/restore-viewpoint.ts';
import type { BcfViewpoint } from '../../bcf/topic.ts';
import type { ScenePlane, ViewpointDisplay } from '../../bcf/viewpoint-display.ts';
import type { SharedOrigin } from '../../scene/ifc-meshes.ts';
import type { Projection, ViewerScene } from '../../scene/viewer-scene.ts';
import type { ElementRef, LoadedModel } from '../../view/tree-state.ts';
import type { Section } from '../view-tools.ts';

interface Options {
  scene: ViewerScene | undefined;
  models: readonly LoadedModel[];
  originOf: () => SharedOrigin['at'];
  /** What is selected now: the picked element and the elements a restored viewpoint selected. */
  selection: readonly (ElementRef | undefined)[];
  section: Section;
  onSelection: (refs: ElementRef[]) => void;
  onSection: (section: Section) => void;
  /** A viewpoint's camera says how it projects: an orthogonal one is drawn in parallel. */
  onProjection: (projection: Projection) => void;
}

/** What the issue panel may do with the view: record it, and bring a viewpoint back. */
export interface IssueView {
  /** There is a model to make issues on. */
  open: boolean;
  capture: () => ViewState;
  restore: (viewpoint: BcfViewpoint) => RestoredView<ElementRef>;
  lookup: (globalId: string) => ElementRef | undefined;
  /**
   * The visibility and colours of the viewpoint restored last, by GlobalId, for the scene to show: the
   * default (visible or hidden), the elements that differ from it, and a CSS colour per coloured element.
   * Undefined while no restored viewpoint says anything of either: everything shows as the viewer has it.
   */
  display: ViewpointDisplay | undefined;
  /** The restored viewpoint's clipping planes besides the section, in scene coordinates, while its display lasts. */
  cuts: readonly ScenePlane[];
  /** Ends that display and those cuts, e.g. when the visitor hides, isolates or compares elements themselves. */
  clearDisplay: () => void;
}

/** The viewer's side of BCF: its camera, selection, section plane and shown viewpoint's display as a viewpoint, and back. */
export function useIssueView({ scene, models, originOf, selection, section, onSelection, onSection, onProjection }: Options): IssueView {
  const [display, setDisplay] = useState<ViewpointDisplay>();
  const [cuts, setCuts] = useState<readonly ScenePlane[]>([]);
  const byGlobalId = useMemo(
    () =>
      new Map(
        models.flatMap((model) =>
          model.data.elements.map((element) => [element.globalId, { model: model.key, expressID: element.expressID }] as const),
        ),
      ),
    [models],
  );
  const globalIds = useMemo(
    () => new Map(models.flatMap((model) => model.data.elements.map((element) => [`${model.key}#${element.expressID}`, element.globalId] as const))),
    [models],
  );
  const lookup = useCallback((globalId: string) => byGlobalId.get(globalId), [byGlobalId]);
  const clearDisplay = useCallback(() => {
    setDisplay(undefined);
    setCuts([]);
  }, []);

  const capture = (): ViewState => {
    const selected = [...new Set(selection.flatMap((ref) => (ref ? (globalIds.get(`${ref.model}#${ref.expressID}`) ?? []) : [])))];
    const box = scene?.bounds();
    const axis = section.axis;
    const snapshot = scene ? pngBytes(scene.snapshot()) : undefined;
    // The snapshot has the view's proportions: BCF 3.0 records them as the camera's aspect ratio.
    const size = snapshot && pngSize(snapshot);
    const camera = scene?.getCamera();
    return {
      camera: camera && { ...camera, ...(size ? { aspect: size.width / size.height } : {}) },
      origin: originOf(),
      selected,
      section: axis && box && !box.isEmpty() ? { axis, at: box.min[axis] + (box.max[axis] - box.min[axis]) * section.share } : undefined,
      ...(display ? { display } : {}),
      ...(cuts.length ? { cuts } : {}),
      snapshot,
    };
  };

  const restore = (viewpoint: BcfViewpoint) => {
    const restored = restoreViewpoint(viewpoint, originOf(), lookup);
    if (restored.camera) {
      scene?.setCamera(restored.camera);
      onProjection(restored.camera.orthogonalHeight ? 'parallel' : 'perspective');
    }
    onSelection(restored.found);
    const box = scene?.bounds();
    if (restored.section && box && !box.isEmpty()) {
      const { axis, at } = restored.section;
      const extent = box.max[axis] - box.min[axis];
      onSection({ axis, share: Math.min(1, Math.max(0, extent ? (at - box.min[axis]) / extent : 0.5)) });
    } else {
      onSection({ ...section, axis: undefined });
    }
    setDisplay(restored.display);
    setCuts(restored.cuts);
    return restored;
  };

  return { open: models.length > 0, capture, restore, lookup, display, cuts, clearDisplay };
}
