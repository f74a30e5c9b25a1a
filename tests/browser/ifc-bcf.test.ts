// BCF issues in the live IFC viewer: two issues made on the sample's views by keyboard, in both
// languages, exported as BCF 2.1 valid against buildingSMART's schemas and imported into a fresh viewer
// with the same topics and viewpoints; a hand-written BCF 2.0 file of another tool with an element the
// model lacks, named; a damaged file and one that is no BCF, each with its message; 375 px with touch;
// axe with the form and the issue list open. Screenshots of the form, the list and an import go to
// /work/shots when that folder exists.
import { existsSync, readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { choiceCookie } from '../../app/consent/choice.ts';
import { wcagViolations } from '../../scripts/audit/wcag-axe.ts';
import { handWritten20, handWrittenBcf20 } from '../support/bcf-fixtures.ts';
import { bcfSchemaErrors } from '../support/bcf-schemas.ts';
import { collectErrors, hydrateIsland, type LiveSite, liveSite, open } from '../support/live-site.ts';

let site: LiveSite;
beforeAll(async () => {
  site = await liveSite({ OUTBOX_WORKER: 'false' });
});
afterAll(() => site.close());

type Lang = 'de' | 'en';
const json = (lang: Lang, namespace: string) => JSON.parse(readFileSync(`locales/${lang}/${namespace}.json`, 'utf8'));
const copyOf = (lang: Lang) => ({
  openSample: json(lang, 'ifcViewer').tryIt.openSample as string,
  tool: json(lang, 'ifcViewerTool'),
  bcf: json(lang, 'ifcViewerBcf'),
});
/** A copy string with its placeholders filled, as the translator fills them. */
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

const shots = '/work/shots';
const shoot = async (page: Page, step: string) => {
  if (existsSync(shots)) await page.locator('#try-it').screenshot({ path: `${shots}/bcf-${step}.png` });
};

// Picking and restoring run in software WebGL: on two busy cores a frame can take seconds.
const viewerPace = { timeout: 15_000 };

interface Issue {
  title: string;
  description: string;
  assignee: string;
}

const issues: Record<Lang, Issue[]> = {
  de: [
    {
      title: 'Brüstung Fenster EG zu niedrig',
      description: 'Brüstungshöhe laut Plan 90 cm, im Modell 80 cm. Bitte prüfen.',
      assignee: 'fassade@architektur.example',
    },
    { title: 'Fensterbreite 1,26 m mit Statik abstimmen', description: 'Sturz über dem Fenster prüfen.', assignee: 'tragwerk@ingenieure.example' },
  ],
  en: [
    {
      title: 'Ground floor window sill too low',
      description: 'Sill height is 90 cm on the drawings, 80 cm in the model. Please check.',
      assignee: 'facade@architects.example',
    },
    {
      title: 'Agree the 1.26 m window width with the structural engineer',
      description: 'Check the lintel above the window.',
      assignee: 'structure@engineers.example',
    },
  ],
};

async function openSample(page: Page, lang: Lang) {
  await open(page, `${site.baseUrl}/${lang}/product/ifc-viewer`);
  await hydrateIsland(page, 'viewer-stage');
  await page.getByRole('button', { name: copyOf(lang).openSample }).click();
  await page.waitForSelector('[data-state="ready"]', { timeout: 30_000 });
}

const issuePanel = (page: Page, lang: Lang) => page.getByRole('region', { name: copyOf(lang).bcf.panel.title });

/** The GlobalId the property panel shows for the selected element. */
async function selectedGlobalId(page: Page, lang: Lang): Promise<string> {
  const panel = page.getByRole('region', { name: copyOf(lang).tool.properties.title });
  const value = panel.locator('dt', { hasText: /^GlobalId$/ }).locator('xpath=following-sibling::dd[1]');
  await expect.poll(() => value.count(), viewerPace).toBe(1);
  return (await value.textContent())!;
}

const sectionAxis = (page: Page, lang: Lang) => page.getByLabel(copyOf(lang).tool.toolbar.sectionAxis, { exact: true });
const sectionPosition = (page: Page, lang: Lang) => page.getByLabel(copyOf(lang).tool.toolbar.sectionPosition, { exact: true });
const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Clicks "export" and returns the downloaded file's name and bytes. */
async function exportIssues(page: Page, lang: Lang) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    issuePanel(page, lang)
      .getByRole('button', { name: copyOf(lang).bcf.panel.export })
      .click(),
  ]);
  return { name: download.suggestedFilename(), bytes: new Uint8Array(readFileSync(await download.path())) };
}

