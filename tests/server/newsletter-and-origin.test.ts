import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SmtpSink } from '../../scripts/smtp-sink.ts';
import { signUp } from '../../server/leads/newsletter.ts';
import { postForm, postJson, storeCounts, validBodies } from '../support/api.ts';
import { formsApp } from '../support/forms-app.ts';
import { storeKinds } from '../support/stores.ts';

// The findings of issue 39's probe: one mailbox in many spellings, a pending or withdrawn address
// mailed without end, and forms that took posts from any other site's pages.
describe.each(storeKinds)('newsletter and form origin on $name', (kind) => {
  const fixture = formsApp(kind, { PUBLIC_URL: 'https://www.lotrecht.example' });
  let smtp: SmtpSink;
  let app: FastifyInstance;
  beforeAll(() => {
    ({ smtp, app } = fixture);
  });

  const confirmationsTo = async (address: string) =>
    (await app.store.db.selectFrom('outbox').select('to_address').where('to_address', '=', address).execute()).length;

  it('takes the spellings of one mailbox as one subscriber and sends it one mail', async () => {
    const spellings = ['victim@ｅxample.org', 'Victim@EXAMPLE.org', 'victim@ｅｘａｍｐｌｅ.ｏｒｇ', 'victim@example.org'];
    for (const email of spellings) expect((await postJson(app, 'newsletter', { ...validBodies.newsletter, email })).statusCode, email).toBe(200);
    const rows = await app.store.db.selectFrom('subscribers').select('email').where('email', 'like', 'victim@%').execute();
    expect(rows).toEqual([{ email: 'victim@example.org' }]);
    expect(await app.outbox.drain()).toBe(1);
    await smtp.waitFor(1);
    expect(smtp.received.map((mail) => mail.envelopeTo[0])).toEqual(['victim@example.org']);
  });

  it('refuses an address whose domain has no form a mail server could use, with its own code', async () => {
    for (const [email, code] of [
      ['a@b@example.org', 'oneAt'],
      ['a@example.org.', 'dots'],
      [`${'a'.repeat(65)}@example.org`, 'localTooLong'],
      ['{a}@example.org', 'specials'],
      ['=?utf-8?b?YUBiLmM=?=@example.org', 'encodedWord'],
      ['a\u00ad@example.org', 'invisible'],
      ['a@exa_mple.org', 'domain'],
      ['a@example.123', 'domain'],
    ]) {
      const res = await postJson(app, 'newsletter', { ...validBodies.newsletter, email });
      expect(res.statusCode, email).toBe(400);
      expect(res.json().errors, email).toEqual([{ field: 'email', code }]);
    }
  });

  it('sends a mailbox at most three confirmation mails in 30 days, withdrawn or not', async () => {
    const email = 'capped@example.org';
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 2, 9) + minutes * 60_000);
    const links = { publicUrl: 'https://www.lotrecht.example' };
    const request = { email, page: 'PRICING', lang: 'de' as const, ip: '192.0.2.1' };
    // Eleven minutes apart, past the ten-minute pause between two mails.
    for (const minutes of [0, 11, 22, 33, 44]) await signUp(app.store, links, request, at(minutes));
    expect(await confirmationsTo(email)).toBe(3);

    // Unsubscribing does not start the count again.
    await app.store.db.updateTable('subscribers').set({ status: 'unsubscribed' }).where('email', '=', email).execute();
    await signUp(app.store, links, request, at(60));
    expect(await confirmationsTo(email)).toBe(3);

    // 30 days after the first mail the window is new.
    await signUp(app.store, links, request, at(30 * 24 * 60 + 1));
    expect(await confirmationsTo(email)).toBe(4);
  });

  it('gives an address that just unsubscribed a mail within the cap, not at once without end', async () => {
    const email = 'withdrawn@example.org';
    const links = { publicUrl: 'https://www.lotrecht.example' };
    const request = { email, page: 'PRICING', lang: 'en' as const, ip: '192.0.2.1' };
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 3, 9) + minutes * 60_000);
    for (const minutes of [0, 1, 2, 3, 4, 5]) {
      await signUp(app.store, links, request, at(minutes));
      await app.store.db.updateTable('subscribers').set({ status: 'unsubscribed' }).where('email', '=', email).execute();
    }
    expect(await confirmationsTo(email)).toBe(3);
  });

  describe('a form post from another site', () => {
    const crossSite: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site', origin: 'https://shop.lotrecht.example' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
    ];

    it('is refused with 403 for a script and stores nothing', async () => {
      const before = await storeCounts(app);
      for (const headers of crossSite) {
        const res = await postJson(app, 'contact', validBodies.contact, headers);
        expect(res.statusCode, JSON.stringify(headers)).toBe(403);
        expect(res.json()).toEqual({ ok: false, errors: [{ field: '', code: 'crossSite' }] });
      }
      expect(await storeCounts(app)).toEqual(before);
    });

    it('is sent back to its form, which says why, when posted without JavaScript', async () => {
      const fields = { ...validBodies.newsletter, elapsedMs: '', returnTo: '/en/pricing', formId: 'newsletter' };
      const res = await postForm(app, 'newsletter', fields, { origin: 'https://evil.example' });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/en/pricing#newsletter-refused');
      const page = await app.inject({ url: '/en/pricing' });
      expect(page.body).toContain('id="newsletter-refused"');
      expect(page.body).toContain('This form was sent to us from another website.');
      const german = await app.inject({ url: '/de/pricing' });
      expect(german.body).toContain('Dieses Formular wurde von einer anderen Website aus an uns gesendet.');
    });

    it('is taken when it comes from the site itself or says nothing of where it comes from', async () => {
      const own: Record<string, string>[] = [
        { 'sec-fetch-site': 'same-origin', origin: 'https://www.lotrecht.example' },
        { origin: 'https://www.lotrecht.example' },
        { origin: 'http://localhost:80', host: 'localhost:80' },
        { 'sec-fetch-site': 'none' },
        {},
      ];
      for (const [index, headers] of own.entries()) {
        const res = await postJson(app, 'contact', { ...validBodies.contact, email: `own${index}@example.org` }, headers);
        expect(res.statusCode, JSON.stringify(headers)).toBe(200);
      }
    });
  });
});
