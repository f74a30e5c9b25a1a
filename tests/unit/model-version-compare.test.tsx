// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { storeyKeys, wallHeight, walls } from '../../app/components/signature/model-version-compare/building.ts';
import { listedPerKind } from '../../app/components/signature/model-version-compare/ChangeList.tsx';
import { type ComparedElement, comparedElements, kinds, type Shape } from '../../app/components/signature/model-version-compare/changes.ts';
import { ModelVersionCompare } from '../../app/components/signature/model-version-compare/ModelVersionCompare.tsx';
import { ModelVersionCompareSection } from '../../app/components/signature/model-version-compare/ModelVersionCompareSection.tsx';
import { PageProvider } from '../../app/context/page.tsx';
import { tabAfterKey } from '../../app/lib/tab-keys.ts';
import type { Lang } from '../../app/shared/languages.ts';
import { changeCounts, listedChanges } from '../../app/views/screens/model-versions/model-versions-data.ts';
import { clearHeight, officePlan } from '../../scripts/ifc/office-plan.ts';
import { reviseOffice } from '../../scripts/ifc/office-revision.ts';
import { architectureRevision, samples } from '../../scripts/ifc/sample-building.ts';
import { withCopy } from '../support/page-copy.tsx';
import { compareCopy } from './model-version-compare.copy.ts';

afterEach(cleanup);

function inPage(lang: Lang, ui: ReactNode) {
  return (
    <PageProvider lang={lang} page={{ id: 'bimModel' }}>
      {ui}
    </PageProvider>
  );
}

async function renderTabs(lang: Lang = 'de') {
  const view = render(inPage(lang, <ModelVersionCompare copy={compareCopy[lang].piece} />));
  // The script's upgrade: the tabs exist only once it has run.
  const tabs = await screen.findAllByRole('tab');
  return { ...view, tabs };
}

const selectedTab = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');
const drawing = (container: HTMLElement) => container.querySelector('svg[data-selected]')!;

describe('the version comparison tabs (WAI-ARIA tabs pattern)', () => {
  it('names a tab for each kind of change with its count, the first selected and the only tab stop', async () => {
    const { tabs, container } = await renderTabs();
    expect(screen.getByRole('tablist', { name: 'Abweichungen nach Art' })).toBeDefined();
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Hinzugefügt 8', 'Entfernt 8', 'Geändert 15']);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    expect(container.querySelector('[data-enhanced]')?.getAttribute('data-enhanced')).toBe('true');
    expect(drawing(container).getAttribute('data-selected')).toBe('added');
  });

  it('wires each tab to its panel and back, and shows only the selected panel', async () => {
    const { tabs } = await renderTabs();
    const panels = screen.getAllByRole('tabpanel', { hidden: true });
    expect(panels).toHaveLength(3);
    tabs.forEach((tab, index) => {
      const panel = document.getElementById(tab.getAttribute('aria-controls')!)!;
      expect(panel).toBe(panels[index]);
      expect(panel.getAttribute('aria-labelledby')).toBe(tab.id);
      expect(panel.tabIndex).toBe(0);
      expect(panel.hidden).toBe(index !== 0);
    });
    expect(screen.getByRole('tabpanel', { name: 'Hinzugefügt 8' })).toBe(panels[0]);
    expect(
      within(panels[0]!)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('span span')?.textContent),
    ).toEqual([
      'Nebeneingang West',
      'Büro 1.15',
      'Öffnung Tür 1.15',
      'Öffnung Fenster 1.05/4',
      'Trennwand Nord x=24.3 1.OG',
      'Fenster 1.05/4',
      undefined,
    ]);
  });

  it('moves selection and focus with the arrow keys, wrapping at both ends', async () => {
    const { tabs, container } = await renderTabs();
    tabs[0]!.focus();
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(selectedTab()).toBe(tabs[1]);
    expect(document.activeElement).toBe(tabs[1]);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
    expect(drawing(container).getAttribute('data-selected')).toBe('removed');
    expect(screen.getByRole('tabpanel').id).toBe(tabs[1]!.getAttribute('aria-controls'));

    fireEvent.keyDown(tabs[1]!, { key: 'ArrowRight' });
    fireEvent.keyDown(tabs[2]!, { key: 'ArrowRight' });
    expect(selectedTab()).toBe(tabs[0]);
    expect(document.activeElement).toBe(tabs[0]);

    fireEvent.keyDown(tabs[0]!, { key: 'ArrowLeft' });
    expect(selectedTab()).toBe(tabs[2]);
    expect(document.activeElement).toBe(tabs[2]);
    expect(drawing(container).getAttribute('data-selected')).toBe('changed');
  });

  it('jumps to the last tab with End and to the first with Home', async () => {
    const { tabs } = await renderTabs();
    fireEvent.keyDown(tabs[0]!, { key: 'End' });
    expect(selectedTab()).toBe(tabs[2]);
    expect(document.activeElement).toBe(tabs[2]);
    fireEvent.keyDown(tabs[2]!, { key: 'Home' });
    expect(selectedTab()).toBe(tabs[0]);
    expect(document.activeElement).toBe(tabs[0]);
  });

  it('selects a tab by click and leaves other keys to the browser', async () => {
    const { tabs } = await renderTabs();
    fireEvent.click(tabs[2]!);
    expect(selectedTab()).toBe(tabs[2]);
    const panel = screen.getByRole('tabpanel');
    expect(panel.textContent).toContain('Gruppenbüro 1.01');
    expect(panel.textContent).toContain('Büro 1.01');
    expect(fireEvent.keyDown(tabs[2]!, { key: 'Tab' })).toBe(true);
    expect(fireEvent.keyDown(tabs[2]!, { key: 'Enter' })).toBe(true);
    expect(fireEvent.keyDown(tabs[2]!, { key: 'ArrowRight' })).toBe(false);
    expect(tabAfterKey('ArrowDown', 1, 3)).toBeUndefined();
  });

  it("captions the drawing with what the selected tab's colour means", async () => {
    const { tabs, container } = await renderTabs();
    const caption = () => container.querySelector('figcaption')?.textContent;
    const { caption: captions } = compareCopy.de.piece.drawing;
    expect(caption()).toBe(captions.added);
    fireEvent.click(tabs[1]!);
    expect(caption()).toBe(captions.removed);
    expect(captions.removed).toContain('gestrichelt');
    expect(captions.added).not.toContain('gestrichelt');
    fireEvent.click(tabs[2]!);
    expect(caption()).toBe(captions.changed);
  });

  it('stresses the element under the pointer in the drawing', async () => {
    const { tabs, container } = await renderTabs();
    fireEvent.click(tabs[1]!);
    const door = within(screen.getByRole('tabpanel')).getByText('Tür 1.02').closest('li')!;
    fireEvent.pointerEnter(door);
    expect(drawing(container).hasAttribute('data-hot')).toBe(true);
    expect([...container.querySelectorAll('svg g[data-hot]')].map((mark) => mark.getAttribute('data-class'))).toEqual(['IfcDoor']);
    fireEvent.pointerLeave(door);
    expect(drawing(container).hasAttribute('data-hot')).toBe(false);
  });

  it('speaks English on the English page', async () => {
    const { tabs } = await renderTabs('en');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Added 8', 'Removed 8', 'Changed 15']);
    fireEvent.click(tabs[2]!);
    expect(screen.getByRole('tabpanel').textContent).toContain('1.01\u00a0m');
  });
});