async function importFile(page: Page, name: string, bytes: Uint8Array) {
  await page.locator('input[type="file"][accept^=".bcf"]').setInputFiles({ name, mimeType: 'application/octet-stream', buffer: Buffer.from(bytes) });
}

/** Each topic folder's files of an exported BCF zip, as text (the snapshot as its first bytes). */
function topicsOf(zip: Uint8Array) {
  const files = unzipSync(zip);
  const folders = [
    ...new Set(
      Object.keys(files)
        .filter((name) => name !== 'bcf.version')
        .map((name) => name.split('/')[0]!),
    ),
  ];
  return folders.map((folder) => ({
    folder,
    markup: strFromU8(files[`${folder}/markup.bcf`]!),
    viewpoint: files[`${folder}/viewpoint.bcfv`] && strFromU8(files[`${folder}/viewpoint.bcfv`]!),
    snapshot: files[`${folder}/snapshot.png`],
  }));
}

/** The numbers of a viewpoint's camera, in the order BCF writes them. */
const cameraNumbers = (viewpoint: string) =>
  [...viewpoint.slice(viewpoint.indexOf('<PerspectiveCamera>'), viewpoint.indexOf('</PerspectiveCamera>')).matchAll(/<[XYZ]>([^<]+)</g)].map(
    (match) => Number(match[1]),
  );
const selectionOf = (viewpoint: string) => [...viewpoint.matchAll(/IfcGuid="([^"]+)"/g)].map((match) => match[1]);

