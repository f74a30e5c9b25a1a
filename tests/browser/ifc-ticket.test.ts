// The property-set change ticket in the live IFC viewer: the 122 to 134 cm windows of the sample taken
// through the three steps, returned with a comment, resubmitted and approved, in both languages; the
// changed file downloaded and read with web-ifc in Node; wrong values refused at their fields; every
// step by keyboard; at 375 px by touch; axe with the ticket open. With TICKET_SHOTS=<folder>, the German
// run saves a screenshot of each step there.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { bytesToText, readModel, searchElements, windowWidthQuery } from '@lotrecht/ifc-viewer';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wcagViolations } from '../../scripts/audit/wcag-axe.ts';
import { ifcApi } from '../support/ifc-reader.ts';
import { collectErrors, hydrateIsland, type LiveSite, liveSite, open } from '../support/live-site.ts';

let site: LiveSite;
beforeAll(async () => {
  site = await liveSite({ OUTBOX_WORKER: 'false' });
});
afterAll(() => site.close());

type Lang = 'de' | 'en';
const copyOf = (lang: Lang) => ({
  page: JSON.parse(readFileSync(`locales/${lang}/ifcViewer.json`, 'utf8')).tryIt as Record<'openSample', string>,
  tool: JSON.parse(readFileSync(`locales/${lang}/ifcViewerTool.json`, 'utf8')),
  ticket: JSON.parse(readFileSync(`locales/${lang}/ifcViewerTicket.json`, 'utf8')),
});
const fill = (text: string, values: Record<string, string | number>) => text.replace(/{{(\w+)}}/g, (_, name: string) => String(values[name]));

const sample = new Uint8Array(readFileSync('public/models/office-architecture-v1.ifc'));
const viewerPace = { timeout: 15_000 };
const shots = process.env.TICKET_SHOTS;

async function openSample(page: Page, lang: Lang) {
  await open(page, `${site.baseUrl}/${lang}/product/ifc-viewer`);
  await hydrateIsland(page, 'viewer-stage');
  await page.getByRole('button', { name: copyOf(lang).page.openSample }).click();
  await page.waitForSelector('[data-state="ready"]', { timeout: 30_000 });
}

/** The windows the ready query finds in the sample, read with web-ifc in Node. */
async function expectedWindows() {
  const api = await ifcApi();
  const modelID = api.OpenModel(sample);
  const data = readModel(api, modelID);
  api.CloseModel(modelID);
  return searchElements(data, windowWidthQuery);
}

const activeText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim());

/** Presses Tab until the focus is on the control with this text (at most 40 times). */
async function tabTo(page: Page, text: string) {
  for (let step = 0; step < 40; step++) {
    await page.keyboard.press('Tab');
    if ((await activeText(page)) === text) return;
  }
  throw new Error(`"${text}" is not reachable by Tab`);
}

/** The field's error, as screen readers get it: the control is invalid and describes itself by the message. */
async function errorOf(field: Locator): Promise<string | undefined> {
  if ((await field.getAttribute('aria-invalid')) !== 'true') return undefined;
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  const texts = await Promise.all(ids.map((id) => field.page().locator(`[id="${id}"]`).textContent()));
  return texts.join(' ');
}

async function shot(page: Page, panel: Locator, name: string) {
  if (!shots || !page.url().includes('/de/')) return;
  mkdirSync(shots, { recursive: true });
  await panel.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await page.locator('[data-state]').screenshot({ path: path.join(shots, `ticket-${name}.png`) });
}

