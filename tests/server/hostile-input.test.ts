import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FormKind, postJson, storeCounts, validBodies } from '../support/api.ts';
import { siteApp } from '../support/app.ts';
import { storeKinds, type TestStore } from '../support/stores.ts';

const kinds: FormKind[] = ['contact', 'demo', 'newsletter'];

/** Values an attacker or a broken client sends, each put into every field in turn. */
const badValues: [string, unknown][] = [
  ['header injection CRLF', 'a@b.de\r\nBcc: victim@example.com'],
  ['header injection LF', 'Anna\nSubject: spam'],
  ['header injection encoded', 'a@b.de%0d%0aBcc:x@y.z'],
  ['unicode line separator', 'Anna\u2028Bcc: x@y.z'],
  ['NUL byte', 'anna\u0000@b.de'],
  ['angle address', 'Eve <eve@evil.example>'],
  ['two addresses', 'a@b.de, c@d.de'],
  ['script tag email', '<script>@x.de'],
  ['quoted local part', '"a b"@c.de'],
  ['empty', ''],
  ['only spaces', '    '],
  ['number', 42],
  ['boolean', true],
  ['null', null],
  ['array', ['a@b.de']],
  ['object', { $gt: '' }],
  ['too long', 'x'.repeat(6000)],
  ['too long email', `${'a'.repeat(250)}@b.de`],
  ['RTL override', 'anna\u202e@b.de'],
  ['zero-width joiner email', 'an\u200dna@b'],
  ['escape sequence', '\u001b[31mred'],
  ['lone surrogate', 'a\ud800@b.de'],
];

const fieldsOf: Record<FormKind, string[]> = {
  contact: ['email', 'name', 'message', 'phone', 'page', 'lang', 'website', 'elapsedMs'],
  demo: ['email', 'name', 'phone', 'page', 'lang', 'website', 'elapsedMs'],
  newsletter: ['email', 'page', 'lang', 'website', 'elapsedMs'],
};

// A value that is harmless in one field (a message may hold almost anything, the honeypot is
// answered 200 when filled) is left out there: the payloads below must all be refused.
function mustBeRefused(field: string, label: string, value: unknown): boolean {
  if (field === 'website') return typeof value !== 'string' || (typeof value === 'string' && value.length > 200);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the refused values are control characters
  if (field === 'message') return typeof value !== 'string' ? value !== undefined : value.length > 5000 || /[\u0000\u001b]/.test(value);
  if ((field === 'message' || field === 'phone') && (value === '' || value === '    ')) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the refused values are control characters
  if (field === 'name' && typeof value === 'string' && !/[\u0000-\u001f\u2028\u202e]/.test(value) && value.trim() && value.length <= 120)
    return false;
  if (field === 'elapsedMs' && typeof value === 'number') return false;
  return !(label === 'quoted local part' && field !== 'email');
}

function payloads() {
  const list: { name: string; kind: FormKind; body: unknown }[] = [];
  for (const kind of kinds) {
    for (const field of fieldsOf[kind]) {
      for (const [label, value] of badValues) {
        if (!mustBeRefused(field, label, value)) continue;
        list.push({ name: `${kind}.${field}: ${label}`, kind, body: { ...validBodies[kind], [field]: value } });
      }
      const { [field]: _, ...without } = validBodies[kind] as Record<string, unknown>;
      if (!['message', 'phone'].includes(field)) list.push({ name: `${kind}: missing ${field}`, kind, body: without });
    }
    list.push({ name: `${kind}: unknown field`, kind, body: { ...validBodies[kind], isAdmin: true } });
    list.push({ name: `${kind}: recipient smuggled in`, kind, body: { ...validBodies[kind], to: 'victim@example.com' } });
    list.push({ name: `${kind}: subject smuggled in`, kind, body: { ...validBodies[kind], subject: 'Hi' } });
    list.push({ name: `${kind}: html smuggled in`, kind, body: { ...validBodies[kind], text: '<b>x</b>' } });
    list.push({ name: `${kind}: __proto__`, kind, body: JSON.parse(`{"__proto__":{"admin":true},${JSON.stringify(validBodies[kind]).slice(1)}`) });
    list.push({ name: `${kind}: array body`, kind, body: [validBodies[kind]] });
    list.push({ name: `${kind}: string body`, kind, body: 'email=a@b.de' });
    list.push({ name: `${kind}: null body`, kind, body: null });
    list.push({ name: `${kind}: unknown page`, kind, body: { ...validBodies[kind], page: 'ADMIN' } });
    list.push({ name: `${kind}: lower-case page`, kind, body: { ...validBodies[kind], page: 'homepage' } });
    list.push({ name: `${kind}: unknown language`, kind, body: { ...validBodies[kind], lang: 'fr' } });
    list.push({ name: `${kind}: negative time`, kind, body: { ...validBodies[kind], elapsedMs: -1 } });
    list.push({ name: `${kind}: fractional time`, kind, body: { ...validBodies[kind], elapsedMs: 2500.5 } });
    list.push({ name: `${kind}: time as text`, kind, body: { ...validBodies[kind], elapsedMs: '5000' } });
  }
  return list;
}

const all = payloads();

describe.each(storeKinds)('hostile input on $name', (kind) => {
  let store: TestStore;
  let app: FastifyInstance;

  beforeAll(async () => {
    store = await kind.create();
    app = await siteApp({ ...store.env, OUTBOX_WORKER: 'false', SERVE_SITE: 'false', FORM_RATE_LIMIT: '100000' });
    // Something already stored, so that "unchanged" is not merely "empty".
    await postJson(app, 'contact', validBodies.contact);
    await postJson(app, 'newsletter', validBodies.newsletter);
  });
  afterAll(async () => {
    await app.close();
    await store.drop();
  });

  it(`has at least 200 payloads (${all.length})`, () => {
    expect(all.length).toBeGreaterThanOrEqual(200);
  });

  it('refuses every one with 4xx and a clear error, and leaves the store as it was', async () => {
    const before = await storeCounts(app);
    const snapshot = await app.store.db.selectFrom('leads').selectAll().orderBy('id').execute();
    const accepted: string[] = [];
    for (const payload of all) {
      const res = await postJson(app, payload.kind, payload.body);
      if (res.statusCode < 400 || res.statusCode >= 500) accepted.push(`${payload.name} -> ${res.statusCode}`);
      const reply = res.json();
      expect(reply.ok, payload.name).toBe(false);
      expect(reply.errors.length, payload.name).toBeGreaterThan(0);
      for (const error of reply.errors)
        expect(error, payload.name).toEqual({ field: expect.any(String), code: expect.stringMatching(/^[a-zA-Z]+$/) });
      expect(res.body, payload.name).not.toMatch(/node_modules|\bat \w|stack|SQLITE|syntax error/i);
    }
    expect(accepted).toEqual([]);
    expect(await storeCounts(app)).toEqual(before);
    expect(await app.store.db.selectFrom('leads').selectAll().orderBy('id').execute()).toEqual(snapshot);
  });
});