describe.each(['de', 'en'] as const)('BCF issues in the viewer in %s', (lang) => {
  const copy = copyOf(lang);
  const [first, second] = issues[lang] as [Issue, Issue];

  it('creates two issues by keyboard, exports them as valid BCF 2.1, and a fresh viewer imports them with the same viewpoints', async () => {
    const page = await site.newPage(1440, 900);
    const errors = collectErrors(page);
    await openSample(page, lang);
    const panel = issuePanel(page, lang);
    const status = panel.getByRole('status');

    // The first issue: the element under the crosshair and a horizontal section, all by keyboard.
    await page.locator('canvas').focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    const firstGlobalId = await selectedGlobalId(page, lang);
    await sectionAxis(page, lang).selectOption('y');
    await sectionPosition(page, lang).fill('40');
    await panel.getByRole('button', { name: copy.bcf.panel.new }).focus();
    await page.keyboard.press('Enter');
    const title = panel.getByLabel(copy.bcf.form.name, { exact: true });
    await expect.poll(() => isFocused(title), viewerPace).toBe(true);
    // An empty title is refused with a message tied to the field, the focus staying there.
    await page.keyboard.press('Enter');
    expect(await title.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator(`[id="${await title.getAttribute('aria-describedby')}"]`).textContent()).toBe(copy.bcf.form.required);
    expect(await isFocused(title)).toBe(true);
    await page.keyboard.type(first.title);
    await page.keyboard.press('Tab');
    await page.keyboard.type(first.description);
    await panel.getByLabel(copy.bcf.form.status, { exact: true }).selectOption('In Progress');
    await panel.getByLabel(copy.bcf.form.assignee, { exact: true }).fill(first.assignee);
    await panel.getByLabel(copy.bcf.form.dueDate, { exact: true }).fill('2026-12-15');
    const recorded = fill(copy.bcf.form.recorded, {
      what: [copy.bcf.viewpoint.camera, copy.bcf.viewpoint.selected_one, fill(copy.bcf.viewpoint.section, { axis: copy.tool.toolbar.axis.y })].join(
        ' · ',
      ),
    });
    expect(await panel.locator('figcaption').textContent()).toBe(recorded);
    expect(await panel.getByRole('img', { name: copy.bcf.form.snapshot }).count()).toBe(1);
    if (lang === 'de') await shoot(page, 'form');
    await title.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => status.textContent(), viewerPace).toBe(fill(copy.bcf.announce.created, { title: first.title }));
    const firstButton = panel.getByRole('button', { name: first.title, exact: true });
    await expect.poll(() => isFocused(firstButton), viewerPace).toBe(true);
    expect(await firstButton.getAttribute('aria-current')).toBe('true');

    // The second: another angle, a window from the smart search, no section.
    await page.locator('canvas').focus();
    for (let turn = 0; turn < 4; turn++) await page.keyboard.press('ArrowRight');
    await page.getByRole('button', { name: copy.tool.search.windows }).click();
    await page.getByRole('region', { name: copy.tool.search.title }).getByRole('listitem').first().getByRole('button').click();
    const secondGlobalId = await selectedGlobalId(page, lang);
    await sectionAxis(page, lang).selectOption('');
    await panel.getByRole('button', { name: copy.bcf.panel.new }).click();
    await title.fill(second.title);
    await panel.getByLabel(copy.bcf.form.description, { exact: true }).fill(second.description);
    await panel.getByLabel(copy.bcf.form.status, { exact: true }).selectOption('Resolved');
    await panel.getByLabel(copy.bcf.form.assignee, { exact: true }).fill(second.assignee);
    await panel.getByRole('button', { name: copy.bcf.form.create }).click();
    await expect.poll(() => status.textContent(), viewerPace).toBe(fill(copy.bcf.announce.created, { title: second.title }));
    const list = panel.getByRole('list', { name: copy.bcf.list.title });
    expect(await list.locator('li[data-topic] > button').allTextContents()).toEqual([first.title, second.title]);
    expect(await list.getByText(copy.bcf.statuses.inProgress, { exact: true }).count()).toBe(1);
    expect(await list.getByText(copy.bcf.statuses.resolved, { exact: true }).count()).toBe(1);
    if (lang === 'de') await shoot(page, 'list');

    // Export: one folder per topic with markup, viewpoint and snapshot, valid against the BCF 2.1 schemas.
    const exported = await exportIssues(page, lang);
    expect(exported.name).toMatch(/^lotrecht-issues-\d{4}-\d{2}-\d{2}\.bcf$/);
    expect(await status.textContent()).toBe(fill(copy.bcf.announce.exported_other, { count: 2, file: exported.name }));
    expect(bcfSchemaErrors(exported.bytes)).toEqual([]);
    expect(strFromU8(unzipSync(exported.bytes)['bcf.version']!)).toContain('VersionId="2.1"');
    const topics = topicsOf(exported.bytes);
    expect(topics).toHaveLength(2);
    const exportedFirst = topics.find((topic) => topic.markup.includes(`<Title>${first.title}</Title>`))!;
    const exportedSecond = topics.find((topic) => topic.markup.includes(`<Title>${second.title}</Title>`))!;
    expect(exportedFirst.markup).toContain('TopicStatus="In Progress"');
    expect(exportedFirst.markup).toContain(`<AssignedTo>${first.assignee}</AssignedTo>`);
    expect(exportedFirst.markup).toContain('<DueDate>2026-12-15T00:00:00Z</DueDate>');
    expect(selectionOf(exportedFirst.viewpoint!)).toEqual([firstGlobalId]);
    expect(exportedFirst.viewpoint).toContain('<ClippingPlane>');
    expect(selectionOf(exportedSecond.viewpoint!)).toEqual([secondGlobalId]);
    expect(exportedSecond.viewpoint).not.toContain('<ClippingPlane>');
    expect(cameraNumbers(exportedFirst.viewpoint!)).not.toEqual(cameraNumbers(exportedSecond.viewpoint!));
    for (const topic of topics) expect(strFromU8(topic.snapshot!.subarray(1, 4))).toBe('PNG');
    expect(errors).toEqual([]);
    await page.close();

    // A fresh viewer on the same model: the same topics, and each one's viewpoint back on a click.
    const fresh = await site.newPage(1440, 900);
    await openSample(fresh, lang);
    const freshPanel = issuePanel(fresh, lang);
    await importFile(fresh, exported.name, exported.bytes);
    await expect
      .poll(() => freshPanel.getByRole('status').textContent(), viewerPace)
      .toBe(fill(copy.bcf.announce.imported_other, { count: 2, file: exported.name, version: '2.1' }));
    const freshList = freshPanel.getByRole('list', { name: copy.bcf.list.title });
    expect((await freshList.locator('li[data-topic] > button').allTextContents()).sort()).toEqual([first.title, second.title].sort());
    expect(await freshList.locator('[data-missing]').count()).toBe(0);

    await freshPanel.getByRole('button', { name: first.title, exact: true }).focus();
    await fresh.keyboard.press('Enter');
    await expect.poll(() => selectedGlobalId(fresh, lang), viewerPace).toBe(firstGlobalId);
    expect(await sectionAxis(fresh, lang).inputValue()).toBe('y');
    expect(await sectionPosition(fresh, lang).inputValue()).toBe('40');
    expect(await freshPanel.getByRole('status').textContent()).toBe(fill(copy.bcf.announce.restored, { title: first.title }));

    // The restored view, recorded again, is the view the first issue was made on.
    await freshPanel.getByRole('button', { name: copy.bcf.panel.new }).click();
    await freshPanel.getByLabel(copy.bcf.form.name, { exact: true }).fill('check');
    await freshPanel.getByRole('button', { name: copy.bcf.form.create }).click();
    await freshPanel.getByRole('button', { name: second.title, exact: true }).click();
    await expect.poll(() => selectedGlobalId(fresh, lang), viewerPace).toBe(secondGlobalId);
    expect(await sectionAxis(fresh, lang).inputValue()).toBe('');
    const again = topicsOf((await exportIssues(fresh, lang)).bytes);
    const recordedAgain = again.find((topic) => topic.markup.includes('<Title>check</Title>'))!;
    const expected = cameraNumbers(exportedFirst.viewpoint!);
    const actual = cameraNumbers(recordedAgain.viewpoint!);
    expect(actual).toHaveLength(9);
    for (const [index, value] of actual.entries()) expect(value).toBeCloseTo(expected[index]!, 5);
    expect(selectionOf(recordedAgain.viewpoint!)).toEqual([firstGlobalId]);
    const plane = (viewpoint: string) => viewpoint.slice(viewpoint.indexOf('<ClippingPlanes>'));
    expect(plane(recordedAgain.viewpoint!).replace(/\d\.\d{6}\d*/g, (number) => Number(number).toFixed(6))).toBe(
      plane(exportedFirst.viewpoint!).replace(/\d\.\d{6}\d*/g, (number) => Number(number).toFixed(6)),
    );
    await fresh.close();
  });

  it('says so, in its language, when a file is damaged or is no BCF, and stays usable', async () => {
    const page = await site.newPage(1440, 900);
    await openSample(page, lang);
    const panel = issuePanel(page, lang);
    const zip = handWrittenBcf20();
    await importFile(page, 'issues.bcfzip', zip.subarray(0, Math.floor(zip.length * 0.6)));
    const alert = panel.getByRole('alert');
    await expect.poll(() => alert.textContent(), viewerPace).toContain(fill(copy.bcf.problems.damaged, { file: 'issues.bcfzip' }));
    await importFile(page, 'floor-plan.pdf', new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n1 0 obj\n'));
    await expect.poll(() => alert.textContent(), viewerPace).toContain(fill(copy.bcf.problems['not-bcf'], { file: 'floor-plan.pdf' }));
    // The whole file afterwards imports.
    await importFile(page, 'issues.bcfzip', zip);
    await expect.poll(() => panel.getByRole('list', { name: copy.bcf.list.title }).locator('li[data-topic]').count(), viewerPace).toBe(2);
    expect(await alert.count()).toBe(0);
    await page.close();
  });
});

