// `task-activities`: a task's detail window with its activity timeline on the right. New entries slide
// in at the top one by one and push the older ones down: a comment, an attachment, an approval, a
// status change from in progress (yellow) to done (green); the task on the left follows each of them.
// After a hold the new entries fade, the old ones move back up and the task returns to in progress,
// which is the first frame again, so the loop has no seam. Every value is a function of `t`.

import { bar, c, clamp01, ease, inOut, n } from './draw.ts';
import type { Scene } from './scene.ts';

const card = (x: number, y: number, width: number, height: number) =>
  `<rect x="${n(x)}" y="${n(y)}" width="${width}" height="${height}" rx="8" fill="${c.white}" stroke="${c.line}" stroke-width="1.5"/>`;

/** `#rrggbb` between two colours. */
function mix(from: string, to: string, amount: number): string {
  const a = clamp01(amount);
  const channel = (i: number) => {
    const x = Number.parseInt(from.slice(1 + i * 2, 3 + i * 2), 16);
    const y = Number.parseInt(to.slice(1 + i * 2, 3 + i * 2), 16);
    return Math.round(x + (y - x) * a)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}

function avatar(cx: number, cy: number, r: number, fill = c.bar): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${r}" fill="${fill}"/><circle cx="${n(cx)}" cy="${n(cy - r * 0.25)}" r="${n(r * 0.37)}" fill="${c.muted}"/><path d="M${n(cx - r * 0.62)} ${n(cy + r * 0.68)}a${n(r * 0.62)} ${n(r * 0.56)} 0 0 1 ${n(r * 1.24)} 0z" fill="${c.muted}"/>`;
}

