// @vitest-environment jsdom
// The issue panel with the site's copy (locales/*/ifcViewerBcf.json) and a model that has none of the
// own test file's elements: an imported topic shows who made it and when, priority, labels, the due date
// with its time, related issues, its three viewpoints as buttons; opening one announces it and says in
// one line what the viewer could not apply; the export asks for the version and writes it; a file read
// only in part says so and leaves what it could read in the list.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { createElement, type FunctionComponent, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readBcf } from '../src/bcf/read-bcf.ts';
import { restoreViewpoint } from '../src/bcf/restore-viewpoint.ts';
import type { BcfViewpoint } from '../src/bcf/topic.ts';
import { IssuePanel } from '../src/react/bcf/IssuePanel.tsx';
import type { IssueView } from '../src/react/bcf/use-issue-view.ts';
import { type ViewerHost, ViewerHostProvider } from '../src/react/viewer-copy.tsx';
import type { ElementRef } from '../src/view/tree-state.ts';
import { ownBcf } from './bcf-support.ts';

type Catalog = { [key: string]: string | Catalog };
const catalogOf = (lang: 'de' | 'en'): Catalog =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../../locales/${lang}/ifcViewerBcf.json`), 'utf8'));
const months = {
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};

/** A host as the site's (ViewerApp.tsx): the copy by dotted key, plurals by `count`, days written out. */
function host(lang: 'de' | 'en'): ViewerHost {
  const catalog = catalogOf(lang);
  const find = (key: string) =>
    key.split('.').reduce<Catalog | string | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), catalog);
  const plural = new Intl.PluralRules(lang);
  return {
    lang,
    translator: () => ({
      lang,
      t(key, values) {
        const counted = values && typeof values.count === 'number' ? find(`${key}_${plural.select(values.count)}`) : undefined;
        const text = typeof counted === 'string' ? counted : find(key);
        if (typeof text !== 'string') return `MISSING ${key}`;
        return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values?.[name]));
      },
    }),
    formatDay: (day) => {
      const [year, month, date] = day.split('-').map(Number);
      return lang === 'de' ? `${date}. ${months.de[month! - 1]} ${year}` : `${date} ${months.en[month! - 1]} ${year}`;
    },
  };
}

/** The viewer's side, without a scene: a model that has none of the elements a test file names. */
function issueView(): IssueView & { restored: BcfViewpoint[] } {
  const restored: BcfViewpoint[] = [];
  return {
    open: true,
    capture: () => ({ selected: [] }),
    restore: (viewpoint) => {
      restored.push(viewpoint);
      return restoreViewpoint<ElementRef>(viewpoint, undefined, () => undefined);
    },
    lookup: () => undefined,
    display: undefined,
    cuts: [],
    clearDisplay: () => {},
    restored,
  };
}

// Children as createElement's argument (no JSX in a .ts test): the provider's props with them optional.
const Provider = ViewerHostProvider as FunctionComponent<{ host: ViewerHost; children?: ReactNode }>;
const panelIn = (lang: 'de' | 'en', view: IssueView) => render(createElement(Provider, { host: host(lang) }, createElement(IssuePanel, { view })));

const importFile = (name: string, bytes: Uint8Array) => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [new File([bytes as Uint8Array<ArrayBuffer>], name)] } });
};

/** The title of the own files' topic with three viewpoints. */
const name = 'Brüstung Fenster 0.01/1 unter 90 cm';

afterEach(cleanup);

describe('the issue panel with an imported BCF 2.1 file', () => {
  const status = () => screen.getByRole('status').textContent;

  it('shows what the topic records: author, dates, priority, labels, assignee, related issues, comments', async () => {
    panelIn('de', issueView());
    importFile('drei-ansichten.bcf', ownBcf('v2.1-three-viewpoints'));
    await waitFor(() => expect(status()).toBe('„drei-ansichten.bcf“ (BCF 2.1): 2 Issues importiert.'));
    const topic = screen.getByRole('button', { name }).closest('li')!;
    const meta = Object.fromEntries(
      [...topic.querySelectorAll('dl > div')].map((entry) => [entry.querySelector('dt')!.textContent, entry.querySelector('dd')!.textContent]),
    );
    expect(meta).toMatchObject({
      Status: 'Offen',
      Typ: 'Issue',
      Priorität: 'Hoch',
      Labels: 'Fassade, Absturzsicherung',
      Zuständig: 'fassade@planung.example',
      Projektphase: 'Entwurfsplanung',
      'Erstellt von': 'architektur@buero.example',
      'Verknüpft mit': 'Fensterliste EG mit dem Modell abgleichen',
      Quelle: 'drei-ansichten.bcf',
    });
    // The due date keeps its time (14:22:47 UTC, in the visitor's time zone).
    expect(meta.Fällig).toMatch(/^2\. April 2025, \d{2}:22\u00a0Uhr$/);
    expect(meta['Erstellt am']).toMatch(/^10\. März 2025, \d{2}:30\u00a0Uhr$/);
    expect(within(topic).getByText('4 Kommentare')).toBeTruthy();
  });

  it('opens each of the three viewpoints by its button, announces it and says what it could not apply', async () => {
    const view = issueView();
    panelIn('de', view);
    importFile('drei-ansichten.bcf', ownBcf('v2.1-three-viewpoints'));
    const topic = (await screen.findByRole('button', { name })).closest('li')!;
    const views = within(topic).getByRole('list', { name: '3 Ansichten' });
    const buttons = within(views).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Ansicht 1', 'Ansicht 2', 'Ansicht 3']);

    fireEvent.click(buttons[2]!);
    expect(view.restored.at(-1)!.guid).toBe('33e31603-341c-4bda-9c4e-7daa7c21d426');
    expect(buttons[2]!.getAttribute('aria-current')).toBe('true');
    // The selected window that is missing is named on its own, not again among what was not applied.
    const unapplied = 'Nicht übernommen: Markierungslinien, im Modell platzierte Bilder und Öffnungen.';
    expect(status()).toBe(`Ansicht 3 von 3 zu „${name}“ wiederhergestellt. Fehlt im geöffneten Modell: 0kIth0RK9T6efvkPn_tmqV ${unapplied}`);
    expect(topic.querySelector('[data-unapplied]')!.textContent).toBe(unapplied);
    expect(within(topic).getByRole('img').getAttribute('alt')).toBe(`Momentaufnahme zu „${name}“, Ansicht 3`);

    // The orthogonal view with two clipping planes (the section and a cut, both shown) and a hidden door the model lacks.
    fireEvent.click(buttons[1]!);
    expect(view.restored.at(-1)!.guid).toBe('e8ba6e21-f397-4e82-b5e8-0d9739ed7361');
    expect(topic.querySelector('[data-unapplied]')!.textContent).toBe('Nicht übernommen: Bauteile, die im geöffneten Modell fehlen.');

    // The title shows the first viewpoint; each comment on a viewpoint has a button to it.
    fireEvent.click(within(topic).getByRole('button', { name }));
    expect(view.restored.at(-1)!.guid).toBe('487c26b8-70c2-43ca-8f09-2446c4287025');
    fireEvent.click(within(topic).getByRole('button', { name: 'Ansicht 3 zeigen' }));
    expect(view.restored.at(-1)!.guid).toBe('33e31603-341c-4bda-9c4e-7daa7c21d426');
    fireEvent.click(within(topic).getByRole('button', { name: 'Ansicht 2 zeigen' }));
    expect(view.restored.at(-1)!.guid).toBe('e8ba6e21-f397-4e82-b5e8-0d9739ed7361');
  });

  it('exports as the version the visitor chooses, 2.1 unless they choose 3.0', async () => {
    const saved: Blob[] = [];
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      saved.push(blob as Blob);
      return 'blob:x';
    };
    URL.revokeObjectURL = () => {};
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    panelIn('en', issueView());
    importFile('due.bcf', ownBcf('v3.0-three-viewpoints'));
    await screen.findByRole('button', { name });
    const versions = screen.getByRole('group', { name: 'BCF version to export' });
    expect((within(versions).getByRole('radio', { name: 'BCF 2.1' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Export as BCF' }));
    expect(status()).toMatch(/^2 issues exported as BCF 2\.1: lotrecht-issues-\d{4}-\d{2}-\d{2}\.bcf$/);
    fireEvent.click(within(versions).getByRole('radio', { name: 'BCF 3.0' }));
    fireEvent.click(screen.getByRole('button', { name: 'Export as BCF' }));
    expect(status()).toMatch(/^2 issues exported as BCF 3\.0: /);

    const files = await Promise.all(saved.map(async (blob) => readBcf(new Uint8Array(await blob.arrayBuffer()))));
    expect(files.map((file) => file.version)).toEqual(['2.1', '3.0']);
    for (const file of files) expect(file.topics.find((topic) => topic.title === name)!.dueDate).toBe('2025-04-02T14:22:47+02:00');
    // The imported file's project goes out again.
    expect(files[1]!.project).toEqual({ id: 'f711e180-965e-456c-b73b-82312fd9a5b4', name: 'Bürogebäude Musterstraße 12' });
    expect(click).toHaveBeenCalledTimes(2);
    click.mockRestore();
    Object.assign(URL, { createObjectURL: original.create, revokeObjectURL: original.revoke });
  });
});

describe('a file the viewer can read only in part', () => {
  beforeEach(() => panelIn('en', issueView()));

  it('says what it left out, in the visitor’s language, and lists the rest', async () => {
    const files: Record<string, Uint8Array> = { ...unzipSync(ownBcf('v2.1-three-viewpoints')) };
    files['9c55796a-149e-41f3-a26c-817760faaf2f/markup.bcf'] = strToU8('<Markup><Topic Guid=');
    delete files['f68d3dbd-1df6-4ddf-97d0-4c642967ca8f/hinweis.png'];
    importFile('clash.bcf', zipSync(files));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      '“clash.bcf” could not be read in full: 1 issue is damaged and left out, 1 linked file is missing. Everything else has been imported.',
    );
    expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('refuses a BCF 4.0 file with its message', async () => {
    importFile('future.bcf', zipSync({ 'bcf.version': strToU8('<Version VersionId="4.0"/>') }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      '“future.bcf” is a BCF 4.0 file. The viewer reads BCF 2.1 and 3.0, and 2.0 too.',
    );
  });
});
