// `task-relationships`: a parent task; three child tasks appear one after another and lines draw
// themselves from the parent to each; then a plan and a model element link to the middle child with
// dashed connectors while that child takes the accent; a hold; then all of it eases back to the parent
// alone, which is also the first frame, so the loop has no seam. Every value is a function of `t`.

import { bar, c, clamp01, ease, inOut, n } from './draw.ts';
import type { Scene } from './scene.ts';

const card = (x: number, y: number, width: number, height: number) =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="8" fill="${c.white}" stroke="${c.line}" stroke-width="1.5"/>`;
/** Moves a group up into place while it fades in: 0 is `dy` lower and invisible. */
const appear = (amount: number, body: string, dy = 14) =>
  amount <= 0.001 ? '' : `<g opacity="${n(amount)}" transform="translate(0 ${n((1 - amount) * dy)})">${body}</g>`;

function avatar(cx: number, cy: number, r: number, fill = c.bar): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/><circle cx="${cx}" cy="${n(cy - r * 0.25)}" r="${n(r * 0.37)}" fill="${c.muted}"/><path d="M${n(cx - r * 0.62)} ${n(cy + r * 0.68)}a${n(r * 0.62)} ${n(r * 0.56)} 0 0 1 ${n(r * 1.24)} 0z" fill="${c.muted}"/>`;
}

// ── Connectors that draw themselves ───────────────────────────────────────────────────────────────
type Point = readonly [number, number];
type Segment =
  | { kind: 'line'; from: Point; to: Point; length: number }
  | { kind: 'arc'; from: Point; to: Point; length: number; center: Point; r: number; start: number; turn: number };

/** An orthogonal route through `points` with rounded corners, as segments that can be cut anywhere. */
function route(points: readonly Point[], radius: number): Segment[] {
  const segments: Segment[] = [];
  const line = (from: Point, to: Point): Segment => ({ kind: 'line', from, to, length: Math.hypot(to[0] - from[0], to[1] - from[1]) });
  let current = points[0]!;
  for (let i = 1; i < points.length; i++) {
    const corner = points[i]!;
    const next = points[i + 1];
    const inLength = Math.hypot(corner[0] - current[0], corner[1] - current[1]);
    const d1: Point = [(corner[0] - current[0]) / inLength, (corner[1] - current[1]) / inLength];
    if (!next) {
      segments.push(line(current, corner));
      break;
    }
    const outLength = Math.hypot(next[0] - corner[0], next[1] - corner[1]);
    const d2: Point = [(next[0] - corner[0]) / outLength, (next[1] - corner[1]) / outLength];
    const cross = d1[0] * d2[1] - d1[1] * d2[0];
    const r = Math.min(radius, inLength, outLength / 2);
    if (Math.abs(cross) < 1e-9 || r <= 0) {
      segments.push(line(current, corner));
      current = corner;
      continue;
    }
    const from: Point = [corner[0] - d1[0] * r, corner[1] - d1[1] * r];
    const to: Point = [corner[0] + d2[0] * r, corner[1] + d2[1] * r];
    const center: Point = [from[0] + d2[0] * r, from[1] + d2[1] * r];
    segments.push(line(current, from));
    const start = Math.atan2(from[1] - center[1], from[0] - center[0]);
    segments.push({ kind: 'arc', from, to, center, r, start, turn: cross > 0 ? Math.PI / 2 : -Math.PI / 2, length: (r * Math.PI) / 2 });
    current = to;
  }
  return segments;
}

/** The first `amount` (0…1) of a route as path data; empty when nothing is drawn yet. */
function partial(segments: readonly Segment[], amount: number): string {
  const total = segments.reduce((sum, segment) => sum + segment.length, 0);
  let left = total * clamp01(amount);
  if (left < 0.5) return '';
  let d = `M${n(segments[0]!.from[0])} ${n(segments[0]!.from[1])}`;
  for (const segment of segments) {
    const share = Math.min(1, left / segment.length || 0);
    if (segment.kind === 'line') {
      const x = segment.from[0] + (segment.to[0] - segment.from[0]) * share;
      const y = segment.from[1] + (segment.to[1] - segment.from[1]) * share;
      d += `L${n(x)} ${n(y)}`;
    } else {
      const angle = segment.start + segment.turn * share;
      const x = segment.center[0] + segment.r * Math.cos(angle);
      const y = segment.center[1] + segment.r * Math.sin(angle);
      d += `A${n(segment.r)} ${n(segment.r)} 0 0 ${segment.turn > 0 ? 1 : 0} ${n(x)} ${n(y)}`;
    }
    left -= segment.length;
    if (left <= 0) break;
  }
  return d;
}

