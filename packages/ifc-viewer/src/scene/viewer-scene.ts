import {
  AmbientLight,
  Box3,
  BufferGeometry,
  DirectionalLight,
  Group,
  HemisphereLight,
  Line,
  LineBasicMaterial,
  MathUtils,
  Mesh,
  MeshBasicMaterial,
  OrthographicCamera,
  PerspectiveCamera,
  Plane,
  Raycaster,
  Scene,
  SphereGeometry,
  Spherical,
  Vector2,
  Vector3,
  WebGLRenderer,
} from 'three';
import { OrbitControls } from 'three/addons/controls/OrbitControls.js';
import type { Axis } from '../bcf/scene-frame.ts';
import type { MaterialCache } from './ifc-meshes.ts';

export type { Axis };

export interface Pick {
  model: string;
  expressID: number;
  point: Vector3;
}

/** Colours laid over the model's own: selection, search hits, the comparison's kinds and an IDS check's failures. */
export const overlayColors = {
  selected: '#f0a202',
  match: '#1f6feb',
  added: '#2da44e',
  removed: '#cf222e',
  changed: '#f0b429',
  unchanged: '#c9ced6',
  failed: '#d73a49',
} as const;
export type Overlay = keyof typeof overlayColors;
/** Unchanged elements in a comparison are a ghost, so that changes inside the building show through. */
const overlayOpacity: Partial<Record<Overlay, number>> = { unchanged: 0.18 };

/** Where the camera looks from: a direction from the models' centre, how much nearer than a fit (1 = fit), its lens. */
export interface CameraView {
  direction: readonly [x: number, y: number, z: number];
  zoom?: number;
  /** Vertical field of view in degrees; a longer lens than the default 45 keeps walls upright for a still picture. */
  fov?: number;
  /** Moves the view after the fit, as `pan` does: shares of the distance, right and up. */
  pan?: readonly [right: number, up: number];
}
/**
 * The camera in scene coordinates: where it stands, where it looks, its up and its vertical lens in
 * degrees; for a parallel projection the height it shows, in metres.
 */
export interface CameraPose {
  position: Vector3;
  direction: Vector3;
  up: Vector3;
  fov: number;
  orthogonalHeight?: number;
}

/** How the view projects the model: in perspective, or parallel (orthogonal, as plans and elevations are drawn). */
export type Projection = 'perspective' | 'parallel';

/** A plane that cuts the model: a point on it and the direction of the side cut away (BCF's convention). */
export interface CutPlane {
  location: readonly [number, number, number];
  direction: readonly [number, number, number];
}
/** A three-quarter view from above the south-east corner: what a fit shows. */
const fitView: CameraView = { direction: [1, 0.8, 1.2] };

/**
 * The 3D view: a three.js scene of the loaded models, drawn only when something changed (no render
 * loop), with orbit controls, one section plane and the planes of a BCF viewpoint, picking and a
 * measuring line. The perspective camera carries the pose (the orbit controls, fit and the keyboard move
 * it); a parallel projection is drawn by an orthographic camera that follows it, showing at the orbit
 * centre what the perspective shows there.
 */
export class ViewerScene {
  readonly renderer: WebGLRenderer;
  private readonly scene = new Scene();
  private readonly camera = new PerspectiveCamera(45, 1, 0.1, 1000);
  private readonly controls: OrbitControls;
  private readonly models = new Map<string, { group: Group; meshes: Map<number, Mesh[]> }>();
  private readonly raycaster = new Raycaster();
  private readonly section = new Plane(new Vector3(-1, 0, 0), 0);
  private sectionOn = false;
  private cuts: Plane[] = [];
  private readonly parallelCamera = new OrthographicCamera();
  private projectionNow: Projection = 'perspective';
  private readonly measure = new Group();
  // One material each for the measuring markers and line, drawn over the model, made once.
  private readonly markerMaterial = new MeshBasicMaterial({ color: '#cf222e', depthTest: false });
  private readonly lineMaterial = new LineBasicMaterial({ color: '#cf222e', depthTest: false });
  private readonly resize: ResizeObserver;
  private frame = 0;
  /** Called after each drawn frame (the viewer marks its first frame with a model for the benchmark). */
  onFrame?: (meshes: number) => void;

  readonly canvas: HTMLCanvasElement;
  readonly materials: MaterialCache;

