// The viewer on a model of a BIM manager's size: a generated 4 MB IFC (the sample office repeated along a
// street, every copy with its own GlobalIds and property sets) opened from the visitor's disk, a ticket
// raised for all its 122–134 cm windows and approved, while a long-task observer watches the page's
// thread: the file is read and written in the viewer's worker, so no task may run over 200 ms (without
// WebGL: scripts/main-thread.ts says why). A
// 20 MB model being read can be cancelled, and what was open before stays and takes tickets.
import { readFileSync } from 'node:fs';
import { readModel, searchElements, windowWidthQuery } from '@lotrecht/ifc-viewer';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { largeModel } from '../../scripts/ifc/large-model.ts';
import { longestTask, pageNow, watchLongTasks, withoutWebgl } from '../../scripts/main-thread.ts';
import { ifcApi } from '../support/ifc-reader.ts';
import { hydrateIsland, type LiveSite, liveSite, open } from '../support/live-site.ts';

let site: LiveSite;
const large = largeModel(4);
const huge = largeModel(20);
beforeAll(async () => {
  site = await liveSite({ OUTBOX_WORKER: 'false' });
});
afterAll(() => site.close());

const tool = JSON.parse(readFileSync('locales/en/ifcViewerTool.json', 'utf8'));
const tc = JSON.parse(readFileSync('locales/en/ifcViewerTicket.json', 'utf8'));
const openSampleLabel = JSON.parse(readFileSync('locales/en/ifcViewer.json', 'utf8')).tryIt.openSample as string;
const fill = (text: string, values: Record<string, string | number>) => text.replace(/{{(\w+)}}/g, (_, name: string) => String(values[name]));
const slow = { timeout: 90_000 };

async function openFile(page: Page, model: { fileName: string; text: string }) {
  await page
    .locator('input[type="file"][accept^=".ifc"]')
    .first()
    .setInputFiles({ name: model.fileName, mimeType: 'application/x-step', buffer: Buffer.from(model.text, 'latin1') });
}

const summary = (page: Page) => page.getByRole('region', { name: tool.summary.title });

async function startWithLargeModel(page: Page) {
  await open(page, `${site.baseUrl}/en/product/ifc-viewer`);
  await hydrateIsland(page, 'viewer-stage');
  await openFile(page, large);
  await expect.poll(() => summary(page).textContent(), slow).toContain(large.fileName);
}

describe('the viewer on a 4 MB model', () => {
  it('raises and approves a ticket for all its 122–134 cm windows with no main-thread task over 200 ms, and the file holds the change', async () => {
    const page = await site.newPage(1440, 900);
    await watchLongTasks(page);
    await withoutWebgl(page);
    await startWithLargeModel(page);

    const api = await ifcApi();
    const modelID = api.OpenModel(new TextEncoder().encode(large.text));
    const windows = searchElements(readModel(api, modelID), windowWidthQuery);
    api.CloseModel(modelID);
    expect(windows.length).toBeGreaterThan(50);

    await page.getByRole('button', { name: tool.search.windows }).click();
    const panel = page.getByRole('region', { name: tc.panel.title });
    // Inside the measured spans the test finds elements by CSS and text alone: a query by role computes
    // the ARIA tree of the page's whole DOM on its thread, which took up to 290 ms on CI (a task of the
    // test's own, not the viewer's).
    const raise = await panel.getByRole('button', { name: fill(tc.panel.forMatches_other, { count: windows.length }) }).elementHandle();
    await raise!.scrollIntoViewIfNeeded();
    const raised = await pageNow(page);
    await raise!.click();
    await page.locator('[data-ticket] :is(h2, h3, h4)', { hasText: tc.metadata.heading }).waitFor(slow);
    const raisedDone = await pageNow(page);

    await panel.getByLabel(tc.metadata.title, { exact: true }).fill('U-value of the street’s windows');
    await panel.getByLabel(tc.metadata.reason, { exact: true }).fill('Energy certificate');
    await panel.getByLabel(tc.metadata.reviewer, { exact: true }).selectOption({ index: 1 });
    await panel.getByRole('button', { name: tc.actions.next }).click();
    await panel.getByRole('checkbox', { name: /^ThermalTransmittance/ }).check();
    await panel.getByRole('button', { name: tc.actions.next }).click();
    await panel.getByLabel(/^ThermalTransmittance/).fill('0.8');
    await panel.getByRole('button', { name: tc.values.submit }).click();
    const approve = await panel.getByRole('button', { name: tc.review.approve }).elementHandle();
    const approved = await pageNow(page);
    await approve!.click();
    await page.locator('[data-ticket="approved"]').waitFor(slow);
    const approvedDone = await pageNow(page);

    const longest = { raise: await longestTask(page, raised, raisedDone), approve: await longestTask(page, approved, approvedDone) };
    console.log(
      `4 MB model: raise ${Math.round(raisedDone - raised)} ms (longest task ${Math.round(longest.raise)} ms), approve ${Math.round(approvedDone - approved)} ms (longest task ${Math.round(longest.approve)} ms)`,
    );
    expect(longest.raise).toBeLessThanOrEqual(200);
    expect(longest.approve).toBeLessThanOrEqual(200);

    const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: tc.approved.download }).click()]);
    const bytes = new Uint8Array(readFileSync((await download.path())!));
    const changed = api.OpenModel(bytes);
    const data = readModel(api, changed);
    api.CloseModel(changed);
    for (const window of windows)
      expect(data.elements.find((element) => element.expressID === window.expressID)!.facts['Pset_WindowCommon.ThermalTransmittance']).toBe(0.8);
    await page.close();
  });

  it('cancels reading a 20 MB model after a second, keeps the model that was open, and still raises a ticket on it', async () => {
    const page = await site.newPage(1440, 900);
    await open(page, `${site.baseUrl}/en/product/ifc-viewer`);
    await page.getByRole('button', { name: openSampleLabel }).click();
    await page.waitForSelector('[data-state="ready"]', { timeout: 30_000 });
    await openFile(page, huge);
    const cancel = page.getByRole('button', { name: tool.status.cancel });
    await cancel.waitFor({ timeout: 30_000 });
    await cancel.click();
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: tool.status.geometry.split(':')[1]?.trim() ?? '' })
          .count(),
      )
      .toBe(0);
    expect(await summary(page).textContent()).not.toContain(huge.fileName);
    expect(await page.getByRole('alert').count()).toBe(0);

    // The worker that was stopped is replaced, and is handed the open model's file again.
    await page.getByRole('button', { name: tool.search.windows }).click();
    const panel = page.getByRole('region', { name: tc.panel.title });
    await panel.getByRole('button', { name: /^Raise a ticket for the \d+ search results$/ }).click();
    await page.getByRole('heading', { name: tc.metadata.heading }).waitFor(slow);
    await page.close();
  });
});