describe('the version comparison without the script (server-rendered HTML)', () => {
  it.each(['de', 'en'] as const)('shows all three lists one after another under their headings in %s', (lang) => {
    const copy = compareCopy[lang].piece;
    const html = renderToString(inPage(lang, <ModelVersionCompare copy={copy} />));
    const page = new DOMParser().parseFromString(html, 'text/html');

    expect(html).not.toContain(' style="');
    expect(page.querySelector('[data-enhanced]')?.getAttribute('data-enhanced')).toBe('false');
    expect(page.querySelector('[role="tab"], [role="tablist"], [role="tabpanel"], [hidden]')).toBeNull();
    expect(page.querySelector('svg')?.getAttribute('data-selected')).toBe('all');
    expect(page.querySelector('svg')?.getAttribute('aria-label')).toBe(copy.drawing.label);
    expect(page.querySelector('figcaption')?.textContent).toBe(copy.drawing.caption.all);

    const headings = [...page.querySelectorAll('h3')];
    expect(headings.map((heading) => heading.textContent)).toEqual(kinds.map((kind) => `${copy.kinds[kind]} ${changeCounts[kind]}`));
    const lists = headings.map((heading) => [...heading.parentElement!.querySelectorAll('li')].map((item) => item.textContent));
    kinds.forEach((kind, index) => {
      const all = comparedElements.filter((element) => element.kind === kind);
      const elements = all.slice(0, listedPerKind);
      // The first elements by name, the rest counted in one line (they are marked in the drawing).
      expect(lists[index]).toHaveLength(Math.min(all.length, listedPerKind + 1));
      if (all.length > listedPerKind) expect(lists[index]!.at(-1)).toContain(String(all.length - listedPerKind));
      elements.forEach((element, position) => {
        expect(lists[index]![position]).toContain(element.name);
        expect(lists[index]![position]).toContain(element.ifcClass);
      });
    });
    const changed = lists[2]!.join('\n');
    expect(changed).toContain('Büro 1.01');
    expect(changed).toContain('Gruppenbüro');
    expect(changed).toMatch(/EI 30.*→.*EI 90/);
    expect(changed).toContain(lang === 'de' ? '1,34\u00a0m' : '1.34\u00a0m');
    expect(changed).toContain(lang === 'de' ? '1,51\u00a0m' : '1.51\u00a0m');
  });

  it('renders the section as a band named by its heading, without a style attribute', () => {
    const html = renderToString(inPage('de', withCopy('de', ['bimModel'], <ModelVersionCompareSection copy={compareCopy.de} />)));
    const page = new DOMParser().parseFromString(html, 'text/html');
    const band = page.querySelector('section')!;
    expect(band.getAttribute('aria-labelledby')).toBe('model-compare-title');
    expect(page.getElementById('model-compare-title')?.tagName).toBe('H2');
    expect(page.getElementById('model-compare-title')?.textContent).toBe(compareCopy.de.section.title);
    expect(html).not.toContain(' style="');
  });

  it('has the same keys in both languages', () => {
    const keys = (value: unknown, prefix = ''): string[] =>
      typeof value === 'object' && value
        ? Object.entries(value).flatMap(([key, inner]) => keys(inner, `${prefix}${key}.`))
        : [`${prefix.slice(0, -1)}`];
    expect(keys(compareCopy.en)).toEqual(keys(compareCopy.de));
  });
});