function connector(segments: readonly Segment[], amount: number, dashed = false): string {
  const d = partial(segments, amount);
  if (!d) return '';
  const dash = dashed ? ' stroke-dasharray="5 5"' : ' stroke-linecap="round"';
  return `<path d="${d}" fill="none" stroke="${c.muted}" stroke-width="1.5" stroke-linejoin="round"${dash}/>`;
}

// ── Layout ─────────────────────────────────────────────────────────────────────────────────────────
const win = { x: 32, y: 28, width: 896, height: 536 };
const parent = { x: 358, y: 112, width: 300, height: 76 };
const childTop = 272;
const linkTop = 436;
const children = [
  { cx: 238, title: 124, sub: 84, date: 44, start: 0.5 },
  { cx: 508, title: 136, sub: 100, date: 52, start: 1.3 },
  { cx: 778, title: 112, sub: 92, date: 40, start: 2.1 },
].map((child) => ({
  ...child,
  x: child.cx - 110,
  line: route(
    [
      [508, 188],
      [508, 230],
      [child.cx, 230],
      [child.cx, childTop],
    ],
    12,
  ),
}));
const selected = children[1]!;
const links = [
  { cx: 378, kind: 'plan' as const, draw: 3.6, show: 3.95 },
  { cx: 638, kind: 'model' as const, draw: 4.25, show: 4.6 },
].map((link) => ({
  ...link,
  x: link.cx - 110,
  line: route(
    [
      [508, childTop + 76],
      [508, 392],
      [link.cx, 392],
      [link.cx, linkTop],
    ],
    12,
  ),
}));

// ── Timing (seconds) ───────────────────────────────────────────────────────────────────────────────
const DURATION = 9;
const HIGHLIGHT = 3.1;
/** The linked documents leave first, then the children; from 8.3 s on it is the start state again. */
const LINKS_OUT = 7.3;
const CHILDREN_OUT = 7.7;

