/** The project's figures this week; labels and notes are copy (`viewDashboard.json`, `kpis.<id>`). */
export interface Kpi {
  id: 'defects' | 'rfis' | 'approvals' | 'plans';
  value: number;
  /** Change against the last period. */
  delta: number;
  /** Whether a rise is good news (plans released) or bad (open defects). */
  riseIsGood: boolean;
  /** The last six periods, oldest first, for the sparkline. */
  trend: readonly number[];
  icon: 'warning' | 'comment' | 'check' | 'plans';
}

export const kpis: readonly Kpi[] = [
  { id: 'defects', value: 23, delta: -4, riseIsGood: false, trend: [31, 30, 28, 29, 27, 23], icon: 'warning' },
  { id: 'rfis', value: 5, delta: 2, riseIsGood: false, trend: [2, 3, 3, 4, 3, 5], icon: 'comment' },
  { id: 'approvals', value: 7, delta: 1, riseIsGood: false, trend: [4, 6, 5, 6, 6, 7], icon: 'check' },
  { id: 'plans', value: 42, delta: 12, riseIsGood: true, trend: [18, 25, 22, 30, 30, 42], icon: 'plans' },
];

export type Trade = 'frame' | 'facade' | 'mep' | 'screed' | 'fitout' | 'external';

/** A bar of the schedule; its name is copy (`schedule.<id>`). */
export interface Activity {
  id: ActivityId;
  trade: Trade;
  start: string;
  end: string;
  /** Share done, 0 to 1. */
  progress: number;
  /** Behind plan: drawn with a warning. */
  late?: boolean;
}

export type ActivityId = 'frame' | 'roof' | 'facade' | 'mep' | 'screedLow' | 'screedHigh' | 'fitoutLow' | 'fitoutHigh' | 'external';
export type MilestoneId = 'frameDone' | 'topping' | 'roofTight' | 'watertight';

export interface Milestone {
  id: MilestoneId;
  date: string;
  atRisk?: boolean;
}

/** The schedule's window: 26 weeks from the Monday of calendar week 41. */
export const chartStart = '2026-10-05';
export const chartWeeks = 26;

export const activities: readonly Activity[] = [
  { id: 'frame', trade: 'frame', start: '2026-10-05', end: '2026-12-11', progress: 0.78 },
  { id: 'roof', trade: 'frame', start: '2026-12-14', end: '2027-01-29', progress: 0 },
  { id: 'facade', trade: 'facade', start: '2026-10-19', end: '2027-02-26', progress: 0.32 },
  { id: 'mep', trade: 'mep', start: '2026-10-12', end: '2027-01-22', progress: 0.45 },
  { id: 'screedLow', trade: 'screed', start: '2026-11-09', end: '2026-12-18', progress: 0.22, late: true },
  { id: 'screedHigh', trade: 'screed', start: '2027-01-11', end: '2027-02-12', progress: 0 },
  { id: 'fitoutLow', trade: 'fitout', start: '2027-01-04', end: '2027-03-19', progress: 0 },
  { id: 'fitoutHigh', trade: 'fitout', start: '2027-02-15', end: '2027-04-02', progress: 0 },
  { id: 'external', trade: 'external', start: '2027-03-01', end: '2027-04-02', progress: 0 },
];

export const milestones: readonly Milestone[] = [
  { id: 'frameDone', date: '2026-12-11' },
  { id: 'topping', date: '2026-12-18' },
  { id: 'roofTight', date: '2027-01-29' },
  { id: 'watertight', date: '2027-02-26', atRisk: true },
];

/** The chart's rows, top to bottom: activities, then the milestones it shows. */
export const rows: readonly ({ kind: 'activity'; id: ActivityId } | { kind: 'milestone'; id: MilestoneId })[] = [
  { kind: 'activity', id: 'frame' },
  { kind: 'milestone', id: 'topping' },
  { kind: 'activity', id: 'roof' },
  { kind: 'activity', id: 'mep' },
  { kind: 'activity', id: 'screedLow' },
  { kind: 'activity', id: 'fitoutLow' },
  { kind: 'activity', id: 'facade' },
  { kind: 'milestone', id: 'watertight' },
  { kind: 'activity', id: 'screedHigh' },
  { kind: 'activity', id: 'fitoutHigh' },
  { kind: 'activity', id: 'external' },
];

/** Finish-to-start links the chart draws as arrows. */
export const links: readonly [from: ActivityId | MilestoneId, to: ActivityId | MilestoneId][] = [
  ['frame', 'topping'],
  ['frame', 'roof'],
  ['screedLow', 'fitoutLow'],
  ['facade', 'watertight'],
  ['screedHigh', 'fitoutHigh'],
];

/** What waits for the viewer (the BIM manager), most pressing first; words in `attention.<id>`. */
export const attention: readonly {
  id: 'facade' | 'planRun' | 'defect' | 'clash';
  kind: 'approval' | 'planRun' | 'defect' | 'model';
  ref?: string;
  date: string;
  late?: boolean;
}[] = [
  { id: 'facade', kind: 'approval', date: '2026-11-18', late: true },
  { id: 'defect', kind: 'defect', ref: 'M-214', date: '2026-11-20', late: true },
  { id: 'planRun', kind: 'planRun', date: '2026-11-27' },
  { id: 'clash', kind: 'model', date: '2026-11-26' },
];