  constructor(canvas: HTMLCanvasElement, materials: MaterialCache) {
    this.canvas = canvas;
    this.materials = materials;
    // Transparent: the page draws the background behind the model (Viewer.module.css, and the product views).
    this.renderer = new WebGLRenderer({ canvas, antialias: true, preserveDrawingBuffer: true, alpha: true });
    this.renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
    this.renderer.setClearColor('#ffffff', 0);
    // Daylight from the south-east and a warm bounce from the ground: tops lightest, each facade its own shade.
    this.scene.add(new AmbientLight('#ffffff', 0.8), new HemisphereLight('#ffffff', '#a59d8f', 1.2));
    const sun = new DirectionalLight('#fffaf0', 1.8);
    sun.position.set(30, 60, 40);
    this.scene.add(sun, this.measure);
    this.controls = new OrbitControls(this.camera, canvas);
    this.controls.addEventListener('change', () => this.requestRender());
    this.resize = new ResizeObserver(() => this.fitCanvas());
    this.resize.observe(canvas);
    this.fitCanvas();
  }

  private fitCanvas() {
    const { clientWidth: width, clientHeight: height } = this.canvas;
    if (!width || !height) return;
    this.renderer.setSize(width, height, false);
    this.camera.aspect = width / height;
    this.camera.updateProjectionMatrix();
    this.requestRender();
  }