describe.each(['de', 'en'] as const)('the change ticket in %s', (lang) => {
  const copy = copyOf(lang);
  const { ticket: tc } = copy;
  const decimal = (text: string) => (lang === 'de' ? text.replace('.', ',') : text);

  it('takes the 122–134 cm windows through the three steps, a return with comment, resubmission and approval, and downloads the changed file', async () => {
    const page = await site.newPage(1440, 900);
    const errors = collectErrors(page);
    await openSample(page, lang);
    const windows = await expectedWindows();
    await page.getByRole('button', { name: copy.tool.search.windows }).click();
    const panel = page.getByRole('region', { name: tc.panel.title });
    await panel.getByRole('button', { name: fill(tc.panel.forMatches_other, { count: windows.length }) }).click();

    // Step 1: nothing filled in is refused at each field, then the metadata.
    // The sets are read in the viewer's worker; the first step takes the focus when they come.
    await expect.poll(() => activeText(page), viewerPace).toBe(tc.metadata.heading);
    const title = panel.getByLabel(tc.metadata.title, { exact: true });
    await panel.getByRole('button', { name: tc.actions.next }).click();
    expect(await errorOf(title)).toBe(tc.errors.required);
    expect(await errorOf(panel.getByLabel(tc.metadata.reviewer, { exact: true }))).toBe(tc.errors.requiredChoice);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('INPUT');
    await title.fill(lang === 'de' ? 'U-Wert der Fenster 122–134 cm' : 'U-value of the 122–134 cm windows');
    await panel.getByLabel(tc.metadata.reason, { exact: true }).fill(lang === 'de' ? 'Nachweis nach GEG' : 'Energy certificate');
    await panel.getByLabel(tc.metadata.reviewer, { exact: true }).selectOption({ label: tc.metadata.reviewers.krueger });
    // A field's error goes as soon as it is edited.
    expect(await errorOf(title)).toBeUndefined();
    await shot(page, panel, '1-metadata');
    await panel.getByRole('button', { name: tc.actions.next }).click();

    // Step 2: an existing property, a standard one the set lacks, and one of the author's own naming.
    expect(await activeText(page)).toBe(tc.properties.heading);
    await panel.getByRole('checkbox', { name: /^ThermalTransmittance/ }).check();
    await panel.getByLabel(tc.properties.addWhich, { exact: true }).selectOption('Status');
    await panel.getByRole('button', { name: tc.properties.addButton }).click();
    await panel.getByLabel(tc.properties.addWhich, { exact: true }).selectOption({ label: tc.properties.custom });
    const name = panel.getByLabel(tc.properties.customName, { exact: true });
    await name.fill('Prüf vermerk');
    await panel.getByRole('button', { name: tc.properties.addButton }).click();
    expect(await errorOf(name)).toContain(tc.errors.name);
    await name.fill('Pruefvermerk');
    await panel.getByRole('button', { name: tc.properties.addButton }).click();
    expect(await panel.getByRole('checkbox', { name: /^Pruefvermerk/ }).isChecked()).toBe(true);
    await shot(page, panel, '2-properties');
    await panel.getByRole('button', { name: tc.actions.next }).click();

    // Step 3: a value that is not a number is refused at its field, then the new values.
    expect(await activeText(page)).toBe(tc.values.heading);
    const uValue = panel.getByLabel(/^ThermalTransmittance/);
    expect(await uValue.inputValue()).toBe(decimal('0.9'));
    await uValue.fill(lang === 'de' ? 'etwa 0,8' : 'about 0.8');
    await panel.getByRole('button', { name: tc.values.submit }).click();
    expect(await errorOf(uValue)).toContain(tc.errors.number);
    expect(await errorOf(panel.getByLabel(/^Status/))).toContain(tc.errors.requiredChoice);
    await shot(page, panel, '3-values');
    await uValue.fill(decimal('0.8'));
    await panel.getByLabel(/^Status/).selectOption('NEW');
    await panel.getByLabel(/^Pruefvermerk/).fill(lang === 'de' ? 'geprüft' : 'checked');
    await panel.getByRole('button', { name: tc.values.submit }).click();

    // The review: old and new side by side; a return needs a comment.
    expect(await activeText(page)).toBe(tc.review.heading);
    expect(await panel.getByText(fill(tc.review.role, { reviewer: tc.metadata.reviewers.krueger })).isVisible()).toBe(true);
    const row = panel.locator('tr[data-property="Pset_WindowCommon.ThermalTransmittance"]');
    expect((await row.locator('td').allTextContents()).map((text) => text.replace(/\u00a0/g, ' '))).toEqual([
      `${decimal('0.9')} W/(m²·K)`,
      `${decimal('0.8')} W/(m²·K)`,
    ]);
    expect(await panel.locator('tr[data-property="Pset_WindowCommon.Status"] td').allTextContents()).toEqual([tc.values.missing, 'NEW']);
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: fill(tc.status.submitted, { number: 1 }) })
          .count(),
      )
      .toBe(1);
    await shot(page, panel, '4-review');
    const comment = panel.getByLabel(tc.review.comment, { exact: true });
    await panel.getByRole('button', { name: tc.review.return }).click();
    expect(await errorOf(comment)).toBe(tc.errors.comment);
    const remark = lang === 'de' ? 'Bitte 0,7 laut Bauphysik eintragen.' : 'Please use 0.7 as the energy consultant says.';
    await comment.fill(remark);
    await panel.getByRole('button', { name: tc.review.return }).click();

    // Back with the author, the comment shown, everything as entered; resubmitted with the new value.
    expect(await activeText(page)).toBe(tc.metadata.heading);
    expect(await panel.locator('blockquote').textContent()).toBe(remark);
    await shot(page, panel, '5-returned');
    await panel.getByRole('button', { name: tc.actions.next }).click();
    await panel.getByRole('button', { name: tc.actions.next }).click();
    await panel.getByLabel(/^ThermalTransmittance/).fill(decimal('0.7'));
    await panel.getByRole('button', { name: tc.values.resubmit }).click();
    await panel.getByRole('button', { name: tc.review.approve }).click();

    // Approved: in the model at once, in the history, and in the file.
    await expect.poll(() => panel.getAttribute('data-ticket'), viewerPace).toBe('approved');
    expect(await panel.getByText(fill(tc.approved.notice, { number: 1 })).isVisible()).toBe(true);
    expect(await panel.locator('li[data-action]').evaluateAll((items) => items.map((item) => item.getAttribute('data-action')))).toEqual([
      'created',
      'submitted',
      'returned',
      'resubmitted',
      'approved',
    ]);
    expect(await panel.locator('li[data-action="returned"]').textContent()).toContain(remark);
    await shot(page, panel, '6-approved');

    const search = page.getByRole('region', { name: copy.tool.search.title });
    await search.getByRole('button', { name: windows[0]!.name }).click();
    const properties = page.getByRole('region', { name: copy.tool.properties.title });
    await expect.poll(() => properties.textContent(), viewerPace).toContain('Pruefvermerk');
    expect((await properties.textContent())!).toContain(decimal('0.7'));
    await search.getByLabel(copy.tool.search.property, { exact: true }).selectOption('Pset_WindowCommon.Status');
    await search.getByLabel(copy.tool.search.text, { exact: true }).fill('NEW');
    await search.getByRole('button', { name: copy.tool.search.run, exact: true }).click();
    await expect.poll(() => search.getByRole('listitem').count()).toBe(windows.length);

    const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: tc.approved.download }).click()]);
    expect(download.suggestedFilename()).toBe('office-architecture-v1-ticket-1.ifc');
    const bytes = new Uint8Array(readFileSync((await download.path())!));
    const api = await ifcApi();
    const modelID = api.OpenModel(bytes);
    const data = readModel(api, modelID);
    api.CloseModel(modelID);
    for (const window of windows)
      expect(data.elements.find((element) => element.expressID === window.expressID)!.facts).toEqual({
        ...window.facts,
        'Pset_WindowCommon.ThermalTransmittance': 0.7,
        'Pset_WindowCommon.Status': 'NEW',
        'Pset_WindowCommon.Pruefvermerk': lang === 'de' ? 'geprüft' : 'checked',
      });
    // Every original line is still there but the header's and the windows' own sets and properties.
    const before = bytesToText(sample).split('\n');
    const after = new Set(bytesToText(bytes).split('\n'));
    const gone = before.filter((line) => !after.has(line));
    expect(gone.filter((line) => !/^FILE_NAME|^#\d+=IFCPROPERTY(SET|SINGLEVALUE)\(/.test(line))).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  }, 240_000);
});

