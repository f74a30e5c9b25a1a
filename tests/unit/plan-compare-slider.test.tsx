// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { PlanCompareSlider, type PlanCompareSliderCopy } from '../../app/components/signature/plan-compare-slider/PlanCompareSlider.tsx';
import { splitAfterKey } from '../../app/components/signature/plan-compare-slider/split.ts';
import { PageProvider } from '../../app/context/page.tsx';
import type { Lang } from '../../app/shared/languages.ts';
import de from '../../locales/de/planManagement.json';
import en from '../../locales/en/planManagement.json';

afterEach(cleanup);

// Both locale files fit the component's copy: a key missing in either fails the type check.
const copies: Record<Lang, PlanCompareSliderCopy> = { de: de.compare.slider, en: en.compare.slider };

function inPage(lang: Lang, ui: ReactNode) {
  return (
    <PageProvider lang={lang} page={{ id: 'planManagement' }}>
      {ui}
    </PageProvider>
  );
}

async function renderSlider(lang: Lang = 'de') {
  const view = render(inPage(lang, <PlanCompareSlider copy={copies[lang]} />));
  // The script's upgrade: the divider exists only once it has run.
  const slider = await screen.findByRole('slider');
  return { ...view, slider };
}

const value = (slider: HTMLElement) => Number(slider.getAttribute('aria-valuenow'));

describe('the plan comparison slider (WAI-ARIA slider pattern)', () => {
  it('is a slider from 0 to 100, named, starting at half of each index', async () => {
    const { slider, container } = await renderSlider();
    expect(slider.getAttribute('aria-valuemin')).toBe('0');
    expect(slider.getAttribute('aria-valuemax')).toBe('100');
    expect(value(slider)).toBe(50);
    expect(slider).toHaveProperty('tabIndex', 0);
    expect(screen.getByRole('slider', { name: 'Trennlinie zwischen Index D und Index C' })).toBe(slider);
    expect(container.querySelector('[data-enhanced]')?.getAttribute('data-enhanced')).toBe('true');
  });

  it('moves 5 % with the arrow keys and 20 % with Page Up and Page Down', async () => {
    const { slider } = await renderSlider();
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(value(slider)).toBe(55);
    fireEvent.keyDown(slider, { key: 'ArrowUp' });
    expect(value(slider)).toBe(60);
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    fireEvent.keyDown(slider, { key: 'ArrowDown' });
    expect(value(slider)).toBe(45);
    fireEvent.keyDown(slider, { key: 'PageUp' });
    expect(value(slider)).toBe(65);
    fireEvent.keyDown(slider, { key: 'PageDown' });
    fireEvent.keyDown(slider, { key: 'PageDown' });
    expect(value(slider)).toBe(25);
  });

  it('jumps to 0 with Home and to 100 with End, and stops at both ends', async () => {
    const { slider } = await renderSlider();
    fireEvent.keyDown(slider, { key: 'End' });
    expect(value(slider)).toBe(100);
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    fireEvent.keyDown(slider, { key: 'PageUp' });
    expect(value(slider)).toBe(100);
    fireEvent.keyDown(slider, { key: 'Home' });
    expect(value(slider)).toBe(0);
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    fireEvent.keyDown(slider, { key: 'PageDown' });
    expect(value(slider)).toBe(0);
  });

  it('leaves other keys to the browser', async () => {
    const { slider } = await renderSlider();
    expect(fireEvent.keyDown(slider, { key: 'Tab' })).toBe(true);
    expect(fireEvent.keyDown(slider, { key: 'ArrowRight' })).toBe(false);
    expect(splitAfterKey('Enter', 50)).toBeUndefined();
  });

  it('says how much of index D it shows, in the page language', async () => {
    const { slider } = await renderSlider('de');
    fireEvent.keyDown(slider, { key: 'PageUp' });
    fireEvent.keyDown(slider, { key: 'ArrowDown' });
    fireEvent.keyDown(slider, { key: 'ArrowDown' });
    expect(slider.getAttribute('aria-valuetext')).toBe('Index D zu 60\u00a0% sichtbar');
    cleanup();
    const english = await renderSlider('en');
    fireEvent.keyDown(english.slider, { key: 'Home' });
    expect(english.slider.getAttribute('aria-valuetext')).toBe('0% of revision D shown');
    expect(english.slider.getAttribute('aria-label')).toBe('Divider between revision D and revision C');
  });

  it('moves the divider to where the plan is pressed, and follows the captured pointer', async () => {
    const { slider, container } = await renderSlider();
    const track = slider.parentElement!;
    track.getBoundingClientRect = () => ({ left: 100, width: 400, top: 0, height: 200, right: 500, bottom: 200, x: 100, y: 0, toJSON: () => ({}) });
    fireEvent.pointerDown(track, { pointerId: 1, button: 0, clientX: 400 });
    expect(value(slider)).toBe(75);
    expect(document.activeElement).toBe(slider);
    expect(container.querySelector('[data-dragging]')?.getAttribute('data-dragging')).toBe('true');
    fireEvent.pointerMove(track, { pointerId: 1, clientX: 140 });
    expect(value(slider)).toBe(10);
    fireEvent.pointerMove(track, { pointerId: 1, clientX: 20 });
    expect(value(slider)).toBe(0);
    fireEvent.pointerUp(track, { pointerId: 1, clientX: 20 });
    fireEvent.pointerMove(track, { pointerId: 1, clientX: 300 });
    expect(value(slider)).toBe(0);
    expect(container.querySelector('[data-dragging]')?.getAttribute('data-dragging')).toBe('false');
  });
});

