// @vitest-environment jsdom
// Issue 36, "one honest marker": while the company is the shipped example, every page carries exactly
// one notice that says so (above the header, in the prerendered HTML), and with the flag off none.
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExampleTag } from '../../app/components/trust/ExampleTag.tsx';
import { CopyProvider } from '../../app/i18n/use-translation.tsx';
import { ExampleMarker } from '../../app/layout/ExampleMarker.tsx';
import LanguageLayout from '../../app/layout/language-layout.tsx';
import type { Catalog } from '../../app/shared/i18n/catalog.ts';
import type { Lang } from '../../app/shared/languages.ts';
import de from '../../locales/de/common.json';
import en from '../../locales/en/common.json';

// The operator's switch, `site.company.exampleData`, as each test sets it; everything else as shipped.
const flag = vi.hoisted(() => ({ exampleData: true }));
vi.mock('../../app/shared/site.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../app/shared/site.ts')>();
  const company = { ...actual.site.company };
  Object.defineProperty(company, 'exampleData', { get: () => flag.exampleData, enumerable: true });
  return { ...actual, site: { ...actual.site, company } };
});

afterEach(() => {
  cleanup();
  flag.exampleData = true;
});

const common: Record<Lang, Catalog> = { de, en };
const expected = {
  de: {
    label: 'Hinweis zu dieser Website',
    text: 'Beispielauftritt: Unternehmen, Kunden, Personen und Zahlen auf dieser Website sind frei erfunden.',
  },
  en: { label: 'About this website', text: 'Example site: the company, customers, people and figures shown here are invented.' },
};

const marker = (lang: Lang, shown: boolean) => (
  <CopyProvider lang={lang} messages={{ common: common[lang] } as never}>
    <ExampleMarker shown={shown} />
  </CopyProvider>
);

describe.each(['de', 'en'] as const)('the example notice in %s', (lang) => {
  it('is one named complementary landmark with the sentence, in the HTML the server renders', () => {
    const page = new DOMParser().parseFromString(renderToString(marker(lang, true)), 'text/html');
    const found = page.querySelectorAll('[data-example-marker]');
    expect(found).toHaveLength(1);
    expect(found[0]?.tagName).toBe('ASIDE');
    expect(found[0]?.getAttribute('aria-label')).toBe(expected[lang].label);
    expect(found[0]?.textContent).toBe(expected[lang].text);
    // Plain text: nothing to dismiss, nothing to click.
    expect(found[0]?.querySelector('a, button')).toBeNull();
  });

  it('renders nothing when the flag is off', () => {
    expect(renderToString(marker(lang, false))).toBe('');
  });
});

/** The language layout around a page, with the shared copy its loader would bring. */
async function renderLayout(lang: Lang) {
  const Page = () => <h1>Seite</h1>;
  const Stub = createRoutesStub([
    {
      path: '/:lang',
      Component: LanguageLayout,
      HydrateFallback: () => null,
      loader: () => ({ lang, messages: { common: common[lang] } }),
      children: [{ index: true, Component: Page }],
    },
  ]);
  render(<Stub initialEntries={[`/${lang}`]} />);
  await screen.findByRole('heading', { level: 1 });
}

describe('the language layout', () => {
  it.each(['de', 'en'] as const)('puts exactly one notice on the page, before the header, while exampleData is true (%s)', async (lang) => {
    flag.exampleData = true;
    await renderLayout(lang);
    const found = document.querySelectorAll('[data-example-marker]');
    expect(found).toHaveLength(1);
    expect(screen.getByRole('complementary', { name: expected[lang].label }).textContent).toBe(expected[lang].text);
    // Above the header and outside it: not a second banner, not inside the first.
    const header = document.querySelector('header')!;
    expect(found[0]!.compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(found[0]!.closest('header, main, footer')).toBeNull();
    expect(document.querySelectorAll('header')).toHaveLength(1);
  });

  it.each(['de', 'en'] as const)('says nothing about examples once exampleData is false (%s)', async (lang) => {
    flag.exampleData = false;
    await renderLayout(lang);
    expect(document.querySelectorAll('[data-example-marker]')).toHaveLength(0);
    expect(screen.queryByRole('complementary', { name: expected[lang].label })).toBeNull();
    expect(document.body.textContent).not.toContain(expected[lang].text);
  });
});

describe('the tag beside an invented person or customer story', () => {
  const tagged = (lang: Lang) =>
    renderToString(
      <CopyProvider lang={lang} messages={{ common: common[lang] } as never}>
        <strong>
          Anna Schmidt
          <ExampleTag />
        </strong>
      </CopyProvider>,
    );

  it.each([
    ['de', 'fiktiv'],
    ['en', 'fictional'],
  ] as const)('says so in one word while exampleData is true (%s)', (lang, word) => {
    flag.exampleData = true;
    const html = new DOMParser().parseFromString(tagged(lang), 'text/html');
    expect(html.querySelector('[data-example-tag]')?.textContent).toBe(word);
  });

  it('is gone with the flag, like the notice', () => {
    flag.exampleData = false;
    expect(tagged('de')).not.toContain('data-example-tag');
  });
});
