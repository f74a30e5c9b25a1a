/**
 * The page `npm run renders` draws each picture on (scripts/renders/render-buildings.ts): the building's
 * IFC file read by the live viewer's own engine and mesh builder (packages/ifc-viewer), then
 * staged as an architectural visualisation: a sky with a low sun and its shadows, lawn, paving and
 * trees around the building, physically based materials by the model's looks, ambient occlusion, ACES
 * tone mapping and a photographer's finish. `data-ready` tells the script that the frame is drawn.
 */

import { IfcEngine } from '@lotrecht/ifc-viewer';
import { browserWasm, buildMeshes, MaterialCache, type SharedOrigin } from '@lotrecht/ifc-viewer/scene';
import {
  ACESFilmicToneMapping,
  Box3,
  CircleGeometry,
  Color,
  DirectionalLight,
  Fog,
  Group,
  HalfFloatType,
  HemisphereLight,
  MathUtils,
  Mesh,
  MeshBasicMaterial,
  PCFShadowMap,
  PerspectiveCamera,
  PMREMGenerator,
  Scene,
  SRGBColorSpace,
  Vector3,
  WebGLRenderer,
  WebGLRenderTarget,
} from 'three';
import { Sky } from 'three/addons/objects/Sky.js';
import { EffectComposer } from 'three/addons/postprocessing/EffectComposer.js';
import { GTAOPass } from 'three/addons/postprocessing/GTAOPass.js';
import { OutputPass } from 'three/addons/postprocessing/OutputPass.js';
import { RenderPass } from 'three/addons/postprocessing/RenderPass.js';
import { ShaderPass } from 'three/addons/postprocessing/ShaderPass.js';
import { type RenderName, type RenderShot, renderShots } from '../shots.ts';
import { finish } from './finish.ts';
import { landscape } from './landscape.ts';
import { dress } from './surfaces.ts';

const began = performance.now();
const mark = (step: string) => console.info(`${step} after ${((performance.now() - began) / 1000).toFixed(1)} s`);
const query = new URLSearchParams(location.search);
const shot: RenderShot | undefined = renderShots[query.get('render') as RenderName];
if (!shot) throw new Error(`no such render: ${location.search}`);
// Drawn at twice the file's size and scaled down, so edges come out smooth; `scale=1` draws a quick draft.
const scale = Number(query.get('scale') ?? 2);
const [width, height] = [shot.size[0] * scale, shot.size[1] * scale];

const canvas = document.getElementById('view') as HTMLCanvasElement;
const renderer = new WebGLRenderer({ canvas, antialias: false, preserveDrawingBuffer: true });
renderer.setPixelRatio(1);
renderer.setSize(width, height, false);
renderer.toneMapping = ACESFilmicToneMapping;
renderer.toneMappingExposure = 0.42;
renderer.outputColorSpace = SRGBColorSpace;
renderer.shadowMap.enabled = true;
renderer.shadowMap.type = PCFShadowMap;

const scene = new Scene();
/** The model's plan coordinates (x east, y north, z up) in the scene's (y up, z south), as web-ifc turns them. */
const toScene = (x: number, y: number, z = 0) => new Vector3(x, z, -y);

// The sun: azimuth clockwise from north, elevation above the horizon.
const azimuth = MathUtils.degToRad(shot.sun.azimuth);
const elevation = MathUtils.degToRad(shot.sun.elevation);
const towardsSun = new Vector3(Math.sin(azimuth) * Math.cos(elevation), Math.sin(elevation), -Math.cos(azimuth) * Math.cos(elevation));

// A clear summer afternoon: some haze at the horizon, a few small clouds.
const sky = new Sky();
sky.scale.setScalar(40000);
const skyUniforms = sky.material.uniforms;
skyUniforms.turbidity!.value = 5.5;
skyUniforms.rayleigh!.value = 1.4;
skyUniforms.mieCoefficient!.value = 0.004;
skyUniforms.mieDirectionalG!.value = 0.8;
skyUniforms.sunPosition!.value.copy(towardsSun);
skyUniforms.cloudCoverage!.value = 0.22;
skyUniforms.cloudDensity!.value = 0.3;
skyUniforms.cloudScale!.value = 0.00035;
scene.add(sky);

// Reflections and soft light from the sky above and the sunlit ground below, prefiltered for the materials.
const pmrem = new PMREMGenerator(renderer);
const environmentScene = new Scene();
const environmentSky = new Sky();
environmentSky.scale.setScalar(900);
Object.assign(environmentSky.material.uniforms, skyUniforms);
environmentScene.add(environmentSky);
const floor = new Mesh(new CircleGeometry(800, 32), new MeshBasicMaterial({ color: new Color('#8f8a70') }));
floor.rotation.x = -Math.PI / 2;
floor.position.y = -2;
environmentScene.add(floor);
scene.environment = pmrem.fromScene(environmentScene, 0.02, 0.1, 2000).texture;
scene.environmentIntensity = 0.8;