describe('the plan comparison without the script (server-rendered HTML)', () => {
  it.each(['de', 'en'] as const)('shows both indexes with their labels and the list of changes in %s', (lang) => {
    const html = renderToString(inPage(lang, <PlanCompareSlider copy={copies[lang]} />));
    const page = new DOMParser().parseFromString(html, 'text/html');
    const copy = copies[lang];

    expect(page.querySelector('[data-enhanced]')?.getAttribute('data-enhanced')).toBe('false');
    expect(page.querySelector('[role="slider"]')).toBeNull();
    // The site's CSP refuses style attributes in the HTML (style-src-attr).
    expect(page.querySelectorAll('[style]')).toHaveLength(0);
    // The row of both drawings, which may scroll sideways, is a named tab stop.
    expect(page.querySelector('[role="group"]')?.getAttribute('aria-label')).toBe(copy.comparison);
    expect(page.querySelector('[role="group"]')?.getAttribute('tabindex')).toBe('0');

    const figures = [...page.querySelectorAll('figure')];
    expect(figures.map((figure) => figure.querySelector('figcaption strong')?.textContent)).toEqual(
      lang === 'de' ? ['Index C', 'Index D'] : ['Rev. C', 'Rev. D'],
    );
    expect(figures.map((figure) => figure.querySelector('figcaption')?.textContent)).toEqual([
      expect.stringContaining(copy.before),
      expect.stringContaining(copy.after),
    ]);
    // Each index is drawn (landscape and upright), named by plan, index and date.
    for (const [figure, index] of [
      [figures[0]!, 'C'],
      [figures[1]!, 'D'],
    ] as const) {
      const drawings = [...figure.querySelectorAll('svg[role="img"]')];
      expect(drawings).toHaveLength(2);
      for (const drawing of drawings)
        expect(drawing.getAttribute('aria-label')).toContain(`${copy.plan}, ${lang === 'de' ? 'Index' : 'revision'} ${index}`);
    }

    const items = [...page.querySelectorAll('ol > li')].map((item) => item.textContent);
    expect(items).toHaveLength(4);
    Object.values(copy.changes.items).forEach((change, index) => {
      expect(items[index]).toContain(change.title);
      expect(items[index]).toContain(change.note);
    });
  });

  it('draws the revision clouds on index D only, and each index with its own walls and areas', () => {
    const html = renderToString(inPage('de', <PlanCompareSlider copy={copies.de} />));
    const page = new DOMParser().parseFromString(html, 'text/html');
    const [before, after] = [...page.querySelectorAll('figure svg[data-side]')].filter((svg) => svg.getAttribute('class')?.includes('landscape'));
    const clouds = (svg: Element | undefined) => svg?.querySelectorAll('path[stroke-linejoin="round"]').length;
    expect(clouds(before)).toBe(0);
    expect(clouds(after)).toBe(4);
    // Living room 3.02: 28.76 m² in index C, 30.96 m² (+2.20) in index D.
    expect(before?.textContent).toContain('28,76 m²');
    expect(before?.textContent).not.toContain('30,96 m²');
    expect(after?.textContent).toContain('30,96 m²');
    expect(after?.textContent).toContain('+2,20 m²');
  });
});