describe('the change ticket for everyone', () => {
  const copy = copyOf('de');
  const { ticket: tc } = copy;

  it('goes through every step by keyboard alone, refuses a value out of range at its field, and passes axe with the ticket open', async () => {
    const page = await site.newPage(1440, 900);
    await openSample(page, 'de');
    await page.getByRole('button', { name: copy.tool.search.windows }).click();
    const panel = page.getByRole('region', { name: tc.panel.title });
    const start = panel.getByRole('button', { name: /Suchtreffer/ });
    await start.focus();
    await page.keyboard.press('Enter');
    // The sets are read in the viewer's worker; the first step takes the focus when they come.
    await expect.poll(() => activeText(page), viewerPace).toBe(tc.metadata.heading);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Glasanteil Fenster');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Abstimmung mit dem Fensterbauer');
    // The date field keeps its default, a week ahead; Tab walks through its day, month and year.
    for (let step = 0; step < 6 && (await page.evaluate(() => document.activeElement?.tagName)) !== 'SELECT'; step++)
      await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    expect(await panel.getByLabel(tc.metadata.reviewer, { exact: true }).inputValue()).toBe(tc.metadata.reviewers.krueger);
    await tabTo(page, tc.actions.next);
    await page.keyboard.press('Enter');

    expect(await activeText(page)).toBe(tc.properties.heading);
    // The windows' properties come in the order of their sets; Tab walks the boxes to the glazing share.
    const glazing = panel.getByRole('checkbox', { name: /^GlazingAreaFraction/ });
    for (let step = 0; step < 20 && !(await glazing.evaluate((box) => box === document.activeElement)); step++) await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect(await glazing.isChecked()).toBe(true);
    expect(await wcagViolations(page, '[data-ticket]')).toEqual([]);
    await tabTo(page, tc.actions.next);
    await page.keyboard.press('Enter');

    expect(await activeText(page)).toBe(tc.values.heading);
    await page.keyboard.press('Tab');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('0');
    await page.keyboard.press('Enter');
    const field = panel.getByLabel(/^GlazingAreaFraction/);
    expect(await errorOf(field)).toContain(fill(tc.errors.minExclusive, { limit: 0 }));
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
    expect(await wcagViolations(page, '[data-ticket]')).toEqual([]);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('0,75');
    await page.keyboard.press('Enter');

    expect(await activeText(page)).toBe(tc.review.heading);
    expect(await wcagViolations(page)).toEqual([]);
    await tabTo(page, tc.review.approve);
    await page.keyboard.press('Enter');
    await expect.poll(() => panel.getAttribute('data-ticket'), viewerPace).toBe('approved');
    expect(await activeText(page)).toBe(fill(tc.approved.notice, { number: 1 }));
    await page.close();
  }, 180_000);

  it('works at 375 px by touch without overflowing, with no axe violations while the ticket is open', async () => {
    const context = await site.browser.newContext({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true, locale: 'de-DE' });
    const page = await context.newPage();
    await openSample(page, 'de');
    await page.getByRole('button', { name: copy.tool.search.windows }).tap();
    const panel = page.getByRole('region', { name: tc.panel.title });
    await panel.getByRole('button', { name: /Suchtreffer/ }).tap();
    await panel.getByLabel(tc.metadata.title, { exact: true }).fill('Brandschutz Fenster');
    await panel.getByLabel(tc.metadata.reason, { exact: true }).fill('Brandschutzkonzept Rev. C');
    await panel.getByLabel(tc.metadata.reviewer, { exact: true }).selectOption({ label: tc.metadata.reviewers.brandt });
    await panel.getByRole('button', { name: tc.actions.next }).tap();
    await panel.getByRole('checkbox', { name: /^IsExternal/ }).tap();
    await panel.getByRole('button', { name: tc.actions.next }).tap();
    await panel.getByLabel(/^IsExternal/).selectOption('false');
    await panel.getByRole('button', { name: tc.values.submit }).tap();
    await expect.poll(() => panel.getAttribute('data-ticket')).toBe('submitted');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await wcagViolations(page)).toEqual([]);
    await panel.getByRole('button', { name: tc.review.approve }).tap();
    await expect.poll(() => panel.getAttribute('data-ticket'), viewerPace).toBe('approved');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  }, 180_000);
});

