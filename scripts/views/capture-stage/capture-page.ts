/**
 * The page `npm run views:captures` draws each model frame on (scripts/views/capture-models.ts): the
 * live viewer's own engine, meshes and scene, with the state its tools would set, from a fixed camera.
 * `data-ready` tells the script that the frame is drawn.
 */
import { comparedElements, compareModels, IfcEngine, type ModelData } from '@lotrecht/ifc-viewer';
import {
  browserWasm,
  buildMeshes,
  comparison,
  type ElementRef,
  isShown,
  MaterialCache,
  overlayOf,
  type SharedOrigin,
  ViewerScene,
} from '@lotrecht/ifc-viewer/scene';
import { type CaptureName, type CaptureShot, captureShots, sampleModels } from '../../../app/views/captures/shots.ts';

const name = new URLSearchParams(location.search).get('shot') as CaptureName;
const shot: CaptureShot = captureShots[name];
if (!shot) throw new Error(`no such capture: ${location.search}`);

// Drawn at twice the file's size (the page's device scale is 2): scaled down, the edges come out smooth.
const canvas = document.getElementById('view') as HTMLCanvasElement;
Object.assign(canvas.style, { width: `${shot.size[0] * 2}px`, height: `${shot.size[1] * 2}px` });

const scene = new ViewerScene(canvas, new MaterialCache());
const engine = new IfcEngine(browserWasm);
const origin: SharedOrigin = {};
const models = new Map<string, ModelData>();
for (const key of shot.models) {
  const bytes = new Uint8Array(await (await fetch(sampleModels[key])).arrayBuffer());
  const opened = await engine.open(bytes, (api, modelID) => buildMeshes(api, modelID, scene.materials, origin));
  scene.addModel(key, opened.built);
  models.set(key, opened.data);
}

const [before, after] = shot.models;
const compared =
  shot.compare && before && after
    ? comparison(before, after, compareModels(comparedElements(models.get(before)!), comparedElements(models.get(after)!)))
    : undefined;
let selected: ElementRef | undefined;
if (shot.select) {
  const element = models.get(shot.select.model)?.elements.find((candidate) => candidate.name === shot.select?.name);
  if (!element) throw new Error(`no element named ${shot.select.name}`);
  selected = { model: shot.select.model, expressID: element.expressID };
}
const elementOf = (model: string, expressID: number) => models.get(model)?.elements.find((element) => element.expressID === expressID);
scene.setVisibility((model, expressID) => {
  const element = elementOf(model, expressID);
  return !!element && isShown(model, element, new Set(), undefined, compared);
});
scene.setOverlay((model, expressID) => {
  const element = elementOf(model, expressID);
  return element && overlayOf(model, element, selected, new Set(), compared);
});
scene.fit(shot.view);
if (shot.section) {
  const box = scene.bounds();
  const { axis, share } = shot.section;
  scene.setSection(axis, box.min[axis] + (box.max[axis] - box.min[axis]) * share);
}
scene.onFrame = () => {
  document.body.dataset.ready = 'true';
};
scene.requestRender();
