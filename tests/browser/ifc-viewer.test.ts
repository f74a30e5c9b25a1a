// The live IFC viewer on the IFC page: its picture and button in the first screen, nothing of it before
// the visitor asks, then the viewer in the picture's place with the sample project and its tree,
// properties, smart search, section plane, measuring, version comparison and merged structure model, a
// file that is not IFC, a file that breaks off in the middle, the keyboard, 375 px, axe with the viewer
// open, and the page without JavaScript.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wcagViolations } from '../../scripts/audit/wcag-axe.ts';
import { architectureRevision, countsByClass, countsByStorey, samples, windowsInWidthRange } from '../../scripts/ifc/sample-building.ts';
import { withoutWebgl } from '../../scripts/main-thread.ts';
import { collectErrors, hydrateIsland, type LiveSite, liveSite, open } from '../support/live-site.ts';

let site: LiveSite;
beforeAll(async () => {
  site = await liveSite({ OUTBOX_WORKER: 'false' });
});
afterAll(() => site.close());

type Lang = 'de' | 'en';
const copyOf = (lang: Lang) => ({
  page: JSON.parse(readFileSync(`locales/${lang}/ifcViewer.json`, 'utf8')).tryIt as Record<
    'openSample' | 'openOwn' | 'privacy' | 'needsScript' | 'loading',
    string
  >,
  tool: JSON.parse(readFileSync(`locales/${lang}/ifcViewerTool.json`, 'utf8')),
});

/** Opens the IFC page and hydrates the stage, as a pointer over it does. */
async function openPage(page: Page, lang: Lang) {
  await open(page, `${site.baseUrl}/${lang}/product/ifc-viewer`);
  await hydrateIsland(page, 'viewer-stage');
}

/** Opens the IFC page and the sample project in the viewer, and waits for its first frame with the model. */
async function openSample(page: Page, lang: Lang) {
  await openPage(page, lang);
  await page.getByRole('button', { name: copyOf(lang).page.openSample }).click();
  await page.waitForSelector('[data-state="ready"]', { timeout: 30_000 });
}

const canvasImage = (page: Page) => page.locator('canvas').screenshot();

// Picking, measuring and merging run in software WebGL: on two busy cores a frame can take seconds,
// longer than expect.poll's default second.
const viewerPace = { timeout: 15_000 };

