// The viewer's UI state as one reducer: what each action changes, and what it leaves alone.
import { describe, expect, it } from 'vitest';
import { initialViewerState, viewerReducer } from '../src/react/viewer-state.ts';

const window1 = { model: 'a', expressID: 1 };
const window2 = { model: 'a', expressID: 2 };
const point = (x: number) => ({ x, y: 0, z: 0 }) as never;

describe('the viewer state', () => {
  it('lets a pick replace the elements a viewpoint marked', () => {
    const marked = viewerReducer(initialViewerState, { type: 'mark', refs: [window1, window2] });
    expect(marked.selected).toBe(window1);
    expect(marked.marked).toEqual([window1, window2]);
    const picked = viewerReducer(marked, { type: 'choose', ref: window2 });
    expect(picked.selected).toBe(window2);
    expect(picked.marked).toEqual([]);
  });

  it('hides and shows a tree node by toggling, and isolates one node at a time', () => {
    const hidden = viewerReducer(initialViewerState, { type: 'toggle', node: 'class:IfcWall' });
    expect([...hidden.hidden]).toEqual(['class:IfcWall']);
    expect([...viewerReducer(hidden, { type: 'toggle', node: 'class:IfcWall' }).hidden]).toEqual([]);
    const isolated = viewerReducer(initialViewerState, { type: 'isolate', node: 'model:a' });
    expect(isolated.isolated).toBe('model:a');
    expect(viewerReducer(isolated, { type: 'isolate', node: 'model:a' }).isolated).toBeUndefined();
  });

  it('measures between two points, starts again at the third, and forgets them when the tool changes', () => {
    let state = viewerReducer(initialViewerState, { type: 'point', point: point(1) });
    state = viewerReducer(state, { type: 'point', point: point(2) });
    expect(state.measure).toHaveLength(2);
    state = viewerReducer(state, { type: 'point', point: point(3) });
    expect(state.measure).toEqual([point(3)]);
    expect(viewerReducer(state, { type: 'tool', tool: 'select' }).measure).toEqual([]);
  });

  it('starts afresh for a new model but keeps the tool and the section, and counts the models opened', () => {
    let state = viewerReducer(initialViewerState, { type: 'toggle', node: 'model:a' });
    state = viewerReducer(state, { type: 'choose', ref: window1 });
    state = viewerReducer(state, { type: 'matches', refs: [window1] });
    state = viewerReducer(state, { type: 'section', section: { axis: 'y', share: 0.3 } });
    state = viewerReducer(state, { type: 'tool', tool: 'measure' });
    const reset = viewerReducer(state, { type: 'reset' });
    expect(reset.hidden.size).toBe(0);
    expect(reset.selected).toBeUndefined();
    expect(reset.matches).toBeUndefined();
    expect(reset.tool).toBe('measure');
    expect(reset.section).toEqual({ axis: 'y', share: 0.3 });
    expect(reset.opened).toBe(state.opened + 1);
  });

  it('clears the selection when a comparison starts, and keeps the first frame once drawn', () => {
    const selected = viewerReducer(initialViewerState, { type: 'choose', ref: window1 });
    const comparing = viewerReducer(selected, { type: 'compare', comparison: { before: 'a', after: 'b', changes: [], kinds: new Map() } });
    expect(comparing.selected).toBeUndefined();
    const drawn = viewerReducer(initialViewerState, { type: 'first-frame' });
    expect(viewerReducer(drawn, { type: 'first-frame' })).toBe(drawn);
  });
});