  requestRender() {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.renderer.render(this.scene, this.view());
      this.onFrame?.(this.renderer.info.render.calls);
    });
  }

  get projection(): Projection {
    return this.projectionNow;
  }

  setProjection(projection: Projection) {
    if (projection === this.projectionNow) return;
    this.projectionNow = projection;
    this.requestRender();
  }

  /** The camera that draws: the perspective one, or the parallel one set to follow it. */
  private view(): PerspectiveCamera | OrthographicCamera {
    if (this.projectionNow === 'perspective') return this.camera;
    const parallel = this.parallelCamera;
    const half = this.parallelHeight() / 2;
    parallel.left = -half * this.camera.aspect;
    parallel.right = half * this.camera.aspect;
    parallel.top = half;
    parallel.bottom = -half;
    parallel.near = this.camera.near;
    parallel.far = this.camera.far;
    parallel.position.copy(this.camera.position);
    parallel.quaternion.copy(this.camera.quaternion);
    parallel.updateProjectionMatrix();
    parallel.updateMatrixWorld();
    return parallel;
  }

  /** The height the perspective camera shows at the orbit centre: what the parallel projection shows throughout. */
  private parallelHeight(): number {
    return 2 * this.camera.position.distanceTo(this.controls.target) * Math.tan(MathUtils.degToRad(this.camera.fov / 2));
  }

  addModel(key: string, meshes: Map<number, Mesh[]>) {
    this.removeModel(key);
    const group = new Group();
    for (const parts of meshes.values()) group.add(...parts);
    this.scene.add(group);
    group.updateMatrixWorld(true);
    this.models.set(key, { group, meshes });
    this.requestRender();
  }

  removeModel(key: string) {
    const model = this.models.get(key);
    if (!model) return;
    this.scene.remove(model.group);
    for (const parts of model.meshes.values()) for (const part of parts) part.geometry.dispose();
    this.models.delete(key);
    this.requestRender();
  }

  /** Which elements are drawn: `shown(model, id)` for each; a model left out of `models` is hidden whole. */
  setVisibility(shown: (model: string, expressID: number) => boolean) {
    for (const [key, { meshes }] of this.models) {
      for (const [expressID, parts] of meshes) for (const part of parts) part.visible = shown(key, expressID);
    }
    this.requestRender();
  }

  /** Colours over the model's own: one of the viewer's, a CSS hex colour (a BCF viewpoint's), or undefined for its own. */
  setOverlay(overlay: (model: string, expressID: number) => Overlay | { colour: string } | undefined) {
    for (const [key, { meshes }] of this.models) {
      for (const [expressID, parts] of meshes) {
        const kind = overlay(key, expressID);
        const material =
          kind === undefined
            ? undefined
            : typeof kind === 'object'
              ? this.materials.get(kind.colour.slice(0, 7), kind.colour.length === 9 ? Number.parseInt(kind.colour.slice(7), 16) / 255 : 1)
              : this.materials.get(overlayColors[kind], overlayOpacity[kind]);
        for (const part of parts) part.material = material ?? part.userData.material;
      }
    }
    this.requestRender();
  }

  /** The box of everything drawn, in scene units (metres, y up). */
  bounds(): Box3 {
    const box = new Box3();
    for (const { group } of this.models.values()) {
      group.traverse((object) => {
        if (object instanceof Mesh && object.visible) box.expandByObject(object);
      });
    }
    return box;
  }

  /**
   * Brings the given elements into view, from where the camera looks now: nearer for one window,
   * further back for a row of them on both sides of a building. Elements not drawn are left out.
   */
  bringIntoView(elements: readonly { model: string; expressID: number }[]) {
    const box = new Box3();
    for (const { model, expressID } of elements)
      for (const part of this.models.get(model)?.meshes.get(expressID) ?? []) if (part.visible) box.expandByObject(part);
    if (box.isEmpty()) return;
    const center = box.getCenter(new Vector3());
    const radius = Math.max(box.getSize(new Vector3()).length() / 2, 1);
    const distance = radius / Math.sin(MathUtils.degToRad(this.camera.fov / 2));
    const direction = this.camera.position.clone().sub(this.controls.target).normalize();
    this.camera.position.copy(center).addScaledVector(direction, distance);
    this.camera.near = Math.min(this.camera.near, distance / 100);
    this.camera.updateProjectionMatrix();
    this.controls.target.copy(center);
    this.controls.update();
    this.requestRender();
  }

  /** Shows everything drawn, from `view` (the product views' captures ask for their own angle). */
  fit(view: CameraView = fitView) {
    const box = this.bounds();
    if (box.isEmpty()) return;
    if (view.fov) this.camera.fov = view.fov;
    const center = box.getCenter(new Vector3());
    const radius = box.getSize(new Vector3()).length() / 2;
    const distance = radius / Math.sin(MathUtils.degToRad(this.camera.fov / 2)) / (view.zoom ?? 1);
    const direction = new Vector3(...view.direction).normalize();
    this.camera.position.copy(center).addScaledVector(direction, distance);
    this.camera.near = distance / 100;
    this.camera.far = distance * 100;
    this.camera.updateProjectionMatrix();
    this.controls.target.copy(center);
    this.controls.update();
    if (view.pan) {
      this.camera.updateMatrixWorld();
      this.pan(...view.pan);
    }
    this.requestRender();
  }

  /** Where the camera stands and looks (scene coordinates), for a BCF viewpoint. */
  getCamera(): CameraPose {
    this.camera.updateMatrixWorld();
    return {
      position: this.camera.position.clone(),
      direction: this.camera.getWorldDirection(new Vector3()),
      up: new Vector3(0, 1, 0).applyQuaternion(this.camera.quaternion),
      fov: this.camera.fov,
      ...(this.projectionNow === 'parallel' ? { orthogonalHeight: this.parallelHeight() } : {}),
    };
  }

  /**
   * Puts the camera where a viewpoint had it. BCF has no orbit centre: the view turns about the point
   * on its line of sight nearest the models' centre. For an orthogonal camera the orbit centre is as far
   * ahead as the perspective lens shows its height, which is what the parallel projection then shows
   * (the caller switches the projection). The orbit keeps y up, so a rolled camera comes back level.
   */
  setCamera(pose: { position: readonly number[]; direction: readonly number[]; fov: number; orthogonalHeight?: number }) {
    const direction = new Vector3(...pose.direction).normalize();
    if (!direction.lengthSq()) return;
    const box = this.bounds();
    const radius = box.isEmpty() ? 10 : box.getSize(new Vector3()).length() / 2;
    const centre = box.isEmpty() ? new Vector3(...pose.position).addScaledVector(direction, radius) : box.getCenter(new Vector3());
    const position = new Vector3(...pose.position);
    this.camera.fov = MathUtils.clamp(pose.fov, 10, 120);
    let depth = Math.max(centre.clone().sub(position).dot(direction), radius / 10);
    if (pose.orthogonalHeight) {
      const focus = position.clone().addScaledVector(direction, depth);
      depth = pose.orthogonalHeight / 2 / Math.tan(MathUtils.degToRad(this.camera.fov / 2));
      position.copy(focus).addScaledVector(direction, -depth);
    }
    const reach = Math.max(depth, radius);
    this.camera.near = reach / 100;
    this.camera.far = reach * 100;
    this.camera.position.copy(position);
    this.camera.updateProjectionMatrix();
    this.controls.target.copy(position).addScaledVector(direction, depth);
    this.controls.update();
    this.requestRender();
  }

  /** The view as a PNG data URL, on the view's own backdrop and at most `maxSide` pixels wide or high. */
  snapshot(maxSide = 1500): string {
    this.renderer.render(this.scene, this.view());
    const { width, height } = this.canvas;
    const scale = Math.min(1, maxSide / Math.max(width, height));
    const picture = document.createElement('canvas');
    picture.width = Math.round(width * scale);
    picture.height = Math.round(height * scale);
    const context = picture.getContext('2d');
    if (!context) return this.canvas.toDataURL('image/png');
    // The canvas is transparent (the page draws the backdrop): the picture gets Viewer.module.css's.
    const backdrop = context.createLinearGradient(0, 0, 0, picture.height);
    backdrop.addColorStop(0, '#fbfaf8');
    backdrop.addColorStop(1, '#ebe7df');
    context.fillStyle = backdrop;
    context.fillRect(0, 0, picture.width, picture.height);
    context.drawImage(this.canvas, 0, 0, picture.width, picture.height);
    return picture.toDataURL('image/png');
  }

  /** Cuts away everything beyond `at` (metres along the axis); no axis removes the cut. */
  setSection(axis: Axis | undefined, at = 0) {
    this.sectionOn = !!axis;
    if (axis) {
      this.section.normal.set(axis === 'x' ? -1 : 0, axis === 'y' ? -1 : 0, axis === 'z' ? -1 : 0);
      this.section.constant = at;
    }
    this.clip();
  }

  /** Cuts with a viewpoint's planes besides the section (scene coordinates); none removes them. */
  setCuts(planes: readonly CutPlane[]) {
    // three.js keeps the side a plane's normal points to: BCF's direction points to the side cut away.
    this.cuts = planes.map((plane) => {
      const away = new Vector3(...plane.direction).normalize();
      return new Plane(away.clone().negate(), away.dot(new Vector3(...plane.location)));
    });
    this.clip();
  }

  private clip() {
    this.renderer.clippingPlanes = [...(this.sectionOn ? [this.section] : []), ...this.cuts];
    this.requestRender();
  }

  /** The element and surface point under a point of the canvas (client coordinates), skipping what the section cuts away. */
  pickAt(clientX: number, clientY: number): Pick | undefined {
    const rect = this.canvas.getBoundingClientRect();
    const ndc = new Vector2(((clientX - rect.left) / rect.width) * 2 - 1, -((clientY - rect.top) / rect.height) * 2 + 1);
    this.raycaster.setFromCamera(ndc, this.view());
    const planes = this.renderer.clippingPlanes;
    const candidates = [...this.models].flatMap(([model, { group }]) =>
      this.raycaster
        .intersectObjects(
          group.children.filter((child) => child.visible),
          false,
        )
        .map((hit) => ({ model, hit })),
    );
    const hit = candidates
      .filter(({ hit }) => planes.every((plane) => plane.distanceToPoint(hit.point) >= 0))
      .sort((a, b) => a.hit.distance - b.hit.distance)[0];
    return hit && { model: hit.model, expressID: hit.hit.object.userData.expressID as number, point: hit.hit.point.clone() };
  }

  /** The pick under the centre of the view: what the keyboard's crosshair points at. */
  pickAtCentre(): Pick | undefined {
    const rect = this.canvas.getBoundingClientRect();
    return this.pickAt(rect.left + rect.width / 2, rect.top + rect.height / 2);
  }

  /** Draws the picked measuring points and the line between them. */
  setMeasure(points: Vector3[]) {
    for (const child of [...this.measure.children]) {
      this.measure.remove(child);
      if (child instanceof Mesh || child instanceof Line) child.geometry.dispose();
    }
    const radius = Math.max(0.05, this.bounds().getSize(new Vector3()).length() / 300);
    for (const point of points) {
      const dot = new Mesh(new SphereGeometry(radius, 12, 8), this.markerMaterial);
      dot.position.copy(point);
      dot.renderOrder = 2;
      this.measure.add(dot);
    }
    if (points.length === 2) {
      const line = new Line(new BufferGeometry().setFromPoints(points), this.lineMaterial);
      line.renderOrder = 2;
      this.measure.add(line);
    }
    this.requestRender();
  }

  /** Keyboard orbit (radians), pan (share of the view) and zoom (factor). */
  orbit(azimuth: number, polar: number) {
    const offset = this.camera.position.clone().sub(this.controls.target);
    const spherical = new Spherical().setFromVector3(offset);
    spherical.theta += azimuth;
    spherical.phi = MathUtils.clamp(spherical.phi + polar, 0.05, Math.PI - 0.05);
    this.camera.position.copy(this.controls.target).add(new Vector3().setFromSpherical(spherical));
    this.controls.update();
  }

  pan(right: number, up: number) {
    const distance = this.camera.position.distanceTo(this.controls.target);
    const move = new Vector3()
      .setFromMatrixColumn(this.camera.matrix, 0)
      .multiplyScalar(right * distance)
      .add(new Vector3().setFromMatrixColumn(this.camera.matrix, 1).multiplyScalar(up * distance));
    this.camera.position.add(move);
    this.controls.target.add(move);
    this.controls.update();
  }

  zoom(factor: number) {
    const offset = this.camera.position.clone().sub(this.controls.target).multiplyScalar(factor);
    this.camera.position.copy(this.controls.target).add(offset);
    this.controls.update();
  }

  dispose() {
    cancelAnimationFrame(this.frame);
    this.resize.disconnect();
    this.controls.dispose();
    for (const key of [...this.models.keys()]) this.removeModel(key);
    this.setMeasure([]);
    this.markerMaterial.dispose();
    this.lineMaterial.dispose();
    this.materials.dispose();
    this.renderer.dispose();
    this.renderer.forceContextLoss();
  }
}
