import { IfcEngine } from '@lotrecht/ifc-viewer';
import { nodeWasm } from '@lotrecht/ifc-viewer/node';
import { describe, expect, it } from 'vitest';

describe('IfcEngine', () => {
  it('starts web-ifc once for calls that come while it starts (the worker warms itself as a page asks it to)', async () => {
    const engine = new IfcEngine(nodeWasm());
    const [first, second] = await Promise.all([engine.ready(), engine.ready()]);
    expect(second).toBe(first);
    expect(await engine.ready()).toBe(first);
    engine.dispose();
  });
});