const stroke = (color: string, width = 1.5) => `fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;

/** Glyphs about 16 px across, centred on the origin. */
const glyph = {
  comment: `<path d="M-6-7h12a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2H-1l-4 4v-4h-1a2 2 0 0 1-2-2v-7a2 2 0 0 1 2-2z" ${stroke(c.muted)}/>`,
  paperclip: `<path d="M4.5-1.5l-6 6a3 3 0 0 1-4.2-4.2l7.2-7.2a2 2 0 0 1 2.8 2.8l-7 7a1 1 0 0 1-1.4-1.4l6-6" ${stroke(c.muted)} transform="translate(1 1) scale(1.05)"/>`,
  check: `<path d="M-4.5 0l3 3 6-6.5" ${stroke(c.green, 1.8)}/>`,
  status: `<circle r="6.5" ${stroke(c.muted)}/><path d="M0-6.5a6.5 6.5 0 0 1 0 13z" fill="${c.muted}"/>`,
  person: `<circle cy="-3" r="3" ${stroke(c.muted)}/><path d="M-6 6.5a6 5.5 0 0 1 12 0" ${stroke(c.muted)}/>`,
  plus: `<path d="M0-5.5v11M-5.5 0h11" ${stroke(c.muted)}/>`,
};

/** A document sheet with a folded corner, top-left at (x, y), 12 × 15. */
const sheet = (x: number, y: number) =>
  `<path d="M${n(x)} ${n(y)}h8l4 4v11H${n(x)}z" fill="${c.white}" stroke="${c.muted}" stroke-width="1.3" stroke-linejoin="round"/><path d="M${n(x + 8)} ${n(y)}v4h4" ${stroke(c.muted, 1.3)}/>`;

// ── Timeline entries ───────────────────────────────────────────────────────────────────────────────
type Kind = 'comment' | 'attachment' | 'approval' | 'status' | 'assigned' | 'created';
interface Entry {
  kind: Kind;
  height: number;
  name: number;
  /** Seconds at which a new entry arrives; absent for the ones already in the log. */
  start?: number;
  widths: readonly number[];
}

/** Newest first, as the log lists them. */
const log: readonly Entry[] = [
  { kind: 'status', height: 70, name: 64, start: 4.8, widths: [88] },
  { kind: 'approval', height: 70, name: 80, start: 3.4, widths: [112] },
  { kind: 'attachment', height: 80, name: 72, start: 2.0, widths: [96] },
  { kind: 'comment', height: 88, name: 64, start: 0.6, widths: [200, 132] },
  { kind: 'assigned', height: 70, name: 88, widths: [72] },
  { kind: 'comment', height: 88, name: 76, widths: [188, 96] },
  { kind: 'created', height: 48, name: 70, widths: [] },
];
const entryX = 620;
const entryWidth = 288;
const railX = 596;
const logTop = 112;
const gap = 12;

const DURATION = 9.6;
/** The new entries fade, then the old ones move back up; from 8.7 s on it is the start state again. */
const RESET = 8.0;
const STATUS_TURNS = 5.25;

function entryBody(entry: Entry, y: number, t: number): string {
  const x = entryX;
  const badgeFill = entry.kind === 'approval' ? c.greenSoft : c.white;
  const badgeStroke = entry.kind === 'approval' ? c.green : c.line;
  const icon = {
    comment: glyph.comment,
    attachment: glyph.paperclip,
    approval: glyph.check,
    status: glyph.status,
    assigned: glyph.person,
    created: glyph.plus,
  }[entry.kind];
  const parts = [
    `<circle cx="${railX}" cy="${n(y + 22)}" r="14" fill="${badgeFill}" stroke="${badgeStroke}" stroke-width="1.5"/>`,
    `<g transform="translate(${railX} ${n(y + 22)})">${icon}</g>`,
    card(x, y, entryWidth, entry.height),
    avatar(x + 22, y + 22, 10),
    bar(x + 40, y + 18, entry.name, c.line),
    bar(x + entryWidth - 50, y + 18, 36),
  ];
  const row = y + 40;
  switch (entry.kind) {
    case 'comment':
      parts.push(`<rect x="${x + 14}" y="${n(row)}" width="${entryWidth - 28}" height="36" rx="8" fill="${c.surface}"/>`);
      parts.push(bar(x + 26, row + 8, entry.widths[0]!), bar(x + 26, row + 20, entry.widths[1]!));
      break;
    case 'attachment':
      parts.push(`<rect x="${x + 14}" y="${n(row)}" width="168" height="28" rx="6" fill="${c.white}" stroke="${c.line}" stroke-width="1.5"/>`);
      parts.push(sheet(x + 24, row + 6.5), bar(x + 46, row + 10, entry.widths[0]!));
      break;
    case 'approval':
      parts.push(`<rect x="${x + 14}" y="${n(row)}" width="32" height="18" rx="9" fill="${c.greenSoft}"/>`);
      parts.push(`<g transform="translate(${x + 30} ${n(row + 9)}) scale(.8)">${glyph.check}</g>`);
      parts.push(bar(x + 56, row + 5, entry.widths[0]!));
      break;
    case 'status': {
      // The pill of this entry turns from in progress to done once it has arrived.
      const done = ease(t, STATUS_TURNS, 0.5);
      parts.push(`<rect x="${x + 14}" y="${n(row)}" width="28" height="18" rx="9" fill="${c.accent}"/>`);
      parts.push(`<path d="M${x + 50} ${n(row + 9)}h12m-4-4l4 4-4 4" ${stroke(c.muted)}/>`);
      parts.push(`<rect x="${x + 70}" y="${n(row)}" width="28" height="18" rx="9" fill="${mix(c.accent, c.greenSoft, done)}"/>`);
      if (done > 0.001) parts.push(`<g opacity="${n(done)}" transform="translate(${x + 84} ${n(row + 9)}) scale(.75)">${glyph.check}</g>`);
      parts.push(bar(x + 108, row + 5, entry.widths[0]!));
      break;
    }
    case 'assigned':
      parts.push(avatar(x + 24, row + 9, 9, c.blueSoft), bar(x + 40, row + 5, entry.widths[0]!));
      break;
    case 'created':
      break;
  }
  return parts.join('');
}

function timeline(t: number): string {
  // How far each new entry is in: 1 once it has arrived, back to 0 when the log resets.
  const presence = log.map((entry) => (entry.start === undefined ? 1 : ease(t, entry.start, 0.55) * (1 - ease(t, RESET + 0.1, 0.6))));
  const parts: string[] = [];
  let y = logTop;
  log.forEach((entry, i) => {
    const p = presence[i]!;
    const space = (entry.height + gap) * p;
    if (entry.start === undefined) {
      parts.push(entryBody(entry, y, t));
    } else {
      // A new entry comes down from above the list while the older ones make room for it.
      const alpha = ease(t, entry.start, 0.55) * (1 - ease(t, RESET, 0.4));
      if (alpha > 0.001) parts.push(`<g opacity="${n(alpha)}">${entryBody(entry, y + space - entry.height - gap, t)}</g>`);
    }
    y += space;
  });
  return [
    `<defs><clipPath id="log"><rect x="568" y="${logTop - 8}" width="360" height="${564 - logTop + 8}"/></clipPath>`,
    `<linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.surface}" stop-opacity="0"/><stop offset="1" stop-color="${c.surface}"/></linearGradient></defs>`,
    `<path d="M568 69H928V552a12 12 0 0 1-12 12H568z" fill="${c.surface}"/>`,
    `<path d="M568 69V564" stroke="${c.line}" stroke-width="1.5"/>`,
    bar(588, 84, 88, c.line),
    `<g transform="translate(900 88)"><path d="M-7-4h14M-4.5 0h9M-2 4h4" ${stroke(c.muted)}/></g>`,
    `<g clip-path="url(#log)"><path d="M${railX} ${logTop - 8}V564" stroke="${c.line}" stroke-width="1.5"/>${parts.join('')}</g>`,
    `<path d="M569 514H928V552a12 12 0 0 1-12 12H569z" fill="url(#fade)"/>`,
  ].join('');
}