describe('the ticket found in a click', () => {
  it("is raised from the selected element's properties, and the review names its elements and brings them into view", async () => {
    const page = await site.newPage(1440, 900);
    const { tool, ticket: tc } = copyOf('en');
    await openSample(page, 'en');
    const windows = await expectedWindows();
    await page.getByRole('button', { name: tool.search.windows }).click();
    await page.getByRole('region', { name: tool.search.title }).getByRole('button', { name: windows[0]!.name }).click();
    const properties = page.getByRole('region', { name: tool.properties.title });
    // The panel shows the measure's unit with its value, as the ticket does.
    await expect.poll(() => properties.textContent(), viewerPace).toContain('W/(m²·K)');
    await properties.getByRole('button', { name: tool.properties.ticket }).click();
    await expect.poll(() => activeText(page), viewerPace).toBe(tc.metadata.heading);
    const panel = page.getByRole('region', { name: tc.panel.title });
    expect(await panel.textContent()).toContain(fill(tc.panel.elements_one, { count: 1, model: tool.models.architecture }));

    await panel.getByLabel(tc.metadata.title, { exact: true }).fill('Glazing');
    await panel.getByLabel(tc.metadata.reason, { exact: true }).fill('Check');
    await panel.getByLabel(tc.metadata.reviewer, { exact: true }).selectOption({ index: 1 });
    await panel.getByRole('button', { name: tc.actions.next }).click();
    await panel.getByRole('checkbox', { name: /^ThermalTransmittance/ }).check();
    await panel.getByRole('button', { name: tc.actions.next }).click();
    await panel.getByLabel(/^ThermalTransmittance/).fill('0.8');
    await panel.getByRole('button', { name: tc.values.submit }).click();
    await expect.poll(() => panel.getAttribute('data-ticket')).toBe('submitted');

    await panel.getByText(fill(tc.review.elementList_one, { count: 1 })).click();
    // The list is made in answer to the toggle event, which comes as a task after the click.
    await expect.poll(() => panel.getByRole('button', { name: windows[0]!.name }).isVisible(), viewerPace).toBe(true);
    const canvas = page.locator('canvas');
    const before = await canvas.screenshot();
    await panel.getByRole('button', { name: tc.review.showAll_one }).click();
    await expect.poll(async () => Buffer.compare(await canvas.screenshot(), before) !== 0, viewerPace).toBe(true);
    await page.close();
  });
});