describe.each(['de', 'en'] as const)('the IFC viewer in %s', (lang) => {
  const copy = copyOf(lang);

  it('requests nothing of the viewer before the button, then its code, WebAssembly and the sample from the site itself', async () => {
    const page = await site.newPage(1440, 900);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await openPage(page, lang);
    const before = [...requested];
    expect(before.filter((url) => /\.(wasm|ifc)$/.test(url))).toEqual([]);
    expect(await page.getByText(copy.page.privacy.replace('{{limit}}', '50')).count()).toBe(1);
    await page.getByRole('button', { name: copy.page.openSample }).click();
    await page.waitForSelector('[data-state="ready"]', { timeout: 30_000 });
    const after = requested.slice(before.length);
    expect(after.some((url) => url.endsWith('.wasm'))).toBe(true);
    expect(after.some((url) => url.endsWith('/models/office-architecture-v1.ifc'))).toBe(true);
    // Its scripts came only now, and everything from the site's own origin.
    const scripts = after.filter((url) => url.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const url of scripts) expect(before).not.toContain(url);
    for (const url of after) expect(url.startsWith(site.baseUrl)).toBe(true);
    expect(await page.evaluate(() => performance.getEntriesByName('ifc-viewer:first-frame').length)).toBe(1);
    await page.close();
  });

  it('shows the scripted count of each class on each storey, selects an element from the tree and shows its property sets', async () => {
    const page = await site.newPage(1440, 900);
    const errors = collectErrors(page);
    await openSample(page, lang);
    const expected = countsByStorey(samples.architectureV1.model);
    const table = page.locator('table').first();
    const storeys = (await table.locator('thead th').allTextContents()).slice(1, -1);
    expect(storeys).toEqual(Object.keys(expected));
    for (const row of await table.locator('tbody tr').all()) {
      const ifcClass = (await row.locator('th').textContent())!;
      const cells = (await row.locator('td').allTextContents()).map(Number);
      expect(cells.slice(0, -1), ifcClass).toEqual(storeys.map((storey) => expected[storey]![ifcClass as keyof (typeof expected)[string]] ?? 0));
    }
    // Model, then its first storey, then its windows, then the first window.
    const tree = page.getByRole('list', { name: copy.tool.tree.title });
    await tree.getByRole('button', { name: copy.tool.models.architecture, exact: false }).first().click();
    await tree.getByRole('button', { name: storeys[0]!, exact: false }).first().click();
    await tree
      .getByRole('button', { name: /^IfcWindow/ })
      .first()
      .click();
    const window = tree.locator('button[aria-current], li li li li button').first();
    await window.click();
    const panel = page.getByRole('region', { name: copy.tool.properties.title });
    await expect.poll(() => panel.textContent(), viewerPace).toContain('Pset_WindowCommon');
    expect(await panel.textContent()).toContain('IfcWindow');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('finds exactly the scripted windows from 122 to 134 cm wide and lists them', async () => {
    const page = await site.newPage(1440, 900);
    await openSample(page, lang);
    await page.getByRole('button', { name: copy.tool.search.windows }).click();
    const expected = windowsInWidthRange(samples.architectureV1.model);
    const search = page.getByRole('region', { name: copy.tool.search.title });
    const found = (await search.getByRole('listitem').allTextContents()).map((text) => text.replace(/IfcWindow$/, '').trim()).sort();
    expect(found).toEqual(expected.map((window) => window.name).sort());
    await page.close();
  });

  it('changes the rendered image when the section plane moves', async () => {
    const page = await site.newPage(1440, 900);
    await openSample(page, lang);
    const whole = await canvasImage(page);
    await page.getByLabel(copy.tool.toolbar.sectionAxis, { exact: true }).selectOption('y');
    await page.getByLabel(copy.tool.toolbar.sectionPosition, { exact: true }).fill('30');
    const low = await canvasImage(page);
    await page.getByLabel(copy.tool.toolbar.sectionPosition, { exact: true }).fill('80');
    const high = await canvasImage(page);
    expect(low.equals(whole)).toBe(false);
    expect(high.equals(low)).toBe(false);
    await page.close();
  });

  it('lists exactly the scripted changes between version 1 and 2, by GlobalId and changed property', async () => {
    const page = await site.newPage(1440, 900);
    await openSample(page, lang);
    await page.getByRole('button', { name: copy.tool.toolbar.compare }).click();
    await page.waitForSelector('[data-changes]');
    const listed = await page.locator('[data-changes] li[data-global-id]').evaluateAll((items) =>
      items.map((item) => ({
        kind: item.getAttribute('data-kind'),
        globalId: item.getAttribute('data-global-id'),
        facts: item.querySelectorAll('li').length,
      })),
    );
    const expected = [
      ...architectureRevision.added.map((element) => ({ kind: 'added', globalId: element.globalId, facts: 0 })),
      ...architectureRevision.removed.map((element) => ({ kind: 'removed', globalId: element.globalId, facts: 0 })),
      ...architectureRevision.changed.map((element) => ({ kind: 'changed', globalId: element.globalId, facts: Object.keys(element.changes).length })),
    ];
    expect(listed).toEqual(expected);
    await page.close();
  });

  it('tells the visitor a file is not IFC, in their language, and stays usable', async () => {
    const page = await site.newPage(1440, 900);
    await openSample(page, lang);
    await page
      .locator('input[type="file"][accept^=".ifc"]')
      .setInputFiles({ name: 'floor-plan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n') });
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent(), viewerPace).toContain(copy.tool.problems['not-ifc'].replace('{{file}}', 'floor-plan.pdf'));
    // The sample is still open and searchable.
    await page.getByRole('button', { name: copy.tool.search.windows }).click();
    expect(await page.getByRole('region', { name: copy.tool.search.title }).getByRole('listitem').count()).toBe(
      windowsInWidthRange(samples.architectureV1.model).length,
    );
    await page.close();
  });
});