// The building, as the viewer's loader builds it, in the model's own coordinates (no shift to a shared origin).
const engine = new IfcEngine(browserWasm);
const building = new Group();
for (const model of shot.models) {
  const bytes = new Uint8Array(await (await fetch(`/bench/tmp/render-models/${model}.ifc`)).arrayBuffer());
  const origin: SharedOrigin = { at: new Vector3() };
  const opened = await engine.open(bytes, (api, modelID) => buildMeshes(api, modelID, new MaterialCache(), origin));
  const placed = new Group();
  for (const parts of opened.built.values()) for (const part of parts) placed.add(part);
  const [px, py] = shot.placements?.[model] ?? [0, 0];
  placed.position.copy(toScene(px, py));
  building.add(placed);
}
engine.dispose();
mark('models read');
scene.add(building);
scene.add(landscape(shot));
scene.updateMatrixWorld(true);
building.traverse((object) => {
  if (object instanceof Mesh) dress(object);
});
const bounds = new Box3().setFromObject(building);

const sun = new DirectionalLight(new Color('#ffd2a0'), 6.4);
const centre = bounds.getCenter(new Vector3());
sun.position.copy(centre).addScaledVector(towardsSun, 400);
sun.target.position.copy(centre);
sun.castShadow = true;
const shadowSize = Math.min(scale > 1 ? 8192 : 4096, renderer.capabilities.maxTextureSize);
sun.shadow.mapSize.set(shadowSize, shadowSize);
// The shadow camera is fitted to everything that casts a shadow: its box as the sun sees it. (A caster
// outside would be flattened onto the near plane and darken all behind it: the far trees cast none.)
sun.shadow.camera.position.copy(sun.position);
sun.shadow.camera.lookAt(centre);
sun.shadow.camera.updateMatrixWorld();
const inSunView = new Box3();
scene.traverse((object) => {
  if (object instanceof Mesh && object.castShadow) {
    object.geometry.computeBoundingBox();
    inSunView.union(object.geometry.boundingBox!.clone().applyMatrix4(object.matrixWorld).applyMatrix4(sun.shadow.camera.matrixWorldInverse));
  }
});
Object.assign(sun.shadow.camera, {
  left: inSunView.min.x - 1,
  right: inSunView.max.x + 1,
  top: inSunView.max.y + 1,
  bottom: inSunView.min.y - 1,
  near: Math.max(1, -inSunView.max.z - 10),
  far: -inSunView.min.z + 10,
});
sun.shadow.camera.updateProjectionMatrix();
sun.shadow.bias = -0.0002;
sun.shadow.normalBias = 0.03;
scene.add(sun, sun.target);
scene.add(new HemisphereLight(new Color('#d8e4f0'), new Color('#a08a66'), 0.45));
// Aerial perspective: far trees fade into the horizon's haze, as bright as the sky there (before exposure).
scene.fog = new Fog(new Color('#d6dfe6').multiplyScalar(3.4), 300, 3600);

// An eye-level camera held level, its frame shifted up as a shift lens does: verticals stay vertical.
const camera = new PerspectiveCamera(shot.camera.fov, width / height, 1.5, 40000);
const [ex, ey, ez] = shot.camera.eye;
camera.position.copy(toScene(ex, ey, ez));
camera.lookAt(toScene(shot.camera.target[0], shot.camera.target[1], ez));
if (shot.camera.tilt) camera.rotateX(-MathUtils.degToRad(shot.camera.tilt));
camera.layers.enable(1);
camera.updateMatrixWorld();
const top = camera.near * Math.tan(MathUtils.degToRad(shot.camera.fov / 2));
const right = top * camera.aspect;
const shift = shot.camera.shift * 2 * top;
camera.projectionMatrix.makePerspective(-right, right, top + shift, -top + shift, camera.near, camera.far);
camera.projectionMatrixInverse.copy(camera.projectionMatrix).invert();

const composer = new EffectComposer(renderer, new WebGLRenderTarget(width, height, { type: HalfFloatType }));
composer.setPixelRatio(1);
composer.setSize(width, height);
composer.addPass(new RenderPass(scene, camera));
// Ambient occlusion from everything but the trees' leaf cards (layer 1), whose depth pass would draw each card as a solid square.
const occlusionCamera = camera.clone();
occlusionCamera.layers.set(0);
const ambientOcclusion = new GTAOPass(scene, occlusionCamera, width, height);
ambientOcclusion.updateGtaoMaterial({ radius: 0.6, distanceExponent: 1.5, thickness: 1.5, scale: 1, samples: scale > 1 ? 12 : 8 });
ambientOcclusion.blendIntensity = 0.8;
composer.addPass(ambientOcclusion);
composer.addPass(new OutputPass());
composer.addPass(new ShaderPass(finish));
mark('scene staged');
composer.render();
// The draw calls return before SwiftShader has drawn them; reading a pixel waits until it has.
renderer.getContext().readPixels(0, 0, 1, 1, renderer.getContext().RGBA, renderer.getContext().UNSIGNED_BYTE, new Uint8Array(4));
mark('frame drawn');
document.body.dataset.ready = 'true';
