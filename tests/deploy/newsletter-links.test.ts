import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpsGet, httpsRequest } from '../../scripts/audit/http-get.ts';
import { startTopology, type Topology } from '../../scripts/deploy/topology.ts';
import { validBodies } from '../support/api.ts';

let topology: Topology;
beforeAll(async () => {
  topology = await startTopology();
}, 60_000);
afterAll(() => topology?.stop());

const statusOf = async (email: string) =>
  (await topology.query<{ status: string }>('select status from subscribers where email = $1', [email]))[0]?.status;

describe('newsletter links through nginx', () => {
  it('confirm nothing when a mail scanner opens them, and confirm on the button of the page they lead to', async () => {
    const email = 'scanned@gateway.example';
    // From another loopback address than nginx's own, to see which one the instance records.
    const signUp = await httpsRequest(topology.origin, topology.ca, '/api/newsletter', {
      method: 'POST',
      localAddress: '127.0.0.3',
      headers: { 'content-type': 'application/json', 'idempotency-key': '"newsletter-scan-1"' },
      body: JSON.stringify({ ...validBodies.newsletter, email, lang: 'de' }),
    });
    expect(signUp.status).toBe(200);
    // The consent proof holds the visitor's address, which nginx forwarded, not nginx's.
    expect(await topology.query('select signup_ip from subscribers where email = $1', [email])).toEqual([{ signup_ip: '127.0.0.3' }]);
    const [mail] = await topology.smtp.waitFor(1);
    const link = new URL(/https:\/\/\S+\/api\/newsletter\/confirm\?token=\S+/.exec(mail!.text!)![0]);
    // The mail's link points at the public address, which here is nginx.
    expect(link.origin).toBe(topology.origin);

    // The scanner follows every redirect and reads the page, as a gateway does.
    let path = link.pathname + link.search;
    let page = await httpsGet(topology.origin, topology.ca, path);
    for (let hops = 0; page.status >= 300 && page.status < 400 && hops < 5; hops++) {
      path = page.headers.location as string;
      page = await httpsGet(topology.origin, topology.ca, path);
    }
    expect(path).toBe(`/de/newsletter/confirm${link.search}`);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    const token = link.searchParams.get('token')!;
    const html = page.body.toString();
    expect(html).toContain(`name="token" value="${token}"`);
    expect(html).toMatch(/<form [^>]*action="\/api\/newsletter\/confirm"/);
    expect(await statusOf(email)).toBe('pending');

    // The person presses the button.
    const pressed = await httpsRequest(topology.origin, topology.ca, '/api/newsletter/confirm', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `token=${token}`,
    });
    expect(pressed.status).toBe(303);
    expect(pressed.headers.location).toBe('/de/newsletter/confirmed');
    expect(await statusOf(email)).toBe('confirmed');
  });
});