describe('the stage in the first screen', () => {
  const copy = copyOf('de');
  const stagePlace = (page: Page) =>
    page.locator('#try-it').evaluate((element) => {
      const box = element.getBoundingClientRect();
      return { x: box.x, y: box.y + window.scrollY, width: box.width, height: box.height };
    });

  it('shows the picture of the sample model with its button in the first screen of a laptop', async () => {
    const page = await site.newPage(1440, 900);
    await openPage(page, 'de');
    const picture = page.locator('#try-it img');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), viewerPace).toBe(true);
    expect((await picture.boundingBox())!.y).toBeLessThan(900);
    const button = (await page.getByRole('button', { name: copy.page.openSample }).boundingBox())!;
    expect(button.y + button.height).toBeLessThanOrEqual(900);
    expect(await page.locator('#try-it input[type="file"]').count()).toBe(1);
    await page.close();
  });

  it('makes the viewer live in the same box, the picture staying until its first frame is drawn', async () => {
    const page = await site.newPage(1440, 900);
    await openPage(page, 'de');
    const before = await stagePlace(page);
    const scrolled = await page.evaluate(() => window.scrollY);
    // Notes whether the first frame was drawn when the picture left the page.
    await page.evaluate(() => {
      const stage = document.getElementById('try-it')!;
      const picture = stage.querySelector('img')!;
      const observer = new MutationObserver(() => {
        if (stage.contains(picture)) return;
        document.body.dataset.pictureGone = String(performance.getEntriesByName('ifc-viewer:first-frame').length);
        observer.disconnect();
      });
      observer.observe(stage, { childList: true, subtree: true });
    });
    await page.getByRole('button', { name: copy.page.openSample }).click();
    expect(await page.getByRole('status').filter({ hasText: copy.page.loading }).count()).toBeGreaterThan(0);
    await page.waitForSelector('#try-it[data-shown]', { timeout: 30_000 });
    expect(await page.evaluate(() => document.body.dataset.pictureGone)).toBe('1');
    expect(await stagePlace(page)).toEqual(before);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    const canvas = (await page.locator('#try-it canvas').boundingBox())!;
    expect(canvas.width * canvas.height).toBeGreaterThan(before.width * before.height * 0.5);
    await page.close();
  });

  it('opens from the keyboard and takes the focus into the viewer, its tools next in the tab order', async () => {
    const page = await site.newPage(1440, 900);
    await openPage(page, 'de');
    await page.getByRole('button', { name: copy.page.openSample }).focus();
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-state="ready"]', { timeout: 30_000 });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')), viewerPace).toBe(copy.tool.viewer.label);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(copy.tool.toolbar.select);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-pressed'))).toBe('true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    const measure = page.getByRole('button', { name: copy.tool.toolbar.measure });
    expect(await measure.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: copy.tool.toolbar.select }).getAttribute('aria-pressed')).toBe('false');
    // The section's select stays native: the keyboard chooses an axis and the slider comes alive.
    const axis = page.getByLabel(copy.tool.toolbar.sectionAxis, { exact: true });
    await axis.focus();
    await page.keyboard.press('ArrowDown');
    expect(await axis.inputValue()).toBe('x');
    expect(await page.getByLabel(copy.tool.toolbar.sectionPosition, { exact: true }).isEnabled()).toBe(true);
    await page.close();
  });

  it('has no axe violations with the live viewer open in its box on a wide screen', async () => {
    const page = await site.newPage(1440, 900);
    await openSample(page, 'de');
    await page.waitForSelector('#try-it[data-shown]');
    expect(await wcagViolations(page)).toEqual([]);
    await page.close();
  });

  it('without JavaScript shows the picture and says the live viewer needs it, with no button that would do nothing', async () => {
    const page = await site.newPage(1440, 900, { javaScriptEnabled: false });
    await page.goto(`${site.baseUrl}/de/product/ifc-viewer`);
    expect(await page.locator('#try-it img').isVisible()).toBe(true);
    expect(await page.getByText(copy.page.needsScript).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: copy.page.openSample }).isVisible()).toBe(false);
    await page.close();
  });
});

