import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SmtpSink, smtpSink } from '../../scripts/smtp-sink.ts';
import { postForm, postJson, storeCounts, validBodies } from '../support/api.ts';
import { siteApp } from '../support/app.ts';
import { formsApp } from '../support/forms-app.ts';
import { storeKinds } from '../support/stores.ts';

describe.each(storeKinds)('forms API on $name', (kind) => {
  const fixture = formsApp(kind, {
    SERVE_SITE: 'false',
    LEADS_TO: 'sales@lotrecht.example',
    NEWSLETTER_TO: 'newsletter@lotrecht.example',
    MAIL_FROM: 'Lotrecht <website@lotrecht.example>',
    PUBLIC_URL: 'https://www.lotrecht.example',
  });
  let smtp: SmtpSink;
  let app: FastifyInstance;
  beforeAll(() => {
    ({ smtp, app } = fixture);
  });

  it('stores a contact request and mails the sales team, with the visitor as Reply-To', async () => {
    const before = await storeCounts(app);
    const res = await postJson(app, 'contact', validBodies.contact);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await storeCounts(app)).toEqual({ ...before, leads: before.leads + 1, outbox: before.outbox + 1 });

    expect(await app.outbox.drain()).toBe(1);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.subject).toBe('REQUEST CONTACT/HOMEPAGE');
    expect(mail!.envelopeTo).toEqual(['sales@lotrecht.example']);
    expect(mail!.replyTo?.[0]?.address).toBe('anna.schmidt@planungsbuero.example');
    expect(mail!.from?.address).toBe('website@lotrecht.example');
    expect(mail!.text).toContain('Anna Schmidt');
    expect(mail!.text).toContain('Wir planen ein Bürogebäude in Leipzig.');

    const lead = await app.store.db
      .selectFrom('leads')
      .selectAll()
      .where('email', '=', 'anna.schmidt@planungsbuero.example')
      .executeTakeFirstOrThrow();
    expect(lead.handled_at).not.toBeNull();
  });

  it('escapes every visitor value in the HTML of the mail', async () => {
    const res = await postJson(app, 'contact', {
      ...validBodies.contact,
      name: 'Eve <img src=x onerror=alert(1)>',
      message: '<script>alert("x")</script>\nsecond line & more',
    });
    expect(res.statusCode).toBe(200);
    await app.outbox.drain();
    const [mail] = await smtp.waitFor(1);
    expect(mail!.html).not.toContain('<script>');
    expect(mail!.html).not.toContain('<img src=x');
    expect(mail!.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;<br>second line &amp; more');
    expect(mail!.html).toContain('Eve &lt;img src=x onerror=alert(1)&gt;');
  });

  it('stores a demo request under its page label', async () => {
    const res = await postJson(app, 'demo', validBodies.demo);
    expect(res.statusCode).toBe(200);
    await app.outbox.drain();
    const [mail] = await smtp.waitFor(1);
    expect(mail!.subject).toBe('REQUEST DEMO/DMS');
    expect(mail!.text).toContain('+49 30 1234567');
  });

  it('runs the newsletter double opt-in from the link in the real mail', async () => {
    const res = await postJson(app, 'newsletter', validBodies.newsletter, { 'x-forwarded-for': '203.0.113.9' });
    expect(res.statusCode).toBe(200);
    await app.outbox.drain();
    const [confirmation] = await smtp.waitFor(1);
    expect(confirmation!.envelopeTo).toEqual(['clara@ingenieure.example']);
    expect(confirmation!.subject).toBe('Please confirm your newsletter subscription');
    expect(confirmation!.headers.find((h) => h.key === 'list-unsubscribe')?.value).toMatch(
      /^<https:\/\/www\.lotrecht\.example\/api\/newsletter\/unsubscribe\?token=/,
    );
    const confirmUrl = confirmation!.text!.match(/https:\/\/\S+\/api\/newsletter\/confirm\?token=\S+/)![0];
    expect(confirmation!.html).toContain(confirmUrl.replace(/&/g, '&amp;'));

    const pending = await app.store.db
      .selectFrom('subscribers')
      .selectAll()
      .where('email', '=', 'clara@ingenieure.example')
      .executeTakeFirstOrThrow();
    expect(pending).toMatchObject({ status: 'pending', consent_version: expect.any(String), confirmed_at: null });
    expect(pending.signup_ip).toBeTruthy();
    expect(pending.signup_at).toMatch(/^\d{4}-\d\d-\d\dT/);

    // A mail gateway opens the link first: that only asks, in the subscriber's language, and confirms nothing.
    const token = new URL(confirmUrl).searchParams.get('token')!;
    const scanned = await app.inject({ url: new URL(confirmUrl).pathname + new URL(confirmUrl).search });
    expect(scanned.statusCode).toBe(303);
    expect(scanned.headers.location).toBe(`/en/newsletter/confirm?token=${token}`);
    // Mail gateways and newsletter tools append their own parameters: the link still works.
    const tracked = await app.inject({ url: `${new URL(confirmUrl).pathname}${new URL(confirmUrl).search}&utm_source=newsletter&utm_medium=email` });
    expect(tracked.statusCode).toBe(303);
    expect(tracked.headers.location).toBe(`/en/newsletter/confirm?token=${token}`);
    expect(scanned.headers['cache-control']).toBe('no-store');
    expect(
      (await app.store.db.selectFrom('subscribers').select('status').where('email', '=', 'clara@ingenieure.example').executeTakeFirstOrThrow())
        .status,
    ).toBe('pending');

    // The person's click on the button (a form POST) confirms.
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/newsletter/confirm',
      payload: `token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe('/en/newsletter/confirmed');
    const row = await app.store.db.selectFrom('subscribers').selectAll().where('email', '=', 'clara@ingenieure.example').executeTakeFirstOrThrow();
    expect(row.status).toBe('confirmed');
    expect(row.confirmed_at).not.toBeNull();

    // Whoever runs the newsletter hears of the confirmed subscriber, the sales team does not; the link works only once.
    expect(await app.outbox.drain()).toBe(1);
    const mails = await smtp.waitFor(2);
    expect(mails[1]!.envelopeTo).toEqual(['newsletter@lotrecht.example']);
    expect(mails[1]!.subject).toBe('Newsletter: neue bestätigte Anmeldung');
    expect(mails[1]!.replyTo).toBeUndefined();
    expect(mails[1]!.text).toContain('clara@ingenieure.example');
    expect(mails[1]!.text).toContain('PRICING');
    expect(smtp.received.flatMap((mail) => mail.envelopeTo)).not.toContain('sales@lotrecht.example');
    const again = await app.inject({ url: new URL(confirmUrl).pathname + new URL(confirmUrl).search });
    expect(again.headers.location).toBe('/de/newsletter/link-invalid');
    const againPosted = await app.inject({
      method: 'POST',
      url: '/api/newsletter/confirm',
      payload: `token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(againPosted.headers.location).toBe('/de/newsletter/link-invalid');

    // Unsubscribing asks the same way; the button unsubscribes.
    const unsubscribeUrl = confirmation!.text!.match(/https:\/\/\S+\/api\/newsletter\/unsubscribe\?token=\S+/)![0];
    const unsubscribeToken = new URL(unsubscribeUrl).searchParams.get('token')!;
    const asked = await app.inject({ url: new URL(unsubscribeUrl).pathname + new URL(unsubscribeUrl).search });
    expect(asked.headers.location).toBe(`/en/newsletter/unsubscribe?token=${unsubscribeToken}`);
    expect(
      (await app.store.db.selectFrom('subscribers').select('status').where('email', '=', 'clara@ingenieure.example').executeTakeFirstOrThrow())
        .status,
    ).toBe('confirmed');
    const gone = await app.inject({
      method: 'POST',
      url: '/api/newsletter/unsubscribe',
      payload: `token=${unsubscribeToken}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(gone.headers.location).toBe('/en/newsletter/unsubscribed');

    // The mail client's one-click unsubscribe (RFC 8058) posts to the link itself and acts at once.
    await app.store.db.updateTable('subscribers').set({ status: 'confirmed' }).where('email', '=', 'clara@ingenieure.example').execute();
    const oneClick = await app.inject({
      method: 'POST',
      url: new URL(unsubscribeUrl).pathname + new URL(unsubscribeUrl).search,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ ok: true });
    const after = await app.store.db.selectFrom('subscribers').selectAll().where('email', '=', 'clara@ingenieure.example').executeTakeFirstOrThrow();
    expect(after.status).toBe('unsubscribed');
    expect(after.signup_at).toBe(row.signup_at);
  });

  it('keeps one subscriber row when the same address signs up several times at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () => postJson(app, 'newsletter', { ...validBodies.newsletter, email: 'Race@Example.com' })),
    );
    expect(results.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const rows = await app.store.db.selectFrom('subscribers').select('email').where('email', '=', 'race@example.com').execute();
    expect(rows).toHaveLength(1);
    // One confirmation mail, not five: repeated sign-ups within ten minutes send nothing new.
    expect(await app.outbox.drain()).toBe(1);
    await smtp.waitFor(1);
    expect(smtp.received.map((mail) => mail.envelopeTo[0])).toEqual(['race@example.com']);
  });

  it('refuses an expired confirmation link', async () => {
    await postJson(app, 'newsletter', { ...validBodies.newsletter, email: 'late@example.com' });
    await app.outbox.drain();
    const [mail] = await smtp.waitFor(1);
    const url = new URL(mail!.text!.match(/https:\/\/\S+\/api\/newsletter\/confirm\?token=\S+/)![0]);
    await app.store.db
      .updateTable('subscribers')
      .set({ confirm_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('email', '=', 'late@example.com')
      .execute();
    const res = await app.inject({ url: url.pathname + url.search });
    expect(res.headers.location).toBe('/en/newsletter/link-invalid');
    const posted = await app.inject({
      method: 'POST',
      url: '/api/newsletter/confirm',
      payload: `token=${url.searchParams.get('token')}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(posted.headers.location).toBe('/en/newsletter/link-invalid');
    const row = await app.store.db.selectFrom('subscribers').select('status').where('email', '=', 'late@example.com').executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });

  it('answers an unknown token with the invalid-link page', async () => {
    const res = await app.inject({ url: '/api/newsletter/confirm?token=not-a-real-token' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/de/newsletter/link-invalid');
  });

  it('refuses a token that is not one, before it could reach a page', async () => {
    for (const token of ['"><script>alert(1)</script>', 'a b', 'x'.repeat(101)]) {
      const res = await app.inject({ url: `/api/newsletter/confirm?token=${encodeURIComponent(token)}` });
      expect(res.statusCode, token).toBe(400);
      expect(res.body).not.toContain('<script>');
    }
  });

  it('drops bots silently: a filled honeypot or a form sent too fast', async () => {
    const before = await storeCounts(app);
    for (const body of [
      { ...validBodies.contact, website: 'https://spam.example' },
      { ...validBodies.contact, elapsedMs: 300 },
      { ...validBodies.newsletter, website: 'x' },
      { ...validBodies.demo, elapsedMs: 1499 },
    ]) {
      const kind = 'message' in body ? 'contact' : 'name' in body ? 'demo' : 'newsletter';
      const res = await postJson(app, kind, body);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
    }
    expect(await storeCounts(app)).toEqual(before);
  });

  it('explains invalid input field by field', async () => {
    const res = await postJson(app, 'contact', { ...validBodies.contact, email: 'anna@firma', name: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      ok: false,
      errors: [
        { field: 'name', code: 'required' },
        { field: 'email', code: 'email' },
      ],
    });

    const missing = await postJson(app, 'demo', { email: 'a@b.de', page: 'DMS', lang: 'de', website: '', elapsedMs: 5000 });
    expect(missing.json().errors).toContainEqual({ field: 'name', code: 'required' });

    const unknown = await postJson(app, 'newsletter', { ...validBodies.newsletter, to: 'victim@example.com' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toContainEqual({ field: 'to', code: 'unknown' });
  });

  it('answers an oversized body with 413, another content type with 415, broken JSON with 400', async () => {
    const big = await postJson(app, 'contact', { ...validBodies.contact, message: 'x'.repeat(40_000) });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ ok: false, errors: [{ field: 'body', code: 'tooLarge' }] });
    const text = await app.inject({ method: 'POST', url: '/api/contact', payload: 'email=a', headers: { 'content-type': 'text/plain' } });
    expect(text.statusCode).toBe(415);
    const xml = await app.inject({ method: 'POST', url: '/api/demo', payload: '<a/>', headers: { 'content-type': 'application/xml' } });
    expect(xml.statusCode).toBe(415);
    const broken = await app.inject({ method: 'POST', url: '/api/contact', payload: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(broken.statusCode).toBe(400);
    expect(broken.body).not.toMatch(/at |node_modules|Error:/);
  });

  it('answers a wrong method on an API route with 405 and the methods it takes, an unknown route with 404', async () => {
    const get = await app.inject({ method: 'GET', url: '/api/contact' });
    expect(get.statusCode).toBe(405);
    expect(get.headers.allow).toBe('POST');
    expect(get.json()).toEqual({ ok: false, errors: [{ field: '', code: 'methodNotAllowed' }] });
    const put = await app.inject({ method: 'PUT', url: '/api/newsletter/confirm?token=abc' });
    expect(put.statusCode).toBe(405);
    expect(put.headers.allow).toBe('GET, HEAD, POST');
    expect((await app.inject({ method: 'GET', url: '/api/nothing-here' })).statusCode).toBe(404);
  });

  it('takes a form posted without JavaScript and answers with a redirect to the page', async () => {
    const before = await storeCounts(app);
    const fields = { ...validBodies.contact, elapsedMs: '', returnTo: '/de/product/task-and-issue-management', formId: 'contact' };
    const res = await postForm(app, 'contact', fields as unknown as Record<string, string>);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/de/product/task-and-issue-management#contact-sent');
    expect((await storeCounts(app)).leads).toBe(before.leads + 1);

    const invalid = await postForm(app, 'contact', { ...fields, email: 'nope', name: 'A' } as unknown as Record<string, string>);
    expect(invalid.headers.location).toBe('/de/product/task-and-issue-management#contact-invalid');

    const demo = await postForm(app, 'demo', { ...validBodies.demo, elapsedMs: '', returnTo: '/en/product/dms', formId: 'demo' } as unknown as Record<
      string,
      string
    >);
    expect(demo.statusCode).toBe(303);
    expect(demo.headers.location).toBe('https://app.lotrecht.example/register');
  });

  it('never redirects a form elsewhere than a page of the site', async () => {
    const res = await postForm(app, 'newsletter', {
      ...validBodies.newsletter,
      elapsedMs: '5000',
      returnTo: 'https://evil.example/',
      formId: 'newsletter',
    } as unknown as Record<string, string>);
    expect(res.headers.location).toBe('/en#newsletter-sent');
  });

  it('stores a request once per Idempotency-Key, however often and at once it comes, and only under that form', async () => {
    const before = await storeCounts(app);
    const key = { 'idempotency-key': '"6f1c2a8e-5b7d-4c3e-9a10-2b4d6e8f0a1c"' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => postJson(app, 'contact', validBodies.contact, key)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.every((answer) => answer.json().ok === true)).toBe(true);
    expect((await postJson(app, 'contact', validBodies.contact, key)).statusCode).toBe(200);
    expect(await storeCounts(app)).toEqual({ ...before, leads: before.leads + 1, outbox: before.outbox + 1 });
    // The same key on the demo form is another request.
    expect((await postJson(app, 'demo', validBodies.demo, key)).statusCode).toBe(200);
    expect(await storeCounts(app)).toEqual({ ...before, leads: before.leads + 2, outbox: before.outbox + 2 });
    // A bare key is a key too, and another key another request.
    expect((await postJson(app, 'contact', validBodies.contact, { 'idempotency-key': 'second-key-42' })).statusCode).toBe(200);
    expect((await storeCounts(app)).leads).toBe(before.leads + 3);
  });

  it('refuses a key reused for other content with 422, and a malformed key with 400, storing nothing', async () => {
    const key = { 'idempotency-key': '"reused-key-0001"' };
    expect((await postJson(app, 'contact', validBodies.contact, key)).statusCode).toBe(200);
    const before = await storeCounts(app);
    const reused = await postJson(app, 'contact', { ...validBodies.contact, message: 'Something else entirely' }, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({ ok: false, errors: [{ field: '', code: 'idempotencyKeyReused' }] });
    for (const header of ['"short"', '"has space in it"', '"unterminated', 'x'.repeat(65)]) {
      const malformed = await postJson(app, 'contact', validBodies.contact, { 'idempotency-key': header });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({ ok: false, errors: [{ field: '', code: 'idempotencyKey' }] });
    }
    expect(await storeCounts(app)).toEqual(before);
  });

  it('reports the store in the health check', async () => {
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, status: 'ok', store: kind.name, storeReachable: true, spooled: 0, failedMails: 0 });
  });
});

describe('a confirmed subscription without NEWSLETTER_TO', () => {
  it('mails nobody: the sales team never hears of subscribers, and the subscriber is kept for the export', async () => {
    const smtp = await smtpSink();
    const app = await siteApp({ SMTP_URL: smtp.url, OUTBOX_WORKER: 'false', SERVE_SITE: 'false', LEADS_TO: 'sales@lotrecht.example' });
    try {
      await postJson(app, 'newsletter', { ...validBodies.newsletter, email: 'jonas@bauherr.example' });
      await app.outbox.drain();
      const [confirmation] = await smtp.waitFor(1);
      const token = new URL(confirmation!.text!.match(/https?:\/\/\S+\/api\/newsletter\/confirm\?token=\S+/)![0]).searchParams.get('token')!;
      const confirmed = await app.inject({
        method: 'POST',
        url: '/api/newsletter/confirm',
        payload: `token=${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(confirmed.headers.location).toMatch(/\/newsletter\/confirmed$/);
      expect(await app.outbox.drain()).toBe(0);
      expect(smtp.received).toHaveLength(1);
      const row = await app.store.db
        .selectFrom('subscribers')
        .select('status')
        .where('email', '=', 'jonas@bauherr.example')
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('confirmed');
    } finally {
      await app.close();
      await smtp.stop();
    }
  });
});
