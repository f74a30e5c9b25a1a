// Copy names facts of the configuration by placeholder ({{trialDays}}): the pages get them filled in
// from app/shared/site.ts when their copy is loaded, so a changed trial length reaches every mention.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../../app/i18n/messages.server.ts';
import type { Namespace } from '../../app/shared/i18n/keys.ts';
import { siteValues, withSiteValues } from '../../app/shared/i18n/site-values.ts';
import { languages } from '../../app/shared/languages.ts';
import { pages } from '../../app/shared/pages.ts';
import { site } from '../../app/shared/site.ts';

const localesDir = path.resolve(import.meta.dirname, '../../locales');
const sitePlaceholder = new RegExp(`{{\\s*(${Object.keys(siteValues).join('|')})\\s*}}`);

describe('facts of the configuration in the copy', () => {
  it('are filled in everywhere in a catalog, lists and nested objects too, and other placeholders stay for t()', () => {
    const filled = withSiteValues({ a: 'Test {{trialDays}} days', b: ['{{trialDays}}', { c: '{{count}} of {{trialDays}}' }] }, { trialDays: 14 });
    expect(filled).toEqual({ a: 'Test 14 days', b: ['14', { c: '{{count}} of 14' }] });
  });

  it.each(languages)('reach every page’s copy with the configured trial length (%s)', (lang) => {
    const namespaces = [...new Set([...Object.values(pages).map((page) => page.namespace), 'common'])] as Namespace[];
    const text = JSON.stringify(loadMessages(lang, namespaces));
    expect(text).not.toMatch(sitePlaceholder);
    expect(text).toContain(lang === 'de' ? `${site.trialDays} Tage` : `${site.trialDays} days`);
  });

  it.each(languages)('stand only in copy that is loaded as a page’s or the layout’s, or in the terms (%s)', (lang) => {
    const loaded = new Set<string>([...Object.values(pages).map((page) => page.namespace), 'common', 'consent', 'terms']);
    const elsewhere = readdirSync(path.join(localesDir, lang))
      .map((file) => file.replace(/\.json$/, ''))
      .filter((namespace) => !loaded.has(namespace))
      .filter((namespace) => sitePlaceholder.test(readFileSync(path.join(localesDir, lang, `${namespace}.json`), 'utf8')));
    expect(elsewhere).toEqual([]);
  });
});