describe('the IFC viewer by keyboard, with two models, measuring, at 375 px and under axe', () => {
  const copy = copyOf('de');

  it('selects the element under the crosshair with Enter and measures between two points in metres', async () => {
    const page = await site.newPage(1440, 900);
    await openSample(page, 'de');
    await page.locator('canvas').focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    const panel = page.getByRole('region', { name: copy.tool.properties.title });
    await expect.poll(() => panel.textContent(), viewerPace).toContain('GlobalId');
    await page.getByRole('button', { name: copy.tool.toolbar.measure }).click();
    const box = (await page.locator('canvas').boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.45, box.y + box.height * 0.55);
    await page.mouse.click(box.x + box.width * 0.58, box.y + box.height * 0.5);
    await expect.poll(() => page.getByRole('status').first().textContent(), viewerPace).toMatch(/Abstand: \d+(,\d+)?\s+m/);
    await page.close();
  });

  it('merges the structural model into the view and counts its classes', async () => {
    const page = await site.newPage(1440, 900);
    await openSample(page, 'de');
    await page.getByRole('button', { name: copy.tool.toolbar.structure }).click();
    const tables = page.locator('table');
    await expect.poll(() => tables.count(), viewerPace).toBe(2);
    const structure = countsByStorey(samples.structure.model);
    const columns = Object.values(structure).reduce((sum, counts) => sum + (counts.IfcColumn ?? 0), 0);
    const row = tables.nth(1).locator('tbody tr', { has: page.locator('th', { hasText: /^IfcColumn$/ }) });
    expect(Number(await row.locator('td').last().textContent())).toBe(columns);
    await page.close();
  });

  it('opens a file dropped on the viewer in the browser alone, with the same tools', async () => {
    const page = await site.newPage(1440, 900);
    await openSample(page, 'de');
    const uploads: string[] = [];
    page.on('request', (request) => request.method() !== 'GET' && uploads.push(request.url()));
    const text = readFileSync('public/models/office-architecture-v2.ifc', 'latin1');
    const dataTransfer = await page.evaluateHandle((content) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([content], 'buero-v2.ifc', { type: 'application/x-step' }));
      return transfer;
    }, text);
    await page.dispatchEvent('[data-state]', 'dragover', { dataTransfer });
    await page.dispatchEvent('[data-state]', 'drop', { dataTransfer });
    const caption = page.locator('table caption');
    await expect.poll(() => caption.textContent(), { timeout: 30_000 }).toContain('buero-v2.ifc');
    await page.getByRole('button', { name: copy.tool.search.windows }).click();
    const found = await page.getByRole('region', { name: copy.tool.search.title }).getByRole('listitem').count();
    expect(found).toBe(windowsInWidthRange(samples.architectureV2.model).length);
    expect(uploads).toEqual([]);
    await page.close();
  });

  it('works at 375 px without overflowing the page, and has no axe violations with the viewer open', async () => {
    const page = await site.newPage(375, 800);
    await openSample(page, 'de');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // Every panel filled: a selection, search hits and the comparison with its lists.
    await page.getByRole('button', { name: copy.tool.toolbar.compare }).click();
    await page.waitForSelector('[data-changes]');
    await page.getByRole('button', { name: copy.tool.search.windows }).click();
    await page.locator('[data-changes] li[data-kind="changed"] button').first().click();
    await expect.poll(() => page.getByRole('region', { name: copy.tool.properties.title }).textContent(), viewerPace).toContain('GlobalId');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await wcagViolations(page)).toEqual([]);
    await page.close();
  });
});

describe('a browser without WebGL', () => {
  it('says so, and still lists the model, its summary and the search', async () => {
    const copy = copyOf('en');
    const page = await site.newPage(1440, 900);
    await withoutWebgl(page);
    await openSample(page, 'en');
    expect(await page.getByRole('alert').textContent()).toBe(copy.tool.problems.webgl);
    expect(await page.locator('canvas').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: copy.tool.toolbar.fit }).count()).toBe(0);
    const windows = page
      .locator('table')
      .first()
      .locator('tbody tr', { has: page.locator('th', { hasText: /^IfcWindow$/ }) });
    expect(Number(await windows.locator('td').last().textContent())).toBe(countsByClass(samples.architectureV1.model).IfcWindow);
    await page.getByRole('button', { name: copy.tool.search.windows }).click();
    expect(await page.getByRole('region', { name: copy.tool.search.title }).getByRole('listitem').count()).toBe(
      windowsInWidthRange(samples.architectureV1.model).length,
    );
    await page.close();
  });
});

