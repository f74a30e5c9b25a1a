import type { Axis, CameraView } from '@lotrecht/ifc-viewer/scene';

/** The sample project's files, as the live viewer loads them (`public/models/`, made by `npm run ifc:samples`). */
export const sampleModels = {
  architecture: '/models/office-architecture-v1.ifc',
  revision: '/models/office-architecture-v2.ifc',
  structure: '/models/office-structure.ifc',
  services: '/models/office-services.ifc',
} as const;
export type SampleModel = keyof typeof sampleModels;

/** One frame of the viewer that a product view shows: what is open, from where, and what the tools did. */
export interface CaptureShot {
  /** CSS size the views place it at; the file is twice that, drawn at four times and scaled down. */
  size: readonly [width: number, height: number];
  /** The models open, in the order the viewer loads them; `compare` compares the first two. */
  models: readonly SampleModel[];
  view: CameraView;
  /** The section plane as the toolbar sets it: an axis and a share of the models' extent along it. */
  section?: { axis: Axis; share: number };
  /** The element picked, by its name in the model (as the property panel of the view names it). */
  select?: { model: SampleModel; name: string };
  /** The first model against the second, coloured as the viewer's version comparison colours them. */
  compare?: boolean;
}

/** A camera direction by compass and height: degrees east of south, degrees above the horizon. */
const from = (azimuth: number, elevation: number, zoom: number, pan: readonly [number, number] = [0, 0]): CameraView => {
  const [a, e] = [(azimuth * Math.PI) / 180, (elevation * Math.PI) / 180];
  return { direction: [Math.sin(a) * Math.cos(e), Math.sin(e), Math.cos(a) * Math.cos(e)], zoom, fov: 30, pan };
};

/** The coordination model the views show: the architecture's current version 2 merged with the structure. */
const merged: readonly SampleModel[] = ['revision', 'structure'];

/**
 * Every frame `npm run views:captures` draws into `app/views/captures/<name>.png`. The camera looks
 * from the south-east, where the entrance front and its windows face the visitor; the comparison from
 * the north-west, where version 2 changed the building.
 */
export const captureShots = {
  'model-merged': { size: [456, 476], models: merged, view: from(36, 22, 1.02) },
  'model-selected': { size: [456, 476], models: merged, view: from(34, 20, 1.02), select: { model: 'revision', name: 'Fenster 1.03/1' } },
  'model-section': { size: [316, 222], models: merged, view: from(36, 40, 1.3, [0, -0.02]), section: { axis: 'y', share: 0.75 } },
  'model-compare': { size: [420, 432], models: ['architecture', 'revision'], view: from(-145, 30, 0.97, [0, -0.015]), compare: true },
  'model-compare-phone': { size: [314, 232], models: ['architecture', 'revision'], view: from(-145, 30, 1.15), compare: true },
} as const satisfies Record<string, CaptureShot>;

export type CaptureName = keyof typeof captureShots;