describe('a BCF 2.0 file from another tool', () => {
  const copy = copyOf('de');

  it('lists its topics with status, assignee and comments, restores the viewpoint and names the element the model lacks', async () => {
    const page = await site.newPage(1440, 900);
    const errors = collectErrors(page);
    await openSample(page, 'de');
    const panel = issuePanel(page, 'de');
    await importFile(page, 'clash-check.bcfzip', handWrittenBcf20());
    await expect
      .poll(() => panel.getByRole('status').textContent(), viewerPace)
      .toBe(fill(copy.bcf.announce.imported_other, { count: 2, file: 'clash-check.bcfzip', version: '2.0' }));
    const list = panel.getByRole('list', { name: copy.bcf.list.title });
    const clash = list.locator('li[data-topic]', { hasText: handWritten20.clash.title });
    const closed = list.locator('li[data-topic]', { hasText: handWritten20.closed.title });
    expect(await clash.locator('[data-missing]').textContent()).toBe(fill(copy.bcf.list.missing_one, { ids: handWritten20.clash.missing }));
    expect(await closed.textContent()).toContain(copy.bcf.statuses.closed);
    expect(await closed.textContent()).toContain(handWritten20.closed.assignee);
    expect(await closed.locator('summary').textContent()).toBe(fill(copy.bcf.list.comments_other, { count: handWritten20.closed.comments }));
    await closed.locator('summary').click();
    expect(await closed.getByText('Im Modell ergänzt, Stand TGA-Index C.').isVisible()).toBe(true);

    await clash.getByRole('button', { name: handWritten20.clash.title }).click();
    await expect.poll(() => selectedGlobalId(page, 'de'), viewerPace).toBe(handWritten20.clash.window);
    expect(await panel.getByRole('status').textContent()).toBe(
      `${fill(copy.bcf.announce.restored, { title: handWritten20.clash.title })} ${fill(copy.bcf.list.missing_one, { ids: handWritten20.clash.missing })}`,
    );
    // Cut 1.60 m above the ground floor: low in the building's height.
    expect(await sectionAxis(page, 'de').inputValue()).toBe('y');
    const share = Number(await sectionPosition(page, 'de').inputValue());
    expect(share).toBeGreaterThan(5);
    expect(share).toBeLessThan(45);
    await shoot(page, 'import');
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the issue panel for everyone', () => {
  const copy = copyOf('de');

  it('has no axe violations with the form open, then with the issue list open', async () => {
    const page = await site.newPage(1440, 900);
    await openSample(page, 'de');
    const panel = issuePanel(page, 'de');
    await panel.getByRole('button', { name: copy.bcf.panel.new }).click();
    await panel.getByRole('button', { name: copy.bcf.form.create }).click();
    expect(await wcagViolations(page)).toEqual([]);
    await panel.getByLabel(copy.bcf.form.name, { exact: true }).fill(issues.de[0]!.title);
    await panel.getByRole('button', { name: copy.bcf.form.create }).click();
    await importFile(page, 'clash-check.bcfzip', handWrittenBcf20());
    await expect.poll(() => panel.locator('li[data-topic]').count(), viewerPace).toBe(3);
    await panel.locator('li[data-topic] summary').first().click();
    expect(await wcagViolations(page)).toEqual([]);
    await page.close();
  });

  it('works at 375 px with touch: an issue made and shown by tapping, nothing wider than the screen', async () => {
    const context = await site.browser.newContext({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true, locale: 'de-DE' });
    await context.addCookies([{ ...choiceCookie({ analytics: false, marketing: false }), url: site.baseUrl }]);
    const page = await context.newPage();
    await openSample(page, 'de');
    const panel = issuePanel(page, 'de');
    await panel.getByRole('button', { name: copy.bcf.panel.new }).tap();
    await panel.getByLabel(copy.bcf.form.name, { exact: true }).fill(issues.de[1]!.title);
    await panel.getByRole('button', { name: copy.bcf.form.create }).tap();
    await importFile(page, 'clash-check.bcfzip', handWrittenBcf20());
    await expect.poll(() => panel.locator('li[data-topic]').count(), viewerPace).toBe(3);
    await panel.getByRole('button', { name: handWritten20.clash.title }).tap();
    await expect.poll(() => selectedGlobalId(page, 'de'), viewerPace).toBe(handWritten20.clash.window);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // Every control of the panel is a target a finger can hit: 44 px high at least.
    const small = await panel
      .locator('button, label:has(input[type="file"]), summary')
      .evaluateAll((controls) => controls.filter((control) => control.getBoundingClientRect().height < 44).map((control) => control.textContent));
    expect(small).toEqual([]);
    expect(await wcagViolations(page)).toEqual([]);
    await context.close();
  });
});
