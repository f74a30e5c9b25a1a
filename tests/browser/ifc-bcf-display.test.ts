// A BCF viewpoint that shows only some elements (default visibility off, its exceptions listed) and
// colours one of them, as a checking tool writes it: imported into the viewer on the sample, the view
// shows just those, the status says how many, and one button gives every element back. A viewpoint
// with an orthogonal camera and a slanted clipping plane is drawn in parallel projection and cut.
import { readFileSync } from 'node:fs';
import { newGuid, newTopic, readModel, searchElements, windowWidthQuery, writeBcf } from '@lotrecht/ifc-viewer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ifcApi } from '../support/ifc-reader.ts';
import { type LiveSite, liveSite, open } from '../support/live-site.ts';

let site: LiveSite;
beforeAll(async () => {
  site = await liveSite({ OUTBOX_WORKER: 'false' });
});
afterAll(() => site.close());

const json = (namespace: string) => JSON.parse(readFileSync(`locales/en/${namespace}.json`, 'utf8'));
const tool = json('ifcViewerTool');
const bcf = json('ifcViewerBcf');
const fill = (text: string, values: Record<string, string | number>) => text.replace(/{{(\w+)}}/g, (_, name: string) => String(values[name]));
const viewerPace = { timeout: 15_000 };

describe("a BCF viewpoint's visibility and colours", () => {
  it('shows only the elements it names, coloured as it says, and gives the whole model back on request', async () => {
    const api = await ifcApi();
    const modelID = api.OpenModel(new Uint8Array(readFileSync('public/models/office-architecture-v1.ifc')));
    const data = readModel(api, modelID);
    api.CloseModel(modelID);
    const windows = searchElements(data, windowWidthQuery).slice(0, 3);
    const topic = newTopic({
      title: 'Only these windows',
      creationAuthor: 'checker@example.org',
      viewpoints: [
        {
          guid: newGuid(),
          selected: [],
          visibility: { defaultVisibility: false, exceptions: windows.map((window) => ({ ifcGuid: window.globalId })) },
          coloring: [{ color: 'FF0000', components: [{ ifcGuid: windows[0]!.globalId }] }],
          clippingPlanes: [],
        },
      ],
    });
    const file = writeBcf([topic]);

    const page = await site.newPage(1440, 900);
    await open(page, `${site.baseUrl}/en/product/ifc-viewer`);
    await page.getByRole('button', { name: json('ifcViewer').tryIt.openSample }).click();
    await page.waitForSelector('[data-state="ready"]', { timeout: 30_000 });
    const canvas = page.locator('canvas');
    const whole = await canvas.screenshot();

    await page
      .locator('input[type="file"][accept^=".bcf"]')
      .setInputFiles({ name: 'check.bcf', mimeType: 'application/octet-stream', buffer: Buffer.from(file) });
    const panel = page.getByRole('region', { name: bcf.panel.title });
    await panel.getByRole('button', { name: topic.title, exact: true }).click();
    const line = fill(tool.viewpoint.shown, { shown: 3, total: data.elements.length });
    await expect.poll(() => page.getByText(line).count(), viewerPace).toBe(1);
    expect(await page.getByText(fill(tool.viewpoint.coloured_one, { count: 1 })).count()).toBe(1);
    const partial = await canvas.screenshot();
    expect(Buffer.compare(partial, whole)).not.toBe(0);

    await page.getByRole('button', { name: tool.viewpoint.showAll }).click();
    await expect.poll(() => page.getByText(line).count(), viewerPace).toBe(0);
    await expect.poll(async () => Buffer.compare(await canvas.screenshot(), partial) !== 0, viewerPace).toBe(true);
    await page.close();
  });

  it('draws an orthogonal camera in parallel projection and cuts with a slanted plane, until the visitor asks for the whole model', async () => {
    const topic = newTopic({
      title: 'Parapet from above',
      creationAuthor: 'checker@example.org',
      viewpoints: [
        {
          guid: newGuid(),
          camera: { viewPoint: [10, -30, 20], direction: [0, 0.8, -0.6], up: [0, 0.6, 0.8], fieldOfView: 45, orthogonalHeight: 25 },
          selected: [],
          clippingPlanes: [{ location: [0, 0, 4], direction: [0, 0.6, 0.8] }],
        },
      ],
    });
    const page = await site.newPage(1440, 900);
    await open(page, `${site.baseUrl}/en/product/ifc-viewer`);
    await page.getByRole('button', { name: json('ifcViewer').tryIt.openSample }).click();
    await page.waitForSelector('[data-state="ready"]', { timeout: 30_000 });
    const parallel = page.getByRole('button', { name: tool.toolbar.parallel });
    expect(await parallel.getAttribute('aria-pressed')).toBe('false');
    const canvas = page.locator('canvas');

    await page
      .locator('input[type="file"][accept^=".bcf"]')
      .setInputFiles({ name: 'check.bcf', mimeType: 'application/octet-stream', buffer: Buffer.from(writeBcf([topic], { version: '3.0' })) });
    const panel = page.getByRole('region', { name: bcf.panel.title });
    await panel.getByRole('button', { name: topic.title, exact: true }).click();
    const cut = fill(tool.viewpoint.cuts_one, { count: 1 });
    await expect.poll(() => page.getByText(cut).count(), viewerPace).toBe(1);
    expect(await parallel.getAttribute('aria-pressed')).toBe('true');
    expect(await panel.locator('[data-unapplied]').count()).toBe(0);
    const shown = await canvas.screenshot();

    // Back to perspective from the same place: a different picture, and the button says so.
    await parallel.click();
    expect(await parallel.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(async () => Buffer.compare(await canvas.screenshot(), shown) !== 0, viewerPace).toBe(true);
    await parallel.click();
    await expect.poll(async () => Buffer.compare(await canvas.screenshot(), shown), viewerPace).toBe(0);

    await page.getByRole('button', { name: tool.viewpoint.showAll }).click();
    await expect.poll(() => page.getByText(cut).count(), viewerPace).toBe(0);
    await expect.poll(async () => Buffer.compare(await canvas.screenshot(), shown) !== 0, viewerPace).toBe(true);
    await page.close();
  });
});
