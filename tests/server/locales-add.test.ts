// The missing-translations endpoint of `npm run dev` (scripts/dev/locales-add.ts) against a copy of
// the locale files, and the production server, which does not have it.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localesAdd } from '../../scripts/dev/locales-add.ts';
import { siteApp } from '../support/app.ts';

const source = path.resolve(import.meta.dirname, '../../locales');
let dir: string;
let dev: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'lotrecht-locales-'));
  cpSync(source, dir, { recursive: true });
  dev = Fastify();
  await dev.register(localesAdd, { localesDir: dir });
});
afterAll(async () => {
  await dev.close();
  rmSync(dir, { recursive: true, force: true });
});

const file = (lang: string, namespace: string) => readFileSync(path.join(dir, lang, `${namespace}.json`), 'utf8');
const original = (lang: string, namespace: string) => readFileSync(path.join(source, lang, `${namespace}.json`), 'utf8');
const post = (url: string, payload: unknown, options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  dev.inject({ method: 'POST', url, payload: payload as object, ...options });

// Each write that grows a one-line object runs Biome, which takes a moment on a busy machine.
describe('POST /locales/add/{language}/{namespace} in development', { timeout: 30_000 }, () => {
  it('adds a missing key, nested by its dots, to both languages’ files, marked, and leaves every other line alone', async () => {
    const res = await post('/locales/add/en/common', { 'devCheck.newSection.heading': 'devCheck.newSection.heading' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ added: { de: ['devCheck.newSection.heading'], en: ['devCheck.newSection.heading'] } });
    for (const lang of ['de', 'en']) {
      const text = file(lang, 'common');
      expect(JSON.parse(text).devCheck).toEqual({ newSection: { heading: '__MISSING__ devCheck.newSection.heading' } });
      expect(text.endsWith('}\n')).toBe(true);
      // The old last member gains its comma; the rest of the file is as it was, the new key after it, 2-space indented.
      const before = original(lang, 'common');
      expect(text).toBe(
        `${before.replace(/\n}\n$/, '')},\n  "devCheck": {\n    "newSection": {\n      "heading": "__MISSING__ devCheck.newSection.heading"\n    }\n  }\n}\n`,
      );
      expect(Object.keys(JSON.parse(text)).slice(0, -1)).toEqual(Object.keys(JSON.parse(original(lang, 'common'))));
    }
  });

  it('adds to an existing object, keeps an object written on one line on one line, and leaves a present key as it is', async () => {
    const res = await post('/locales/add/de/viewDocuments', { 'documents.roomBook.note': 'x', 'documents.roomBook.name': 'x' });
    expect(res.statusCode).toBe(200);
    expect(res.json().added).toEqual({ de: ['documents.roomBook.note'], en: ['documents.roomBook.note'] });
    const before = original('en', 'viewDocuments').split('\n');
    const after = file('en', 'viewDocuments').split('\n');
    expect(after).toHaveLength(before.length);
    expect(after.filter((line, n) => line !== before[n])).toEqual([
      '    "roomBook": { "name": "Room data sheets, flats.xlsx", "tags": ["Room data"], "note": "__MISSING__ documents.roomBook.note" },',
    ]);
  });

  it('breaks a one-line object that grows past the line width as Biome does', async () => {
    await post('/locales/add/de/caseStudies', { 'studies.westhafen.results.cycle.note': 'x' });
    const before = original('de', 'caseStudies').split('\n');
    const after = file('de', 'caseStudies').split('\n');
    const at = before.findIndex((line) => line.startsWith('        "cycle": {'));
    expect(after.slice(0, at)).toEqual(before.slice(0, at));
    expect(after.slice(at, at + 5)).toEqual([
      '        "cycle": {',
      '          "value": "4 statt 9",',
      '          "label": "Werktage vom Hochladen eines Plans bis zur Freigabe",',
      '          "note": "__MISSING__ studies.westhafen.results.cycle.note"',
      '        },',
    ]);
    expect(after.slice(at + 5)).toEqual(before.slice(at + 1));
  });

  it('adds after a last member that is an object, and into an empty object', async () => {
    await post('/locales/add/de/errors', { 'devCheck.first': 'x' });
    await post('/locales/add/de/errors', { 'devCheck.second': 'x', zzAfter: 'x' });
    for (const lang of ['de', 'en']) {
      const catalog = JSON.parse(file(lang, 'errors'));
      expect(catalog.devCheck).toEqual({ first: '__MISSING__ devCheck.first', second: '__MISSING__ devCheck.second' });
      expect(catalog.zzAfter).toBe('__MISSING__ zzAfter');
      expect(Object.keys(catalog).slice(0, -2)).toEqual(Object.keys(JSON.parse(original(lang, 'errors'))));
    }
  });

  it('adds only where a language lacks the key, and nothing twice', async () => {
    const first = await post('/locales/add/de/pricing', { 'devCheck.once': 'devCheck.once' });
    expect(first.json().added).toEqual({ de: ['devCheck.once'], en: ['devCheck.once'] });
    const before = file('en', 'pricing');
    const again = await post('/locales/add/en/pricing', { 'devCheck.once': 'devCheck.once' });
    expect(again.json().added).toEqual({ de: [], en: [] });
    expect(file('en', 'pricing')).toBe(before);
  });

  it('takes reports for one file at the same time without losing one', async () => {
    const keys = Array.from({ length: 8 }, (_, n) => `devCheck.parallel.key${n}`);
    const answers = await Promise.all(keys.map((key) => post('/locales/add/en/home', { [key]: key })));
    expect(answers.map((res) => res.statusCode)).toEqual(keys.map(() => 200));
    for (const lang of ['de', 'en']) expect(Object.keys(JSON.parse(file(lang, 'home')).devCheck.parallel)).toHaveLength(keys.length);
  });

  it('refuses unknown languages, unknown namespaces, paths out of the folder and bodies that are no keys, with 400', async () => {
    const untouched = () => ['de', 'en'].map((lang) => file(lang, 'mail'));
    const before = untouched();
    const bad = [
      ['/locales/add/fr/mail', { a: 'a' }],
      ['/locales/add/de/nothere', { a: 'a' }],
      ['/locales/add/de/..%2F..%2Fpackage', { a: 'a' }],
      ['/locales/add/de/%2E%2E', { a: 'a' }],
      ['/locales/add/de/mail.json', { a: 'a' }],
      ['/locales/add/de/mail', ['a']],
      ['/locales/add/de/mail', {}],
      ['/locales/add/de/mail', { '__proto__.polluted': 'x' }],
      ['/locales/add/de/mail', { 'a..b': 'x' }],
      ['/locales/add/de/mail', { '../a': 'x' }],
    ] as const;
    for (const [url, payload] of bad) expect((await post(url, payload)).statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
    expect(untouched()).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers 409 where the key would go below a string', async () => {
    const res = await post('/locales/add/de/common', { 'skipLink.more': 'x' });
    expect(res.statusCode).toBe(409);
  });

  it('answers only this machine, also through the Vite proxy', async () => {
    expect((await post('/locales/add/de/common', { 'devCheck.remote': 'x' }, { remoteAddress: '192.0.2.7' })).statusCode).toBe(403);
    const proxied = await post('/locales/add/de/common', { 'devCheck.remote': 'x' }, { headers: { 'x-forwarded-for': '192.0.2.7' } });
    expect(proxied.statusCode).toBe(403);
    expect(JSON.parse(file('de', 'common')).devCheck.remote).toBeUndefined();
    const local = await post(
      '/locales/add/de/common',
      { 'devCheck.remote': 'x' },
      { remoteAddress: '::1', headers: { 'x-forwarded-for': '127.0.0.1' } },
    );
    expect(local.statusCode).toBe(200);
  });
});

describe('the production server', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await siteApp();
  });
  afterAll(() => app.close());

  it('has no missing-translations endpoint', async () => {
    const res = await app.inject({ method: 'POST', url: '/locales/add/de/common', payload: { 'devCheck.x': 'x' } });
    expect(res.statusCode).toBe(404);
  });
});
