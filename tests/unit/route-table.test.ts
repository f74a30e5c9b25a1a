import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  allPages,
  languages,
  newsletterStatuses,
  notFoundPath,
  pagePaths,
  pathTo,
  prerenderPaths,
  productPages,
  workflowNames,
} from '../../app/content/routes.ts';
import { pageNamespaces } from '../../app/i18n/namespaces.ts';
import routeConfig from '../../app/routes.ts';
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

describe('route table', () => {
  it('holds every page of the spec, in both languages', () => {
    for (const lang of languages) {
      const paths = allPages().map((ref) => pathTo(ref, lang));
      expect(paths.sort()).toEqual(spec.map((below) => (below ? `/${lang}/${below}` : `/${lang}`)).sort());
    }
  });

  it('lists seven product pages and four workflow audiences', () => {
    expect(productPages).toHaveLength(7);
    expect(workflowNames).toHaveLength(4);
  });

  it('prerenders every page in both languages and each language’s not-found page', () => {
    const paths = prerenderPaths();
    expect(paths).toHaveLength(spec.length * 2 + 2 + newsletterStatuses.length * 2);
    expect(paths).toContain('/en/newsletter/confirmed');
    expect(paths).toContain(`/de/${notFoundPath}`);
    expect(paths).toContain(`/en/${notFoundPath}`);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives every page id a route whose module exists', () => {
    const layout = routeConfig.find((entry) => entry.file === 'routes/language-layout.tsx');
    const children = layout?.children ?? [];
    for (const id of Object.keys(pagePaths) as (keyof typeof pagePaths)[]) {
      const match = children.find((child) => child.path === (id === 'home' ? ':lang' : `:lang/${pagePaths[id]}`));
      expect(match, id).toBeDefined();
      expect(existsSync(path.resolve('app', match!.file)), match!.file).toBe(true);
    }
  });

  it('gives every page a title, description, headline and introduction in both languages', () => {
    for (const lang of languages) {
      for (const ref of allPages()) {
        const ns = pageNamespaces[ref.page];
        const prefix = ref.page === 'workflow' ? `${ns}:audiences.${ref.workflowName}.` : `${ns}:`;
        for (const key of ['meta.title', 'meta.description', 'hero.title', 'hero.intro']) {
          expect(locales[lang].get(prefix + key), `${lang} ${prefix}${key}`).toBeTruthy();
        }
      }
    }
  });
});