function details(t: number): string {
  const attached = inOut(t, 2.35, RESET, 0.5, 0.45);
  const approved = inOut(t, 3.75, RESET, 0.4, 0.45);
  const done = inOut(t, STATUS_TURNS + 0.1, RESET, 0.5, 0.5);
  const pillFill = mix(c.accent, c.greenSoft, done);
  const checkbox = (y: number, on: number) =>
    `<rect x="112.75" y="${y + 0.75}" width="14.5" height="14.5" rx="4" fill="${c.white}" stroke="${c.muted}" stroke-width="1.5"/>` +
    (on > 0.001
      ? `<g opacity="${n(on)}"><rect x="112" y="${y}" width="16" height="16" rx="4" fill="${c.green}"/><path d="M116 ${y + 8}l2.8 2.8 5-5" ${stroke(c.white, 1.6)}/></g>`
      : '');
  const metaRow = (y: number, icon: string, value: string) => `<g transform="translate(120 ${y + 4})">${icon}</g>${bar(140, y, 64)}${value}`;
  return [
    // Status pill: in progress (a half-filled circle) turning into done (a check).
    `<rect x="112" y="88" width="96" height="24" rx="12" fill="${pillFill}"/>`,
    `<g opacity="${n(1 - done)}"><circle cx="126" cy="100" r="5" fill="none" stroke="${c.ink}" stroke-width="1.5"/><path d="M126 95a5 5 0 0 1 0 10z" fill="${c.ink}"/>${bar(138, 96, 58, mix(c.ink, c.accent, 0.55))}</g>`,
    done > 0.001
      ? `<g opacity="${n(done)}"><path d="M121.5 100l3 3 5.5-6" ${stroke(c.green, 1.8)}/>${bar(138, 96, 58, mix(c.green, c.greenSoft, 0.55))}</g>`
      : '',
    bar(220, 96, 56),
    `<rect x="112" y="128" width="300" height="12" rx="6" fill="${c.line}"/>`,
    bar(112, 150, 196),
    `<path d="M112 176H544" stroke="${c.bar}" stroke-width="1.5"/>`,
    metaRow(
      194,
      `<circle cy="-3" r="3" ${stroke(c.muted)}/><path d="M-6 6.5a6 5.5 0 0 1 12 0" ${stroke(c.muted)}/>`,
      `${avatar(240, 198, 9)}${bar(256, 194, 88)}`,
    ),
    metaRow(
      224,
      `<rect x="-6" y="-5" width="12" height="11" rx="2" ${stroke(c.muted)}/><path d="M-6-1h12M-3-7v3M3-7v3" ${stroke(c.muted)}/>`,
      bar(232, 224, 72),
    ),
    metaRow(
      254,
      `<path d="M0 7c-4-4.5-6-7-6-9.5a6 6 0 0 1 12 0C6 0 4 2.5 0 7z" ${stroke(c.muted)}/><circle cy="-2.5" r="2" fill="${c.muted}"/>`,
      bar(232, 254, 120),
    ),
    `<path d="M112 280H544" stroke="${c.bar}" stroke-width="1.5"/>`,
    bar(112, 298, 408),
    bar(112, 312, 380),
    bar(112, 326, 252),
    // Checklist: the last item, the approval, is checked when the approval arrives.
    checkbox(352, 1),
    bar(138, 356, 148),
    checkbox(378, 1),
    bar(138, 382, 120),
    checkbox(404, approved),
    bar(138, 408, 164),
    // Attachments: the new file joins the plan that was there.
    bar(112, 444, 80, c.line),
    `<rect x="112" y="464" width="200" height="56" rx="8" fill="${c.white}" stroke="${c.line}" stroke-width="1.5"/>`,
    `<rect x="120" y="472" width="40" height="40" rx="6" fill="${c.surface}"/>`,
    `<g ${stroke(c.muted, 1.3)}><rect x="127" y="479" width="26" height="26" rx="1"/><path d="M140 479v10M127 494h8M140 494v11M140 494h13"/></g>`,
    bar(172, 478, 112),
    bar(172, 494, 64),
    attached > 0.001
      ? `<g opacity="${n(attached)}" transform="translate(${n((1 - attached) * -12)} 0)"><rect x="328" y="464" width="200" height="56" rx="8" fill="${c.white}" stroke="${c.line}" stroke-width="1.5"/><rect x="336" y="472" width="40" height="40" rx="6" fill="${c.surface}"/>${sheet(350, 484.5)}${bar(388, 478, 96)}${bar(388, 494, 56)}</g>`
      : '',
  ].join('');
}

function windowChrome(body: string): string {
  const [x, y, w, h] = [32, 28, 896, 536];
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
    body,
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="12" fill="none" stroke="${c.line}" stroke-width="2"/>`,
  ].join('');
}

function frame(t: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="600" viewBox="0 0 960 600"><rect width="960" height="600" fill="${c.surface}"/>${windowChrome(details(t) + timeline(t))}</svg>`;
}

export const taskActivities: Scene = {
  name: 'task-activities',
  width: 960,
  height: 600,
  duration: DURATION,
  posterTime: 7,
  frame,
};
