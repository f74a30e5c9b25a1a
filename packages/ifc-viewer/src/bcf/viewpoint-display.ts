import type { Axis } from './scene-frame.ts';
import { sceneDirection, scenePoint, type XYZ } from './scene-frame.ts';
import type { BcfClippingPlane, BcfColoring, BcfComponent, BcfViewpoint, BcfVisibility, Vec3 } from './topic.ts';
import { globalIdsOf } from './topic.ts';

/**
 * What a viewpoint shows and how, by GlobalId, for the scene: which elements are visible (the default,
 * and the elements that differ from it) and the colour of each coloured element.
 */
export interface ViewpointDisplay {
  /** Whether an element the exceptions do not name is visible. */
  defaultVisible: boolean;
  /** GlobalIds of the elements that are hidden while the default is visible, or visible while it is hidden. */
  exceptions: Set<string>;
  /** A colour per GlobalId, as CSS hex: `#rrggbb`, or `#rrggbbaa` when BCF gave an alpha. */
  colours: Map<string, string>;
}

/** BCF's RGB or ARGB hex ("3498DB", "803498DB") as CSS hex ("#3498db", "#3498db80"); undefined for anything else. */
export function cssColour(bcf: string): string | undefined {
  const hex = bcf.trim().toLowerCase();
  if (/^[0-9a-f]{6}$/.test(hex)) return `#${hex}`;
  if (/^[0-9a-f]{8}$/.test(hex)) return `#${hex.slice(2)}${hex.slice(0, 2)}`;
  return undefined;
}

/** CSS hex ("#3498db", "#3498db80") as BCF's RGB or ARGB hex ("3498DB", "803498DB"). */
export function bcfColour(css: string): string | undefined {
  const hex = css.trim().replace(/^#/, '').toUpperCase();
  if (/^[0-9A-F]{6}$/.test(hex)) return hex;
  if (/^[0-9A-F]{8}$/.test(hex)) return `${hex.slice(6)}${hex.slice(0, 6)}`;
  return undefined;
}

/** The visibility and colouring of a viewpoint by GlobalId; undefined when it has neither (everything shows, as it is). */
export function displayOf(viewpoint: BcfViewpoint): ViewpointDisplay | undefined {
  const { visibility, coloring = [] } = viewpoint;
  if (!visibility && !coloring.length) return undefined;
  const colours = new Map<string, string>();
  for (const entry of coloring) {
    const colour = cssColour(entry.color);
    if (colour) for (const globalId of globalIdsOf(entry.components)) colours.set(globalId, colour);
  }
  return {
    defaultVisible: visibility?.defaultVisibility ?? true,
    exceptions: new Set(globalIdsOf(visibility?.exceptions)),
    colours,
  };
}

/** A display as BCF's visibility and colouring, for a viewpoint recorded while it is applied. */
export function visibilityAndColoring(display: ViewpointDisplay | undefined): { visibility?: BcfVisibility; coloring?: BcfColoring[] } {
  if (!display) return {};
  const byColour = new Map<string, BcfComponent[]>();
  for (const [globalId, css] of display.colours) {
    const colour = bcfColour(css);
    if (!colour) continue;
    byColour.set(colour, [...(byColour.get(colour) ?? []), { ifcGuid: globalId }]);
  }
  const exceptions = [...display.exceptions].map((globalId) => ({ ifcGuid: globalId }));
  return {
    ...(display.defaultVisible && !exceptions.length ? {} : { visibility: { defaultVisibility: display.defaultVisible, exceptions } }),
    ...(byColour.size ? { coloring: [...byColour].map(([color, components]) => ({ color, components })) } : {}),
  };
}

const axes: Axis[] = ['x', 'y', 'z'];
// A plane within about a degree of an axis counts as that axis's section.
const parallel = 0.9998;

/** A clipping plane in the scene's coordinates: a point on it and the direction of the side cut away. */
export interface ScenePlane {
  location: Vec3;
  direction: Vec3;
}

/**
 * A viewpoint's clipping planes for the scene: the first that faces along an axis of the scene becomes
 * the section (the toolbar's plane, which the visitor can move on), every other one a cut of its own.
 * A plane without a direction cuts nothing and cannot be shown.
 */
export function sectionOf(
  planes: readonly BcfClippingPlane[],
  origin: XYZ | undefined,
): { section?: { axis: Axis; at: number }; cuts: ScenePlane[]; planesNotShown: number } {
  let section: { axis: Axis; at: number } | undefined;
  const cuts: ScenePlane[] = [];
  let planesNotShown = 0;
  for (const plane of planes) {
    const normal = sceneDirection(plane.direction);
    const length = Math.hypot(...normal);
    const location = scenePoint(plane.location, origin);
    if (!(length > 0) || !Number.isFinite(length) || !location.every(Number.isFinite)) {
      planesNotShown += 1;
      continue;
    }
    const index = normal.findIndex((component) => component / length > parallel);
    if (index >= 0 && !section) section = { axis: axes[index]!, at: location[index]! };
    else cuts.push({ location, direction: [normal[0] / length, normal[1] / length, normal[2] / length] });
  }
  return { section, cuts, planesNotShown };
}

/**
 * What of a viewpoint the viewer cannot show, as codes for the interface to word:
 * - `lines`: markup lines drawn in the model
 * - `bitmaps`: pictures placed in the model
 * - `clipping-planes`: planes without a direction, which cut nothing
 * - `spaces-hint`, `space-boundaries-hint`, `openings-hint`: spaces, space boundaries or openings to be shown (the viewer draws none)
 * - `components-without-guid`: elements named only by another tool's id, which an IFC model does not have
 * - `components-missing`: GlobalIds (selected, shown, hidden or coloured) that no open model has, when `lookup` is given
 */
export const unappliedPartCodes = [
  'lines',
  'bitmaps',
  'clipping-planes',
  'spaces-hint',
  'space-boundaries-hint',
  'openings-hint',
  'components-without-guid',
  'components-missing',
] as const;

export type UnappliedPart = (typeof unappliedPartCodes)[number];

export function unappliedParts(viewpoint: BcfViewpoint, lookup?: (globalId: string) => unknown): UnappliedPart[] {
  const found = new Set<UnappliedPart>();
  if (viewpoint.lines?.length) found.add('lines');
  if (viewpoint.bitmaps?.length) found.add('bitmaps');
  if (sectionOf(viewpoint.clippingPlanes, undefined).planesNotShown > 0) found.add('clipping-planes');
  const hints = viewpoint.visibility?.viewSetupHints;
  if (hints?.spacesVisible) found.add('spaces-hint');
  if (hints?.spaceBoundariesVisible) found.add('space-boundaries-hint');
  if (hints?.openingsVisible) found.add('openings-hint');
  const components = [
    ...(viewpoint.selection ?? []),
    ...(viewpoint.visibility?.exceptions ?? []),
    ...(viewpoint.coloring ?? []).flatMap((entry) => entry.components),
  ];
  if (components.some((component) => !component.ifcGuid)) found.add('components-without-guid');
  if (lookup && referencedGlobalIds(viewpoint).some((globalId) => !lookup(globalId))) found.add('components-missing');
  return unappliedPartCodes.filter((code) => found.has(code));
}

/** Every GlobalId a viewpoint names: selected, in its visibility's exceptions and coloured, each once. */
export function referencedGlobalIds(viewpoint: BcfViewpoint): string[] {
  return [
    ...new Set([
      ...viewpoint.selected,
      ...globalIdsOf(viewpoint.visibility?.exceptions),
      ...(viewpoint.coloring ?? []).flatMap((entry) => globalIdsOf(entry.components)),
    ]),
  ];
}
