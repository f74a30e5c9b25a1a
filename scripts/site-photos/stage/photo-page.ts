/**
 * The page `npm run site-photos` draws each photo on (scripts/site-photos/make-site-photos.ts): the
 * photo's scene module builds what stands there, the overcast sky lights it, and the frame goes through
 * ambient occlusion, ACES tone mapping, the renders' photographic finish and a phone's sensor noise.
 * `data-ready` tells the script that the frame is drawn.
 */
import {
  ACESFilmicToneMapping,
  Fog,
  HalfFloatType,
  MathUtils,
  PCFShadowMap,
  PerspectiveCamera,
  Scene,
  SRGBColorSpace,
  Vector3,
  WebGLRenderer,
  WebGLRenderTarget,
} from 'three';
import { EffectComposer } from 'three/addons/postprocessing/EffectComposer.js';
import { GTAOPass } from 'three/addons/postprocessing/GTAOPass.js';
import { OutputPass } from 'three/addons/postprocessing/OutputPass.js';
import { RenderPass } from 'three/addons/postprocessing/RenderPass.js';
import { ShaderPass } from 'three/addons/postprocessing/ShaderPass.js';
import { finish } from '../../renders/stage/finish.ts';
import type { SitePhotoName } from '../site-photos-record.ts';
import { sitePhotoSize } from '../site-photos-record.ts';
import { overcast } from './overcast.ts';
import { crackPhoto } from './scenes/crack.ts';
import { deliveryPhoto } from './scenes/delivery.ts';
import { formworkPhoto } from './scenes/formwork.ts';
import { windowPhoto } from './scenes/window.ts';
import { sensor } from './sensor.ts';
import type { PhotoShot } from './shot.ts';

const scenes: Record<SitePhotoName, () => PhotoShot> = { crack: crackPhoto, formwork: formworkPhoto, window: windowPhoto, delivery: deliveryPhoto };

const began = performance.now();
const mark = (step: string) => console.info(`${step} after ${((performance.now() - began) / 1000).toFixed(1)} s`);
const query = new URLSearchParams(location.search);
const build = scenes[query.get('photo') as SitePhotoName];
if (!build) throw new Error(`no such site photo: ${location.search}`);
// Drawn at twice the file's size and scaled down, so edges come out smooth; `scale=1` draws a quick draft.
const scale = Number(query.get('scale') ?? 2);
const [width, height] = [sitePhotoSize[0] * scale, sitePhotoSize[1] * scale];

const canvas = document.getElementById('view') as HTMLCanvasElement;
const renderer = new WebGLRenderer({ canvas, antialias: false, preserveDrawingBuffer: true });
renderer.setPixelRatio(1);
renderer.setSize(width, height, false);
renderer.toneMapping = ACESFilmicToneMapping;
renderer.outputColorSpace = SRGBColorSpace;
renderer.shadowMap.enabled = true;
renderer.shadowMap.type = PCFShadowMap;

const shot = build();
renderer.toneMappingExposure = shot.exposure;
const scene = new Scene();
const haze = overcast(renderer, scene, shot);
if (shot.haze) scene.fog = new Fog(haze, ...shot.haze);
scene.add(shot.objects);
mark('scene built');

const camera = new PerspectiveCamera(shot.camera.fov, width / height, 0.05, 5000);
camera.position.set(...shot.camera.eye);
camera.lookAt(new Vector3(...shot.camera.target));
camera.rotateZ(-MathUtils.degToRad(shot.camera.roll));
camera.updateMatrixWorld();

// Four samples per pixel at twice the size: thin bars and fence wires stay whole once scaled down.
const composer = new EffectComposer(renderer, new WebGLRenderTarget(width, height, { type: HalfFloatType, samples: 4 }));
composer.setPixelRatio(1);
composer.setSize(width, height);
composer.addPass(new RenderPass(scene, camera));
// The sky light's shadow: corners, joints and the ground under things darken, which soft light alone would not show.
const ambientOcclusion = new GTAOPass(scene, camera, width, height);
ambientOcclusion.updateGtaoMaterial({ radius: shot.occlusion, distanceExponent: 1.5, thickness: shot.occlusion * 4, scale: 1, samples: 16 });
ambientOcclusion.blendIntensity = 1;
composer.addPass(ambientOcclusion);
composer.addPass(new OutputPass());
composer.addPass(new ShaderPass(finish));
composer.addPass(new ShaderPass(sensor(scale)));
composer.render();
// The draw calls return before SwiftShader has drawn them; reading a pixel waits until it has.
renderer.getContext().readPixels(0, 0, 1, 1, renderer.getContext().RGBA, renderer.getContext().UNSIGNED_BYTE, new Uint8Array(4));
mark('frame drawn');
document.body.dataset.ready = 'true';
