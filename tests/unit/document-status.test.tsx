// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { DocumentStatus } from '../../app/components/signature/document-status/DocumentStatus.tsx';
import { history, statuses } from '../../app/components/signature/document-status/history.ts';
import { initialStep, statusLine, stepState } from '../../app/components/signature/document-status/track.ts';
import { PageProvider } from '../../app/context/page.tsx';
import { tabAfterKey } from '../../app/lib/tab-keys.ts';
import { DocumentStatusSection } from '../../app/pages/dms/DocumentStatusSection.tsx';
import type { Lang } from '../../app/shared/languages.ts';
import { withCopy } from '../support/page-copy.tsx';
import { documentStatusCopy } from './document-status.copy.ts';

afterEach(cleanup);

function inPage(lang: Lang, ui: ReactNode) {
  return (
    <PageProvider lang={lang} page={{ id: 'dms' }}>
      {ui}
    </PageProvider>
  );
}

const piece = (lang: Lang) => documentStatusCopy[lang].piece;
/** Text with the no-break spaces of number formatting made plain. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('the status logic', () => {
  it('marks the statuses before the selected one passed and those after it ahead', () => {
    expect([0, 1, 2, 3].map((index) => stepState(index, 0))).toEqual(['current', 'upcoming', 'upcoming', 'upcoming']);
    expect([0, 1, 2, 3].map((index) => stepState(index, 2))).toEqual(['done', 'done', 'current', 'upcoming']);
    expect([0, 1, 2, 3].map((index) => stepState(index, 3))).toEqual(['done', 'done', 'done', 'current']);
  });

  it('moves along the track by the arrow keys, wrapping at the ends, and jumps by Home and End', () => {
    expect(tabAfterKey('ArrowRight', 0, 4)).toBe(1);
    expect(tabAfterKey('ArrowRight', 3, 4)).toBe(0);
    expect(tabAfterKey('ArrowLeft', 2, 4)).toBe(1);
    expect(tabAfterKey('ArrowLeft', 0, 4)).toBe(3);
    expect(tabAfterKey('Home', 2, 4)).toBe(0);
    expect(tabAfterKey('End', 1, 4)).toBe(3);
    // Left to the browser: Tab, the vertical arrows (the page scrolls), Enter and Space (nothing to activate).
    for (const key of ['Tab', 'ArrowDown', 'ArrowUp', 'Enter', ' ']) expect(tabAfterKey(key, 1, 4)).toBeUndefined();
  });

  it('tells since when and by whom the document has its status, in the page language', () => {
    expect(plain(statusLine(history[1]!, piece('de'), 'de'))).toBe('seit 14.10.2026, 11:40, gesetzt von Marie Keßler');
    expect(plain(statusLine(history[2]!, piece('en'), 'en'))).toBe('since 19 Oct 2026, 10:30, set by Lena Hartmann');
  });
});

describe('the document history', () => {
  it('passes the four statuses once each, in order, later each time', () => {
    expect(history.map((step) => step.status)).toEqual([...statuses]);
    for (let index = 1; index < history.length; index++) expect(history[index]!.at > history[index - 1]!.at).toBe(true);
  });

  it('logs each status from the moment it was set until the next one, oldest entry first', () => {
    history.forEach((step, index) => {
      const next = history[index + 1]?.at ?? '9999';
      expect(step.audit[0]!.at).toBe(step.at);
      for (const entry of step.audit) expect(entry.at >= step.at && entry.at < next, `${step.status} ${entry.at}`).toBe(true);
      const times = step.audit.map((entry) => entry.at);
      expect(times).toEqual([...times].sort());
      expect(step.comment.at >= step.at && step.comment.at < next).toBe(true);
    });
  });

  it('notifies nobody while the document is work in progress, and everyone who works with it once it is released', () => {
    expect(history[0]!.notified).toEqual([]);
    expect(history[1]!.notified).toContain(history[1]!.comment.by);
    expect(history[2]!.notified).toEqual(expect.arrayContaining(['novak', 'weber']));
  });

  it.each(['de', 'en'] as const)('has words in %s for every audit entry, and a reason where nobody was notified', (lang) => {
    for (const step of history) {
      const words = piece(lang).steps[step.status];
      expect(words.audit, step.status).toHaveLength(step.audit.length);
      expect(Boolean(words.nobody), step.status).toBe(step.notified.length === 0);
    }
  });
});

describe('the piece without the script (server-rendered HTML)', () => {
  it.each(['de', 'en'] as const)('shows every status of the document in order, in %s, with its comment, distribution and log', (lang) => {
    const copy = piece(lang);
    const html = renderToString(inPage(lang, <DocumentStatus copy={copy} />));
    // The site's CSP refuses style attributes in the HTML (style-src-attr).
    expect(html).not.toContain(' style="');
    const page = new DOMParser().parseFromString(html, 'text/html');

    expect(page.querySelector('[data-enhanced]')?.getAttribute('data-enhanced')).toBe('false');
    expect(page.querySelector('[role="tab"], [role="tablist"], [role="tabpanel"]')).toBeNull();

    // The track: an ordered list of links, each to its status's panel.
    const links = [...page.querySelectorAll('ol[aria-label] a')];
    expect(links.map((link) => link.textContent)).toEqual(history.map((step) => expect.stringContaining(copy.statuses[step.status])));
    const panels = links.map((link) => page.getElementById(link.getAttribute('href')!.slice(1)));
    expect(panels.every(Boolean)).toBe(true);
    expect(links[0]?.getAttribute('aria-current')).toBe('step');

    // The panels, in the same order, each headed by its status, in a named row that is a tab stop.
    const row = page.querySelector('[role="group"]');
    expect(row?.getAttribute('aria-label')).toBe(copy.panelsLabel);
    expect(row?.getAttribute('tabindex')).toBe('0');
    expect([...row!.children]).toEqual(panels);
    expect(panels.map((panel) => panel?.querySelector('h4')?.textContent)).toEqual(history.map((step) => copy.statuses[step.status]));
    panels.forEach((panel, index) => {
      const words = copy.steps[history[index]!.status];
      const text = panel?.textContent ?? '';
      expect(text).toContain(words.change);
      expect(text).toContain(words.comment);
      for (const entry of words.audit) expect(text).toContain(entry);
      expect(panel?.hasAttribute('hidden')).toBe(false);
    });

    // The document at its first status, in the polite live region.
    const status = page.querySelector('output');
    expect(status?.getAttribute('aria-live')).toBe('polite');
    expect(plain(status?.textContent)).toContain(copy.statuses.progress);
    expect(plain(status?.textContent)).toContain(lang === 'de' ? '12.10.2026, 08:55' : '12 Oct 2026, 08:55');
  });

  it('writes dates, the size and the index in the page language', () => {
    const de = plain(renderToString(inPage('de', <DocumentStatus copy={piece('de')} />)));
    expect(de).toContain('1,4 MB');
    expect(de).toContain('Index C');
    expect(de).toContain('>20.11.<');
    const en = plain(renderToString(inPage('en', <DocumentStatus copy={piece('en')} />)));
    expect(en).toContain('1.4 MB');
    expect(en).toContain('Rev. C');
    expect(en).toContain('>20 Nov<');
  });

  it('sits in a band named by its heading', () => {
    const html = renderToString(inPage('de', withCopy('de', ['dms'], <DocumentStatusSection copy={documentStatusCopy.de} />)));
    const page = new DOMParser().parseFromString(html, 'text/html');
    const band = page.querySelector('section');
    expect(band?.getAttribute('aria-labelledby')).toBe('document-status-title');
    expect(page.getElementById('document-status-title')?.textContent).toBe(documentStatusCopy.de.section.title);
    expect([...page.querySelectorAll('h3')].map((heading) => heading.textContent)).toEqual([documentStatusCopy.de.piece.title]);
    expect(page.querySelectorAll('h4')).toHaveLength(4);
  });
});

describe('the piece with the script (WAI-ARIA tabs)', () => {
  async function renderPiece(lang: Lang = 'de') {
    const view = render(inPage(lang, <DocumentStatus copy={piece(lang)} />));
    // The upgrade: the track is a tab list once the script has run.
    const tablist = await screen.findByRole('tablist', { name: piece(lang).trackLabel });
    const tabs = within(tablist).getAllByRole('tab');
    const status = view.container.querySelector('output')!;
    const selectedPanel = () => screen.getByRole('tabpanel');
    return { ...view, tabs, status, selectedPanel };
  }

  it('starts at the first status, the only tab stop, with one panel shown', async () => {
    const { tabs, selectedPanel, container } = await renderPiece();
    expect(tabs).toHaveLength(4);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false', 'false']);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1]);
    expect(container.querySelectorAll('[role="tabpanel"]:not([hidden])')).toHaveLength(1);
    expect(selectedPanel().getAttribute('aria-labelledby')).toBe(tabs[initialStep]!.id);
    expect(tabs[0]!.getAttribute('aria-controls')).toBe(selectedPanel().id);
    expect(container.querySelector('[role="group"]')).toBeNull();
  });

  it('moves the document to the status pressed: chip, status line, visibility, track and panel follow', async () => {
    const { tabs, status, selectedPanel, container } = await renderPiece();
    fireEvent.click(tabs[2]!);
    expect(tabs[2]!.getAttribute('aria-selected')).toBe('true');
    expect(plain(status.textContent)).toBe('Status: Veröffentlicht seit 19.10.2026, 10:30, gesetzt von Lena Hartmann');
    expect(container.textContent).toContain('Sichtbar für: alle Projektbeteiligten');
    expect([...container.querySelectorAll('li[data-state]')].map((step) => step.getAttribute('data-state'))).toEqual([
      'done',
      'done',
      'current',
      'upcoming',
    ]);
    expect(within(selectedPanel()).getByRole('heading', { level: 4 }).textContent).toBe('Veröffentlicht');
    expect(selectedPanel().textContent).toContain('Paul Weber');
    expect(container.querySelector('[data-enhanced]')?.getAttribute('data-status')).toBe('released');
  });

  it('follows the arrow keys, Home and End, moving the focus with the selection', async () => {
    const { tabs, status } = await renderPiece();
    tabs[0]!.focus();
    expect(fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' })).toBe(false);
    expect(tabs[1]!.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tabs[1]);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0, -1, -1]);
    expect(plain(status.textContent)).toContain('Geteilt seit 14.10.2026, 11:40');
    fireEvent.keyDown(tabs[1]!, { key: 'End' });
    expect(document.activeElement).toBe(tabs[3]);
    expect(plain(status.textContent)).toContain('Archiviert');
    fireEvent.keyDown(tabs[3]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[0]);
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowLeft' });
    expect(tabs[3]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tabs[3]!, { key: 'Home' });
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    // Other keys stay with the browser.
    expect(fireEvent.keyDown(tabs[0]!, { key: 'ArrowDown' })).toBe(true);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
  });

  it('says who was notified, or why nobody was', async () => {
    const { tabs, selectedPanel } = await renderPiece();
    expect(selectedPanel().textContent).toContain(piece('de').steps.progress.nobody);
    fireEvent.click(tabs[1]!);
    const notified = [...selectedPanel().querySelectorAll('ul > li')].map((item) => item.textContent);
    // The monogram, the name and the role.
    expect(notified).toEqual(['SYSelin YılmazTragwerksplanung', 'EREva RothFassadenbau', 'LHLena HartmannBIM-Management']);
    expect(selectedPanel().textContent).not.toContain(piece('de').steps.progress.nobody);
  });

  it('speaks English on the English page', async () => {
    const { tabs, status } = await renderPiece('en');
    fireEvent.click(tabs[1]!);
    expect(plain(status.textContent)).toBe('Status: Shared since 14 Oct 2026, 11:40, set by Marie Keßler');
    // The passed status is ticked (a drawn check), the others numbered.
    expect(tabs[0]!.querySelector('svg')).not.toBeNull();
    expect(tabs.map((tab) => tab.textContent)).toEqual(['In progress12 Oct', '2Shared14 Oct', '3Published19 Oct', '4Archived20 Nov']);
  });
});
