import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { productPages } from '../../app/content/products.ts';
import routeConfig from '../../app/routes.ts';
import { languages } from '../../app/shared/languages.ts';
import {
  allPages,
  copyPrefix,
  newsletterStatuses,
  notFoundPath,
  type PageId,
  pageAt,
  pageLabel,
  pages,
  pathTo,
  prerenderPaths,
  unlistedPages,
  workflowNames,
} from '../../app/shared/pages.ts';
import { locales } from '../support/locales.ts';

const spec = [
  '',
  'product/task-and-issue-management',
  'product/ifc-viewer',
  'product/dms',
  'product/bim-model-management',
  'product/information-management',
  'product/plan-management',
  'product/cloud-infrastructure-and-security',
  'pricing',
  'about-us',
  'careers',
  'imprint',
  'privacy-notice',
  'workflows',
  'workflows/architects',
  'workflows/bim-managers',
  'workflows/general-contractors',
  'workflows/builders',
];

const ids = Object.keys(pages) as PageId[];

describe('page registry', () => {
  it('holds every page of the spec, in both languages, each once', () => {
    for (const lang of languages) {
      const paths = allPages().map((page) => pathTo(page, lang));
      expect(paths).toEqual(expect.arrayContaining(spec.map((below) => (below ? `/${lang}/${below}` : `/${lang}`))));
      expect(new Set(paths).size).toBe(paths.length);
    }
  });

  it('lists seven product pages and four workflow audiences', () => {
    expect(productPages).toHaveLength(7);
    expect(workflowNames).toHaveLength(4);
  });

  it('prerenders every page in both languages and each language’s not-found page', () => {
    const paths = prerenderPaths();
    expect(paths).toHaveLength((allPages().length + newsletterStatuses.length + 1) * 2);
    expect(paths).toContain('/en/newsletter/confirmed');
    expect(paths).toContain(`/de/${notFoundPath}`);
    expect(paths).toContain(`/en/${notFoundPath}`);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('keeps the newsletter status pages out of the listed pages', () => {
    expect(unlistedPages().map((page) => pathTo(page, 'de'))).toEqual(newsletterStatuses.map((status) => `/de/newsletter/${status}`));
  });

  it('finds the page at every address it gives out, with or without a trailing slash, and no other', () => {
    for (const lang of languages) {
      for (const page of [...allPages(), ...unlistedPages()]) {
        expect(pageAt(pathTo(page, lang))).toEqual({ lang, page });
        expect(pageAt(`${pathTo(page, lang)}/`)).toEqual({ lang, page });
      }
    }
    expect(pageAt('/de/workflows/plumbers')).toBeUndefined();
    expect(pageAt(`/en/${notFoundPath}`)).toBeUndefined();
    expect(pageAt('/fr/pricing')).toBeUndefined();
  });

  it('gives every page a route whose module is the route.tsx of its folder', () => {
    const layout = routeConfig.find((entry) => entry.file === 'layout/language-layout.tsx');
    const children = layout?.children ?? [];
    for (const id of ids) {
      const { path: paths, folder } = pages[id];
      for (const lang of languages) {
        const below = paths[lang];
        const match = children.find((child) => child.path === (below ? `:lang/${below}` : ':lang'));
        expect(match?.file, id).toBe(`pages/${folder}/route.tsx`);
        expect(existsSync(path.resolve('app', match!.file)), match!.file).toBe(true);
      }
    }
  });

  it('labels every page with one of the spec’s labels for mail subjects', () => {
    expect(pageLabel({ id: 'dms' })).toBe('DMS');
    expect(pageLabel({ id: 'workflow', workflowName: 'builders' })).toBe('WORKFLOWS');
    expect(pageLabel({ id: 'careers' })).toBe('HOMEPAGE');
  });

  it('gives every page a locale file and a title, description, headline and introduction in both languages', () => {
    for (const lang of languages) {
      for (const page of [...allPages(), ...unlistedPages()]) {
        const key = `${pages[page.id].namespace}:${copyPrefix(page)}`;
        for (const field of ['meta.title', 'meta.description', 'hero.title', 'hero.intro']) {
          expect(locales[lang].get(key + field), `${lang} ${key}${field}`).toBeTruthy();
        }
      }
    }
  });
});
