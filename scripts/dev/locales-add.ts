// `POST /locales/add/{language}/{namespace}` (spec section 7) for `npm run dev`: the browser reports
// the keys its translator did not find (app/shared/i18n/missing-keys.ts), and they are added, marked,
// to that namespace's file in every language. The production server has no such route.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { missingTranslationMarker } from '../../app/shared/i18n/missing-keys.ts';
import { isLang, languages } from '../../app/shared/languages.ts';
import { insertKey, KeyConflictError } from './json-insert.ts';

interface Options {
  /** The folder with `de/` and `en/`; tests hand in a copy. */
  localesDir: string;
}

const projectRoot = path.resolve(import.meta.dirname, '../..');
const namespacePattern = /^[A-Za-z][A-Za-z0-9]*$/;
const keyPattern = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/;
const forbiddenParts = new Set(['__proto__', 'prototype', 'constructor']);
const maxKeys = 100;

export const localesAdd: FastifyPluginAsync<Options> = async (app, { localesDir }) => {
  // One write after another: two reports for one file must not both read it before either writes.
  let writing: Promise<unknown> = Promise.resolve();

  // Anything else below the address (a namespace with a slash, dot segments) is no file of ours either.
  app.post('/locales/add/*', async (_request, reply) => reply.code(400).send({ error: 'expected /locales/add/{language}/{namespace}' }));

  app.post<{ Params: { lang: string; namespace: string }; Body: unknown }>(
    '/locales/add/:lang/:namespace',
    { bodyLimit: 64 * 1024 },
    async (request, reply) => {
      if (!fromLoopback(request)) return reply.code(403).send({ error: 'loopback only' });
      const { lang, namespace } = request.params;
      if (!isLang(lang)) return reply.code(400).send({ error: 'unknown language' });
      if (!namespacePattern.test(namespace) || !existsSync(path.join(localesDir, languages[0], `${namespace}.json`))) {
        return reply.code(400).send({ error: 'unknown namespace' });
      }
      const keys = missingKeys(request.body);
      if (!keys) return reply.code(400).send({ error: 'expected a JSON object of dotted keys' });

      const result = writing.then(() => addToEveryLanguage(localesDir, namespace, keys));
      writing = result.catch(() => undefined);
      try {
        const added = await result;
        request.log.warn({ namespace, added }, 'missing translations added to the locale files');
        return { added };
      } catch (error) {
        if (error instanceof KeyConflictError) return reply.code(409).send({ error: error.message });
        throw error;
      }
    },
  );
};

/** The keys of `{ "a.b": "fallback", … }`, or nothing when the body is not that. */
function missingKeys(body: unknown): string[] | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const keys = Object.keys(body);
  if (keys.length === 0 || keys.length > maxKeys) return undefined;
  const valid = keys.every((key) => key.length <= 200 && keyPattern.test(key) && !key.split('.').some((part) => forbiddenParts.has(part)));
  return valid ? keys : undefined;
}

async function addToEveryLanguage(localesDir: string, namespace: string, keys: string[]) {
  const added: Record<string, string[]> = {};
  for (const lang of languages) {
    const file = path.join(localesDir, lang, `${namespace}.json`);
    const before = existsSync(file) ? await readFile(file, 'utf8') : '{}\n';
    let text = before;
    let inline = false;
    const here: string[] = [];
    for (const key of keys) {
      const next = insertKey(text, key, `${missingTranslationMarker} ${key}`);
      if (next.text !== text) here.push(key);
      text = next.text;
      inline ||= next.inline;
    }
    if (text !== before) await writeFile(file, inline ? formatted(text, `locales/${lang}/${namespace}.json`) : text);
    added[lang] = here;
  }
  return added;
}

/**
 * Biome's formatting, as `npm run lint` wants it, for a file where an object on one line grew: Biome
 * breaks it once it passes the line width. Everything else is written as Biome writes it already.
 */
function formatted(text: string, name: string): string {
  const biome = spawnSync(path.join(projectRoot, 'node_modules/.bin/biome'), ['format', `--stdin-file-path=${name}`], {
    cwd: projectRoot,
    input: text,
    encoding: 'utf8',
  });
  return biome.status === 0 && biome.stdout ? biome.stdout : text;
}

function fromLoopback(request: FastifyRequest): boolean {
  // Vite passes the browser's address on (xfwd in vite.config.ts); every hop must be this machine.
  const forwarded = String(request.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  return [request.socket.remoteAddress ?? '', ...forwarded].every(isLoopback);
}

function isLoopback(address: string): boolean {
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}
