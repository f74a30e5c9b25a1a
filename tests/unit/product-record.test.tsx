// @vitest-environment jsdom
// Issue 36, "one record per product": a product added as a record in app/content/products.ts (with its
// page in the registry and its copy) shows in the features menu, the mobile sheet, the footer, the
// home page's feature picker and the menu's pictures, and its page gets its view, with no other edit.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { menuViews } from '../../app/content/menu-views.ts';
import { featureNav } from '../../app/content/navigation.ts';
import { CopyProvider } from '../../app/i18n/use-translation.tsx';
import LanguageLayout from '../../app/layout/language-layout.tsx';
import { productTiles } from '../../app/media/product-tiles.ts';
import { withProductView } from '../../app/media/product-views.server.ts';
import { FeaturePicker } from '../../app/pages/home/FeaturePicker.tsx';
import type { Catalog } from '../../app/shared/i18n/catalog.ts';
import de from '../../locales/de/common.json';
import home from '../../locales/de/home.json';

// The fixture: a cost-planning product with its own page, as a team adding one would write them.
const fixture = vi.hoisted(() => ({
  product: { page: 'costPlanning', accent: '#2a9d8f', view: 'dashboard' },
  path: 'product/cost-planning',
}));

vi.mock('../../app/shared/pages.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../app/shared/pages.ts')>();
  // The registry's functions read this very object: the entry is then a page like any other.
  Object.assign(actual.pages, {
    [fixture.product.page]: { path: { de: fixture.path, en: fixture.path }, folder: 'cost-planning', namespace: 'dms', label: 'DMS' },
  });
  return actual;
});

vi.mock('../../app/content/products.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../app/content/products.ts')>();
  const products = [...actual.products, fixture.product];
  return {
    ...actual,
    products,
    productPages: products.map((product) => product.page),
    productOf: (page: string) => products.find((product) => product.page === page),
  };
});

afterEach(cleanup);

const name = 'Kostenplanung';
const common = { ...de, features: { ...de.features, costPlanning: { name, description: 'Kosten nach DIN 276 im Blick.' } } } as Catalog;
const homeCopy = {
  ...home,
  features: {
    ...home.features,
    items: {
      ...home.features.items,
      costPlanning: {
        tab: 'Kosten',
        title: 'Kosten je Kostengruppe',
        body: 'Kostenschätzung bis Kostenfeststellung.',
        points: ['DIN 276'],
        link: 'Mehr zur Kostenplanung',
      },
    },
  },
} as Catalog;
const href = `/de/${fixture.path}`;

async function renderHome() {
  const tiles = await productTiles();
  const Page = () => (
    <CopyProvider messages={{ home: homeCopy } as never}>
      <h1>Start</h1>
      <FeaturePicker tiles={tiles} />
    </CopyProvider>
  );
  const Stub = createRoutesStub([
    {
      path: '/:lang',
      Component: LanguageLayout,
      HydrateFallback: () => null,
      loader: () => ({ lang: 'de', messages: { common } }),
      children: [{ index: true, Component: Page }],
    },
  ]);
  render(<Stub initialEntries={['/de']} />);
  await screen.findByRole('heading', { level: 1, name: 'Start' });
}

describe('a product added as a record', () => {
  it('is a feature of the navigation with its accent and its view in the menu', () => {
    expect(featureNav.at(-1)).toEqual({ page: 'costPlanning', accent: '#2a9d8f' });
    expect(menuViews).toMatchObject({ costPlanning: 'dashboard', dms: 'document-list' });
  });

  it('shows in the features menu, the mobile sheet, the footer and the home page’s picker, each linking to its page', async () => {
    await renderHome();
    const header = document.querySelector('header')!;
    const footer = document.querySelector('footer')!;
    const main = document.querySelector('main')!;
    // The features menu and the mobile sheet: both in the header's HTML.
    const inHeader = within(header)
      .getAllByRole('link', { name: new RegExp(name), hidden: true })
      .map((link) => link.getAttribute('href'));
    expect(inHeader.length).toBeGreaterThanOrEqual(2);
    expect(new Set(inHeader)).toEqual(new Set([href]));
    expect(within(footer).getByRole('link', { name }).getAttribute('href')).toBe(href);
    // The picker: its piece, a tab once the script has made the links tabs, and once chosen, in its
    // panel the text, the link and the record's view.
    fireEvent.click(await within(main).findByRole('tab', { name: 'Kosten' }));
    const panel = within(main).getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { name: 'Kosten je Kostengruppe' })).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Mehr zur Kostenplanung' }).getAttribute('href')).toBe(href);
    const sources = [...panel.querySelectorAll('img')].map((image) => image.getAttribute('src') ?? '');
    expect(sources.some((source) => source.includes('view-dashboard-'))).toBe(true);
  });

  it('gives its page the view its record names, and the home page its tile', async () => {
    expect(withProductView({}, 'costPlanning' as never).productView.name).toBe('dashboard');
    const tiles = await productTiles();
    expect(Object.keys(tiles)).toContain('costPlanning');
    expect(tiles.planManagement.name).toBe('plan-compare');
    expect(withProductView({}, 'planManagement').productView.name).toBe('plan-register');
  });
});