function windowChrome(body: string): string {
  const { x, y, width: w, height: h } = win;
  return [
    `<rect x="${x}" y="${y + 8}" width="${w}" height="${h}" rx="12" fill="${c.ink}" opacity=".08"/>`,
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="12" fill="${c.white}"/>`,
    `<path d="M${x} ${y + 40}V${y + 12}a12 12 0 0 1 12-12H${x + w - 12}a12 12 0 0 1 12 12V${y + 40}z" fill="${c.surface}"/>`,
    `<path d="M${x} ${y + 41}h56V${y + h}H${x + 12}a12 12 0 0 1-12-12z" fill="${c.surface}"/>`,
    `<path d="M${x} ${y + 40}H${x + w}M${x + 56} ${y + 40}V${y + h}" stroke="${c.line}" stroke-width="1.5"/>`,
    `<g fill="${c.line}"><circle cx="${x + 20}" cy="${y + 20}" r="4"/><circle cx="${x + 34}" cy="${y + 20}" r="4"/><circle cx="${x + 48}" cy="${y + 20}" r="4"/></g>`,
    bar(x + 72, y + 16, 120, c.line),
    // The navigation rail, tasks in focus.
    `<rect x="${x + 18}" y="${y + 58}" width="20" height="20" rx="5" fill="none" stroke="${c.muted}" stroke-width="1.5"/>`,
    `<rect x="${x + 18}" y="${y + 90}" width="20" height="20" rx="5" fill="${c.accent}"/>`,
    `<path d="M${x + 23} ${y + 100}l3.5 3.5 6-7" fill="none" stroke="${c.ink}" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<rect x="${x + 18}" y="${y + 122}" width="20" height="20" rx="5" fill="none" stroke="${c.muted}" stroke-width="1.5"/>`,
    `<rect x="${x + 18}" y="${y + 154}" width="20" height="20" rx="5" fill="none" stroke="${c.muted}" stroke-width="1.5"/>`,
    // Breadcrumb.
    bar(112, 84, 64),
    `<path d="M186 85l3 3-3 3" fill="none" stroke="${c.muted}" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round"/>`,
    bar(198, 84, 96, c.line),
    body,
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="12" fill="none" stroke="${c.line}" stroke-width="2"/>`,
  ].join('');
}

function parentCard(t: number): string {
  const { x, y, width, height } = parent;
  const segments = children.map((child, i) => {
    const filled = inOut(t, child.start + 0.7, CHILDREN_OUT, 0.4, 0.5);
    return `<rect x="${x + 72 + i * 30}" y="${y + 54}" width="24" height="8" rx="4" fill="${c.bar}"/><rect x="${x + 72 + i * 30}" y="${y + 54}" width="24" height="8" rx="4" fill="${i === 0 ? c.green : c.muted}" opacity="${n(filled)}"/>`;
  });
  return [
    card(x, y, width, height),
    `<rect x="${x + 16}" y="${y + 16}" width="44" height="44" rx="8" fill="${c.surface}"/>`,
    // A hierarchy glyph: one box over two.
    `<g fill="none" stroke="${c.muted}" stroke-width="1.5" stroke-linejoin="round"><rect x="${x + 32}" y="${y + 25}" width="12" height="9" rx="2"/><rect x="${x + 24}" y="${y + 43}" width="10" height="8" rx="2"/><rect x="${x + 42}" y="${y + 43}" width="10" height="8" rx="2"/><path d="M${x + 38} ${y + 34}v4.5M${x + 29} ${y + 43}v-4.5h18v4.5"/></g>`,
    bar(x + 72, y + 20, 156, c.line),
    bar(x + 72, y + 34, 108),
    ...segments,
    avatar(x + width - 30, y + 30, 12),
  ].join('');
}

function childCard(child: (typeof children)[number], index: number, highlight: number, linked: readonly number[]): string {
  const { x, title, sub, date } = child;
  const y = childTop;
  const box =
    index === 0
      ? `<rect x="${x + 16}" y="${y + 15}" width="16" height="16" rx="4" fill="${c.green}"/><path d="M${x + 20} ${y + 23}l2.8 2.8 5-5" fill="none" stroke="${c.white}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"/>`
      : `<rect x="${x + 16.75}" y="${y + 15.75}" width="14.5" height="14.5" rx="4" fill="${c.white}" stroke="${c.muted}" stroke-width="1.5"/>`;
  const dot = index === 0 ? c.green : c.muted;
  const parts = [
    highlight > 0.001 ? `<rect x="${x - 4}" y="${y - 4}" width="228" height="84" rx="11" fill="${c.accent}" opacity="${n(0.3 * highlight)}"/>` : '',
    card(x, y, 220, 76),
    box,
    bar(x + 44, y + 16, title),
    bar(x + 44, y + 30, sub),
    avatar(x + 25, y + 55, 9),
    bar(x + 42, y + 51, date),
    `<circle cx="${x + 200}" cy="${y + 55}" r="4" fill="${dot}"/>`,
  ];
  if (highlight > 0.001) {
    parts.push(
      `<circle cx="${x + 200}" cy="${y + 55}" r="4" fill="${c.accent}" stroke="${c.accentStrong}" stroke-width="1.5" opacity="${n(highlight)}"/>`,
      `<rect x="${x}" y="${y}" width="220" height="76" rx="8" fill="none" stroke="${c.accentStrong}" stroke-width="2" opacity="${n(highlight)}"/>`,
    );
  }
  // Small badges for what is linked to this task: a plan sheet, then a model element.
  if (linked[0]! > 0.001) parts.push(`<g opacity="${n(linked[0]!)}">${sheetGlyph(x + 152, y + 48, 0.6)}</g>`);
  if (linked[1]! > 0.001) parts.push(`<g opacity="${n(linked[1]!)}">${cubeGlyph(x + 176, y + 55, 0.55)}</g>`);
  return parts.join('');
}

/** A plan sheet with a folded corner, top-left at (x, y), 20 × 24 at scale 1. */
function sheetGlyph(x: number, y: number, scale: number): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})" fill="none" stroke="${c.muted}" stroke-width="${n(1.5 / scale)}" stroke-linejoin="round"><path d="M0 0h13l7 7v17H0z" fill="${c.white}"/><path d="M13 0v7h7M4 12h12M4 17h8"/></g>`;
}

/** An isometric cube centred on (cx, cy), about 22 px across at scale 1. */
function cubeGlyph(cx: number, cy: number, scale: number): string {
  return `<g transform="translate(${cx} ${cy}) scale(${scale})" stroke="${c.ink}" stroke-width="${n(1.5 / scale)}" stroke-linejoin="round"><path d="M0-12l11 6-11 6-11-6z" fill="${c.surface}"/><path d="M-11-6l11 6v13l-11-6z" fill="${c.white}"/><path d="M11-6L0 0v13l11-6z" fill="${c.line}"/></g>`;
}

function planCard(x: number, y: number): string {
  const tx = x + 14;
  const ty = y + 14;
  return [
    card(x, y, 220, 84),
    `<rect x="${tx}" y="${ty}" width="56" height="56" rx="6" fill="${c.surface}"/>`,
    // A floor plan in miniature: outline, walls, a door swing.
    `<g fill="none" stroke="${c.muted}" stroke-width="1.5" stroke-linecap="round"><rect x="${tx + 9}" y="${ty + 9}" width="38" height="38" rx="1"/><path d="M${tx + 28} ${ty + 9}v14M${tx + 9} ${ty + 30}h12M${tx + 28} ${ty + 31}v16M${tx + 28} ${ty + 31}h19"/><path d="M${tx + 21} ${ty + 30}a7 7 0 0 1 7 -7" stroke-dasharray="2 2"/></g>`,
    sheetGlyph(x + 84, y + 16, 0.6),
    bar(x + 102, y + 18, 96, c.line),
    bar(x + 84, y + 36, 112),
    `<rect x="${x + 84}" y="${y + 54}" width="44" height="16" rx="8" fill="${c.blueSoft}"/><circle cx="${x + 94}" cy="${y + 62}" r="3" fill="${c.blue}"/>`,
    bar(x + 136, y + 58, 40),
  ].join('');
}

function modelCard(x: number, y: number): string {
  const tx = x + 14;
  const ty = y + 14;
  return [
    card(x, y, 220, 84),
    `<rect x="${tx}" y="${ty}" width="56" height="56" rx="6" fill="${c.surface}"/>`,
    cubeGlyph(tx + 28, ty + 28, 1.3),
    cubeGlyph(x + 91, y + 23, 0.5),
    bar(x + 102, y + 18, 84, c.line),
    bar(x + 84, y + 36, 120),
    bar(x + 84, y + 58, 64),
    `<circle cx="${x + 196}" cy="${y + 62}" r="4" fill="${c.muted}"/>`,
  ].join('');
}

/** A chain link in a small white disc where the dashed connectors branch. */
function linkBadge(cx: number, cy: number): string {
  return `<circle cx="${cx}" cy="${cy}" r="11" fill="${c.white}" stroke="${c.line}" stroke-width="1.5"/><g fill="none" stroke="${c.muted}" stroke-width="1.5" stroke-linecap="round" transform="rotate(-45 ${cx} ${cy})"><rect x="${cx - 7}" y="${cy - 2.5}" width="8" height="5" rx="2.5"/><rect x="${cx - 1}" y="${cy - 2.5}" width="8" height="5" rx="2.5"/></g>`;
}

function frame(t: number): string {
  const parts: string[] = [parentCard(t)];
  const linkLines = links.map((link) => ease(t, link.draw, 0.55) * (1 - ease(t, LINKS_OUT, 0.5)));
  const linkCards = links.map((link) => inOut(t, link.show, LINKS_OUT, 0.5, 0.45));
  // Solid connectors from the parent, under the cards.
  children.forEach((child) => {
    parts.push(connector(child.line, ease(t, child.start + 0.25, 0.5) * (1 - ease(t, CHILDREN_OUT, 0.55))));
  });
  links.forEach((link, i) => {
    parts.push(connector(link.line, linkLines[i]!, true));
  });
  const badge = inOut(t, links[0]!.draw + 0.15, LINKS_OUT, 0.4);
  if (badge > 0.001) parts.push(`<g opacity="${n(badge)}">${linkBadge(508, 392)}</g>`);
  const highlight = inOut(t, HIGHLIGHT, LINKS_OUT + 0.1, 0.45, 0.5);
  children.forEach((child, index) => {
    const shown = inOut(t, child.start, CHILDREN_OUT, 0.5, 0.5);
    const linked = child === selected ? linkCards : [0, 0];
    parts.push(appear(shown, childCard(child, index, child === selected ? highlight : 0, linked)));
  });
  links.forEach((link, i) => {
    parts.push(appear(linkCards[i]!, link.kind === 'plan' ? planCard(link.x, linkTop) : modelCard(link.x, linkTop)));
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="600" viewBox="0 0 960 600"><rect width="960" height="600" fill="${c.surface}"/>${windowChrome(parts.join(''))}</svg>`;
}

export const taskRelationships: Scene = {
  name: 'task-relationships',
  width: 960,
  height: 600,
  duration: DURATION,
  posterTime: 6,
  frame,
};