describe('an IFC file that is damaged', () => {
  it('gets its own message, and the viewer opens the sample again afterwards', async () => {
    const copy = copyOf('de');
    const page = await site.newPage(1440, 900);
    await openPage(page, 'de');
    const damaged = "ISO-10303-21;\nHEADER;\nFILE_SCHEMA(('IFC4'));\nENDSEC;\nDATA;\n#1=IFCWALL('x',#999,$,(#5,;\n#2=IFCPROJ\n";
    await page
      .locator('#try-it input[type="file"]')
      .setInputFiles({ name: 'broken.ifc', mimeType: 'application/x-step', buffer: Buffer.from(damaged) });
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent(), { timeout: 30_000 }).toContain(copy.tool.problems.damaged.replace('{{file}}', 'broken.ifc'));
    await page.getByRole('button', { name: copy.tool.toolbar.openSample }).click();
    await page.waitForSelector('[data-state="ready"]', { timeout: 30_000 });
    expect(await page.locator('table').count()).toBe(1);
    await page.close();
  });
});

describe('an IFC file that breaks off in the middle', () => {
  it('opens as far as it goes, says where the file ends, lists its elements and lets one be selected; a whole file says nothing', async () => {
    const copy = copyOf('en');
    const page = await site.newPage(1440, 900);
    const errors = collectErrors(page);
    await openSample(page, 'en');
    expect(await page.getByRole('alert').count()).toBe(0);
    const summary = page.getByRole('region', { name: copy.tool.summary.title });
    expect(await summary.textContent()).not.toContain(copy.tool.incomplete.summary);

    // The sample cut off inside the tenth window's GlobalId, as an interrupted download leaves it.
    const lines = readFileSync('public/models/office-architecture-v1.ifc', 'latin1').split('\n');
    const windowLines = lines.flatMap((line, index) => (line.includes('=IFCWINDOW(') ? [index + 1] : []));
    const cutLine = windowLines[9]!;
    const cut = `${lines.slice(0, cutLine - 1).join('\n')}\n${lines[cutLine - 1]!.slice(0, 22)}`;
    await page
      .locator('input[type="file"][accept^=".ifc"]')
      .setInputFiles({ name: 'office-cut.ifc', mimeType: 'application/x-step', buffer: Buffer.from(cut, 'latin1') });

    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent(), { timeout: 30_000 }).toContain(copy.tool.incomplete.title.replace('{{model}}', 'office-cut.ifc'));
    expect(await alert.textContent()).toContain(copy.tool.incomplete.truncated.replace('{{line}}', String(cutLine)));
    await page.waitForSelector('[data-state="ready"]');
    expect(await wcagViolations(page)).toEqual([]);

    // The nine windows before the cut, counted and listed; the first one selected from the tree.
    const windows = page
      .locator('table')
      .first()
      .locator('tbody tr', { has: page.locator('th', { hasText: /^IfcWindow$/ }) });
    expect(Number(await windows.locator('td').last().textContent())).toBe(9);
    const tree = page.getByRole('list', { name: copy.tool.tree.title });
    await tree.getByRole('button', { name: 'office-cut.ifc', exact: false }).first().click();
    await tree.getByRole('button', { name: copy.tool.tree.noStorey, exact: false }).first().click();
    await tree.getByRole('button', { name: /^IfcWindow/ }).click();
    const listed = tree.locator('li li li li button');
    expect(await listed.count()).toBe(9);
    await listed.first().click();
    const panel = page.getByRole('region', { name: copy.tool.properties.title });
    await expect.poll(() => panel.textContent(), viewerPace).toContain('GlobalId');
    expect(await panel.textContent()).toContain('IfcWindow');

    // Hidden, the warning leaves the focus in the viewer and the summary still says the file is incomplete.
    await page.getByRole('button', { name: copy.tool.incomplete.hide }).click();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(copy.tool.viewer.label);
    expect(await summary.textContent()).toContain(copy.tool.incomplete.summary);
    expect(errors).toEqual([]);
    await page.close();
  });
});
