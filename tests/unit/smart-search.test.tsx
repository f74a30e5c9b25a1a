// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { exampleRange, rangeOf, windowsIn } from '../../app/components/signature/smart-search/range.ts';
import { SmartSearch } from '../../app/components/signature/smart-search/SmartSearch.tsx';
import { SmartSearchSection } from '../../app/components/signature/smart-search/SmartSearchSection.tsx';
import { windows } from '../../app/components/signature/smart-search/windows.ts';
import { PageProvider } from '../../app/context/page.tsx';
import type { Lang } from '../../app/shared/languages.ts';
import { withCopy } from '../support/page-copy.tsx';
import { smartSearchCopy } from './smart-search.copy.ts';

afterEach(cleanup);

/** The windows from 122 to 134 cm wide, in the schedule's order. */
const example = ['F0.07', 'F1.07', 'F2.03', 'F4.02', 'F4.06'];

function inPage(lang: Lang, ui: ReactNode) {
  return (
    <PageProvider lang={lang} page={{ id: 'infoManagement' }}>
      {ui}
    </PageProvider>
  );
}

const rowIds = (root: ParentNode) => [...root.querySelectorAll('tbody th[scope="row"]')].map((cell) => cell.textContent);
/** Text with the no-break spaces of number formatting made plain. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('the example query and its data', () => {
  it('finds five of the twelve windows from 122 to 134 cm, both ends included', () => {
    expect(windows).toHaveLength(12);
    expect(windowsIn(exampleRange, windows).map((entry) => entry.id)).toEqual(example);
    // Just outside: 121 and 135 cm.
    expect(windowsIn({ min: 121, max: 135 }, windows)).toHaveLength(7);
  });

  it('leaves an end open where its field is empty or unreadable', () => {
    expect(rangeOf({ min: '', max: '130' })).toEqual({ min: 0, max: 130 });
    expect(rangeOf({ min: '125', max: 'x' })).toEqual({ min: 125, max: 400 });
  });
});

describe('the smart search without the script (server-rendered HTML)', () => {
  it.each(['de', 'en'] as const)('shows exactly the windows of the example query in %s, the fields greyed out', (lang) => {
    const copy = smartSearchCopy[lang].piece;
    const html = renderToString(inPage(lang, <SmartSearch copy={copy} />));
    expect(html).not.toContain(' style="');
    const page = new DOMParser().parseFromString(html, 'text/html');

    expect(page.querySelector('[data-enhanced]')?.getAttribute('data-enhanced')).toBe('false');
    expect(page.querySelector('search')?.getAttribute('aria-label')).toBe(copy.label);
    expect(rowIds(page)).toEqual(example);
    for (const entry of windows.filter((window) => !example.includes(window.id))) expect(html).not.toContain(`>${entry.id}<`);

    const fieldset = page.querySelector('fieldset');
    expect(fieldset?.hasAttribute('disabled')).toBe(true);
    expect([...page.querySelectorAll('input[type="number"]')].map((input) => input.getAttribute('value'))).toEqual(['122', '134']);
    for (const input of page.querySelectorAll('input[type="number"]')) expect(input.getAttribute('step')).toBe('1');

    const status = page.querySelector('output');
    expect(status?.getAttribute('aria-live')).toBe('polite');
    expect(status?.textContent).toBe(lang === 'de' ? '5 von 12 Fenstern' : '5 of 12 windows');
    expect(page.querySelector('table caption')?.textContent).toBe(
      lang === 'de' ? 'Fenster mit 122 bis 134\u00a0cm Breite' : 'Windows 122 to 134\u00a0cm wide',
    );
    expect(page.body.textContent).toContain(lang === 'de' ? 'Fenster Breite 122–134\u00a0cm' : 'windows width 122–134\u00a0cm');
    expect([...page.querySelectorAll('li')].map((chip) => chip.textContent)).toEqual(
      expect.arrayContaining([copy.chips.type, lang === 'de' ? 'Breite: 122–134\u00a0cm' : 'Width: 122–134\u00a0cm', copy.chips.storey]),
    );
  });

  it('writes lengths in the page language', () => {
    const de = plain(renderToString(inPage('de', <SmartSearch copy={smartSearchCopy.de.piece} />)));
    expect(de).toContain('126 cm');
    expect(de).toContain('OverallWidth 1,26 m');
    expect(de).toContain('QAK-B-ARC-GR-02-101, Index C');
    expect(de).toContain('1. OG');
    const en = plain(renderToString(inPage('en', <SmartSearch copy={smartSearchCopy.en.piece} />)));
    expect(en).toContain('OverallWidth 1.26 m');
    expect(en).toContain('revision C');
  });

  it('sits in a warm band named by its heading', () => {
    const html = renderToString(inPage('de', withCopy('de', ['infoManagement'], <SmartSearchSection copy={smartSearchCopy.de} />)));
    expect(html).not.toContain(' style="');
    const page = new DOMParser().parseFromString(html, 'text/html');
    const band = page.querySelector('section');
    expect(band?.getAttribute('aria-labelledby')).toBe('smart-search-title');
    expect(band?.getAttribute('data-tone')).toBe('warm');
    expect(page.getElementById('smart-search-title')?.textContent).toBe(smartSearchCopy.de.section.title);
    expect(rowIds(page)).toEqual(example);
  });
});

describe('the smart search with the script', () => {
  async function renderSearch(lang: Lang = 'de') {
    const view = render(inPage(lang, <SmartSearch copy={smartSearchCopy[lang].piece} />));
    const names = smartSearchCopy[lang].piece.width;
    const min = screen.getByRole('spinbutton', { name: names.min }) as HTMLInputElement;
    const max = screen.getByRole('spinbutton', { name: names.max }) as HTMLInputElement;
    // The upgrade: the fields are enabled once the script has run.
    await waitFor(() => expect(min.disabled).toBe(false));
    const status = screen.getByRole('status');
    return { ...view, min, max, status };
  }

  it('starts on the example query, its count in a polite live region', async () => {
    const { container, min, max, status } = await renderSearch();
    expect(container.querySelector('[data-enhanced]')?.getAttribute('data-enhanced')).toBe('true');
    expect([min.value, max.value]).toEqual(['122', '134']);
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('5 von 12 Fenstern');
    expect(rowIds(container)).toEqual(example);
  });

  it('filters the list as the width fields change, and says how many match', async () => {
    const { container, min, max, status } = await renderSearch();
    fireEvent.change(min, { target: { value: '120' } });
    expect(rowIds(container)).toEqual(['F0.07', 'F1.05', 'F1.07', 'F2.03', 'F4.02', 'F4.06']);
    expect(status.textContent).toBe('6 von 12 Fenstern');

    fireEvent.change(max, { target: { value: '160' } });
    expect(rowIds(container)).toEqual(['F0.07', 'F1.05', 'F1.07', 'F2.03', 'F3.07', 'F4.02', 'F4.06', 'F5.03']);
    expect(status.textContent).toBe('8 von 12 Fenstern');
    expect(container.textContent).toContain('Fenster Breite 120–160\u00a0cm');
    expect(container.textContent).toContain('Breite: 120–160\u00a0cm');
    expect(container.querySelector('caption')?.textContent).toBe('Fenster mit 120 bis 160\u00a0cm Breite');

    fireEvent.change(min, { target: { value: '200' } });
    fireEvent.change(max, { target: { value: '' } });
    expect(rowIds(container)).toEqual(['F0.04', 'F1.02']);
    expect(status.textContent).toBe('2 von 12 Fenstern');
  });

  it('says why nothing matches', async () => {
    const { container, min, max, status } = await renderSearch();
    fireEvent.change(min, { target: { value: '136' } });
    fireEvent.change(max, { target: { value: '150' } });
    expect(rowIds(container)).toEqual([]);
    expect(status.textContent).toBe('0 von 12 Fenstern');
    expect(container.querySelector('tbody')?.textContent).toBe(smartSearchCopy.de.piece.empty);
    fireEvent.change(min, { target: { value: '170' } });
    expect(container.querySelector('tbody')?.textContent).toBe(smartSearchCopy.de.piece.reversed);
  });

  it('counts in English on the English page', async () => {
    const { min, status } = await renderSearch('en');
    fireEvent.change(min, { target: { value: '70' } });
    expect(status.textContent).toBe('8 of 12 windows');
  });
});
