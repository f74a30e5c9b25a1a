import autocannon from 'autocannon';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { choiceCookie } from '../../app/consent/choice.ts';
import { launchBrowser } from '../../scripts/chromium.ts';
import { startTopology, type Topology } from '../../scripts/deploy/topology.ts';
import { validBodies } from '../support/api.ts';

let topology: Topology;
beforeAll(async () => {
  // A crashed instance's leased mail goes out after the lease; 5 s keeps the crash test short.
  topology = await startTopology({ env: { FORM_RATE_LIMIT: '1000000', OUTBOX_LEASE_SECONDS: '5' } });
}, 60_000);
afterAll(() => topology?.stop());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Each stored lead's address, and how many mails to sales name it as the one to reply to. */
async function storedAndMailed() {
  const stored = (await topology.query<{ email: string }>("select email from leads where kind = 'contact'")).map((row) => row.email);
  const mailed = topology.smtp.received
    .filter((mail) => mail.envelopeTo.includes('sales@lotrecht.example'))
    .map((mail) => mail.replyTo?.[0]?.address ?? '');
  return { stored, mailed };
}

/** Waits until each of `expected` has been mailed at least once (or 40 s passed). */
async function mailsSettle(expected: string[]) {
  const until = Date.now() + 40_000;
  const missing = async () => {
    const { mailed } = await storedAndMailed();
    return expected.some((email) => !mailed.includes(email));
  };
  while ((await missing()) && Date.now() < until) await pause(200);
  // Anything sent twice would arrive now.
  await pause(1_000);
}

const sorted = (list: string[]) => [...list].sort();

/** autocannon with a handle to stop it: its promise form has none. */
function load(options: autocannon.Options): { stop: () => void; done: Promise<autocannon.Result> } {
  let instance: autocannon.Instance | undefined;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
  return { stop: () => instance?.stop(), done };
}

describe('a rolling restart under load', () => {
  it('fails no request, and stores and mails every accepted lead exactly once', { timeout: 120_000 }, async () => {
    const accepted: string[] = [];
    let sent = 0;
    const common = { url: topology.origin, tlsOptions: { ca: topology.ca }, servername: 'localhost', timeout: 10 };
    const pages = load({
      ...common,
      connections: 6,
      overallRate: 150,
      duration: 60,
      requests: ['/de', '/en/pricing', '/de/workflows/architects', '/en/product/dms', '/de/careers'].map((path) => ({ method: 'GET', path })),
    });
    // A fixed number of submissions, each answered before the run ends: a run cut short would leave
    // requests the server stored but whose answer nobody read.
    const posts = load({
      ...common,
      connections: 4,
      overallRate: 40,
      amount: 400,
      requests: [
        {
          setupRequest: (request, context) => {
            const email = `rolling-${++sent}@load.example`;
            (context as { email?: string }).email = email;
            return {
              ...request,
              method: 'POST',
              path: '/api/contact',
              headers: { 'content-type': 'application/json', 'idempotency-key': `"rolling-${sent}-key"` },
              body: JSON.stringify({ ...validBodies.contact, email, name: `Rolling ${sent}` }),
            };
          },
          onResponse: (status, _body, context) => {
            if (status === 200) accepted.push((context as { email: string }).email);
          },
        },
      ],
    });
    // Each instance in turn gets SIGTERM and comes back, as deploy/rolling-restart.sh does it.
    await pause(1_000);
    for (const index of [0, 1]) {
      expect(await topology.restart(index, 'SIGTERM')).toBe(0);
      await pause(1_000);
    }
    const postResult = await posts.done;
    pages.stop();
    const pageResult = await pages.done;

    for (const result of [pageResult, postResult]) {
      expect(result.errors).toBe(0);
      expect(result.timeouts).toBe(0);
      expect(result.non2xx).toBe(0);
    }
    expect(pageResult.requests.total).toBeGreaterThan(500);
    expect(postResult.requests.total).toBe(400);
    expect(accepted.length).toBe(400);

    await mailsSettle(accepted);
    const { stored, mailed } = await storedAndMailed();
    expect(sorted(stored)).toEqual(sorted(accepted));
    expect(sorted(mailed)).toEqual(sorted(accepted));
  });
});

describe('an instance killed in the middle of a burst of submissions', () => {
  it('has the browser retry each one with its key: every one it saw accepted is stored and mailed once', { timeout: 120_000 }, async () => {
    const browser = await launchBrowser();
    const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1280, height: 900 } });
    // A returning visitor who refused tracking: the consent dialog, with its focus, stays away.
    await context.addCookies([{ ...choiceCookie({ analytics: false, marketing: false }), url: topology.origin }]);
    const visitors = 10;
    const pages: Page[] = [];
    for (let i = 0; i < visitors; i++) {
      const page = await context.newPage();
      await page.goto(`${topology.origin}/en`);
      await page.waitForSelector('html[data-hydrated="true"]');
      const form = page.locator('form#contact');
      await form.scrollIntoViewIfNeeded();
      await page.waitForSelector('[data-lazy-section="contact-band"][data-hydrated="true"]');
      await form.getByRole('textbox', { name: 'Full name' }).fill(`Burst ${i}`);
      await form.getByRole('textbox', { name: 'Email address' }).fill(`burst-${i}@crash.example`);
      pages.push(page);
    }
    // No mail is in the middle of being sent when the process dies: a mail the SMTP server took and
    // the dead instance could not mark as sent would go out again (delivery is at least once). The
    // mail server is back once the instance has restarted.
    await topology.smtp.stop();
    await pause(1_600);

    const clicks = pages.map(async (page, i) => {
      await pause(i * 30);
      await page.locator('form#contact').getByRole('button', { name: 'Request a demo' }).click();
    });
    await pause(120);
    const restarted = topology.restart(0, 'SIGKILL');
    await Promise.all(clicks);
    const outcomes = await Promise.all(
      pages.map(async (page) => {
        const status = page.locator('form#contact').getByRole('status');
        await expect.poll(() => status.textContent(), { timeout: 20_000 }).toMatch(/Thank you|could not|try again/i);
        return (await status.textContent())!.includes('Thank you');
      }),
    );
    await restarted;
    await topology.smtp.start();

    // Every visitor saw the confirmation: the retries (nginx's, then the browser's) got each one through.
    expect(outcomes).toEqual(Array(visitors).fill(true));
    const expected = Array.from({ length: visitors }, (_, i) => `burst-${i}@crash.example`);
    await mailsSettle(expected);
    const { stored, mailed } = await storedAndMailed();
    expect(sorted(stored.filter((email) => email.endsWith('@crash.example')))).toEqual(sorted(expected));
    expect(sorted(mailed.filter((email) => email.endsWith('@crash.example')))).toEqual(sorted(expected));
    await browser.close();
  });
});
