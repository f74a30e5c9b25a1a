import { describe, expect, it } from 'vitest';
import { blockingAfterFirstPaint } from '../../bench/page-tasks.ts';

const origin = 'http://127.0.0.1:4000';
const main = { pid: 1, tid: 7, ph: 'X' };
/** A trace in ms: the parse at 0, the first paint at 100. */
function trace(tasks: { ts: number; dur: number; tdur: number; commit?: boolean }[]) {
  return [
    { ...main, name: 'ParseHTML', ts: 0, dur: 5_000, args: { beginData: { url: `${origin}/de` } } },
    { name: 'firstContentfulPaint', ph: 'I', pid: 1, tid: 7, ts: 100_000 },
    ...tasks.flatMap(({ ts, dur, tdur, commit }) => [
      { ...main, name: 'RunTask', ts: ts * 1000, dur: dur * 1000, tdur: tdur * 1000 },
      ...(commit ? [{ ...main, name: 'DocumentLoader::CommitNavigation', ts: ts * 1000 + 1, dur: 1000 }] : []),
    ]),
  ];
}

describe('blocking time after the first paint, by wall and by thread time', () => {
  it('counts each task beyond 50 ms once slowed, by its wall time and by its thread time', () => {
    // 20 ms of wall time of which the thread ran 10: at 5x, 100 − 50 by wall and 50 − 50 by thread time.
    expect(blockingAfterFirstPaint(trace([{ ts: 200, dur: 20, tdur: 10 }]), origin, 5)).toEqual({ wall: 50, thread: 0 });
    expect(blockingAfterFirstPaint(trace([{ ts: 200, dur: 20, tdur: 14 }]), origin, 5)).toEqual({ wall: 50, thread: 20 });
  });

  it('leaves out what ran before the first paint and the navigation commit, and clips a task across the paint', () => {
    const tasks = [
      { ts: 10, dur: 40, tdur: 40 },
      { ts: 300, dur: 40, tdur: 40, commit: true },
      // Half of it after the paint: 20 ms wall, 10 ms thread time, at 10x.
      { ts: 80, dur: 40, tdur: 20 },
    ];
    expect(blockingAfterFirstPaint(trace(tasks), origin, 10)).toEqual({ wall: 150, thread: 50 });
  });
});