describe('the comparison data', () => {
  const strip = (element: ComparedElement) => ({ kind: element.kind, name: element.name, ifcClass: element.ifcClass });

  it("lists every element the viewer's comparison finds between version 1 and 2, with what changed", () => {
    const found = kinds.flatMap((kind) => architectureRevision[kind].map((element) => ({ kind, name: element.name, ifcClass: element.ifcClass })));
    expect(comparedElements.map(strip)).toEqual(expect.arrayContaining(found));
    expect(comparedElements).toHaveLength(found.length);
    for (const kind of kinds) expect(comparedElements.filter((element) => element.kind === kind)).toHaveLength(changeCounts[kind]);
    for (const element of architectureRevision.changed) {
      const facts = comparedElements.find((candidate) => candidate.name === element.name)?.facts ?? [];
      expect(Object.fromEntries(facts.map((fact) => [fact.name, { old: fact.old, new: fact.new }])), element.name).toEqual(element.changes);
    }
    // The product view's list keeps its order; each kind lists it first.
    const listed = new Set(listedChanges.map((change) => change.name));
    expect(comparedElements.filter((element) => listed.has(element.name)).map(strip)).toEqual(
      listedChanges.map(({ kind, name, ifcClass }) => ({ kind, name, ifcClass })),
    );
    for (const kind of kinds) {
      const names = comparedElements.filter((element) => element.kind === kind).map((element) => listed.has(element.name));
      expect(names.indexOf(false) === -1 || !names.slice(names.indexOf(false)).includes(true), kind).toBe(true);
    }
  });

  it('draws each element where its solid is: in version 2, or where version 1 had it', () => {
    const near = (actual: readonly number[], expected: readonly number[]) => {
      for (const [index, value] of actual.entries()) expect(value).toBeCloseTo(expected[index]!, 6);
    };
    for (const element of comparedElements) {
      const model = element.kind === 'removed' ? samples.architectureV1.model : samples.architectureV2.model;
      const source = model.elements.find((candidate) => candidate.name === element.name)!;
      const { at, xAxis, min, max } = source.solid;
      const shape: Shape = element.shape;
      expect(shape.storey, element.name).toBe(source.storey);
      if (shape.type === 'floor') {
        near([shape.x[0], shape.x[1], shape.y[0], shape.y[1]], [at[0] + min[0], at[0] + max[0], at[1] + min[1], at[1] + max[1]]);
        continue;
      }
      near(
        [...shape.from, ...shape.to],
        [at[0] + xAxis[0] * min[0], at[1] + xAxis[1] * min[0], at[0] + xAxis[0] * max[0], at[1] + xAxis[1] * max[0]],
      );
      // An opening reaches a little below a door's sill; it is drawn as high as what fills it.
      if (source.ifcClass !== 'IfcOpeningElement') near(shape.z, [at[2] + min[2], at[2] + max[2]]);
    }
  });

  it("draws version 2's walls with their doors and windows as the plan script lays them out", () => {
    expect(wallHeight).toBe(clearHeight);
    const revised = reviseOffice(officePlan);
    for (const storey of storeyKeys) {
      const planned = revised.walls
        .filter((wall) => wall.storey === storey)
        .map(({ name, from, to, openings }) => ({ name, from, to, openings: openings.map(({ key: _key, ...opening }) => opening) }));
      expect(walls[storey]).toEqual(planned);
    }
  });
});
