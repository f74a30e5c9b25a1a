import { request as httpRequest, type IncomingMessage } from 'node:http';
import { connect } from 'node:http2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prerenderPaths } from '../../app/shared/pages.ts';
import { httpsGet, httpsRequest } from '../../scripts/audit/http-get.ts';
import { observatoryGrade } from '../../scripts/audit/observatory.ts';
import { startTopology, type Topology } from '../../scripts/deploy/topology.ts';
import { validBodies } from '../support/api.ts';

// nginx in front of two instances, as deploy/ sets it up: what visitors and scanners get from it.
let topology: Topology;
beforeAll(async () => {
  topology = await startTopology({ env: { FORM_RATE_LIMIT: '4' } });
}, 60_000);
afterAll(() => topology?.stop());

/** The headers an instance sends itself, for comparison with nginx's. */
async function fromInstance(path: string): Promise<Headers> {
  const response = await fetch(topology.instances[0]!.url + path, { redirect: 'manual' });
  await response.arrayBuffer();
  return response.headers;
}

const securityHeaders = [
  'content-security-policy',
  'permissions-policy',
  'referrer-policy',
  'x-content-type-options',
  'x-frame-options',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
];

describe('nginx in front of the instances', () => {
  it('serves every page itself, brotli-compressed, with the same security headers and policy as the Node server', async () => {
    const pages = prerenderPaths().filter((path) => !path.endsWith('/404'));
    expect(pages.length).toBeGreaterThan(40);
    for (const path of pages) {
      const reply = await httpsGet(topology.origin, topology.ca, path, { 'accept-encoding': 'br, gzip' });
      expect(reply.status, path).toBe(200);
      expect(reply.headers['content-encoding'], path).toBe('br');
      expect(reply.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(reply.headers['cache-control'], path).toBe('public, max-age=0, must-revalidate');
      expect(reply.headers.vary, path).toBe('Accept-Encoding');
      expect(reply.headers['strict-transport-security'], path).toBe('max-age=63072000; includeSubDomains; preload');
      const node = await fromInstance(path);
      for (const name of securityHeaders) expect(`${path} ${name}: ${reply.headers[name]}`).toBe(`${path} ${name}: ${node.get(name)}`);
      // The policy holds the hashes of this page's inline script and styles, not just any page's.
      expect(reply.headers['content-security-policy']).toMatch(/script-src 'self'[^;]* 'sha256-/);
    }
  });

  it('gzips for a client without brotli, and keeps hashed assets for a year', async () => {
    const page = await httpsGet(topology.origin, topology.ca, '/en/pricing', { 'accept-encoding': 'gzip' });
    expect(page.headers['content-encoding']).toBe('gzip');
    const html = (await httpsGet(topology.origin, topology.ca, '/en/pricing')).body.toString();
    const script = /src="(\/assets\/[^"]+\.js)"|"(\/assets\/[^"]+\.js)"/.exec(html)!;
    const asset = await httpsGet(topology.origin, topology.ca, script[1] ?? script[2]!, { 'accept-encoding': 'br' });
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['content-security-policy']).toBe((await fromInstance(script[1] ?? script[2]!)).get('content-security-policy'));
  });

  it("sends a font, a picture and a video with the instance's headers, for a year where the name is hashed", async () => {
    const html = (await httpsGet(topology.origin, topology.ca, '/en')).body.toString();
    const font = /href="(\/assets\/[^"]+\.woff2)"/.exec(html)![1]!;
    const picture = /srcSet="(\/media\/[^" ]+\.avif)/.exec(html)![1]!;
    const video = /src="(\/video\/[^"]+\.mp4)"/.exec(
      (await httpsGet(topology.origin, topology.ca, '/en/product/task-and-issue-management')).body.toString(),
    )![1]!;
    for (const [path, cache] of [
      [font, 'public, max-age=31536000, immutable'],
      [picture, 'public, max-age=31536000, immutable'],
      [video, 'public, max-age=0, must-revalidate'],
    ] as const) {
      const reply = await httpsGet(topology.origin, topology.ca, path);
      const node = await fromInstance(path);
      expect(reply.status, path).toBe(200);
      expect(reply.headers['cache-control'], path).toBe(cache);
      expect(reply.headers['strict-transport-security'], path).toBe('max-age=63072000; includeSubDomains; preload');
      for (const name of securityHeaders) expect(`${path} ${name}: ${reply.headers[name]}`).toBe(`${path} ${name}: ${node.get(name) ?? undefined}`);
      expect(reply.headers['content-security-policy'], path).toBeUndefined();
    }
  });

  it('leaves redirects and the not-found page to the instances, and moves plain HTTP to HTTPS', async () => {
    const root = await httpsGet(topology.origin, topology.ca, '/', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(root.status).toBe(302);
    expect(root.headers.location).toBe('/en');
    const slash = await httpsGet(topology.origin, topology.ca, '/de/pricing/?ref=mail');
    expect(slash.status).toBe(301);
    expect(slash.headers.location).toBe('/de/pricing?ref=mail');
    const missing = await httpsGet(topology.origin, topology.ca, '/de/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toContain('<html lang="de"');
    expect(missing.headers['content-security-policy']).toMatch(/script-src 'self'[^;]* 'sha256-/);
    // The instance's headers, once: nginx adds none of its own to what it passes on.
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
    expect(missing.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains; preload');
    const plain = await new Promise<IncomingMessage>((resolve, reject) =>
      httpRequest({ host: '127.0.0.1', port: topology.httpPort, path: '/en/careers?x=1', headers: { host: 'localhost' } }, resolve)
        .on('error', reject)
        .end(),
    );
    plain.resume();
    expect(plain.statusCode).toBe(301);
    expect(plain.headers.location).toBe(`https://localhost:${topology.httpsPort}/en/careers?x=1`);
  });

  it('speaks HTTP/2', async () => {
    const session = connect(topology.origin, { ca: topology.ca });
    const status = await new Promise<number>((resolve, reject) => {
      const stream = session.request({ ':path': '/en' });
      stream.on('response', (headers) => resolve(Number(headers[':status'])));
      stream.on('error', reject);
      stream.resume();
    });
    expect(status).toBe(200);
    expect(session.alpnProtocol).toBe('h2');
    session.close();
  });

  it('earns an A+ from the MDN HTTP Observatory', async () => {
    const finding = await observatoryGrade(topology);
    expect(finding.detail).toMatch(/^grade A\+/);
  }, 60_000);

  it('lets no client forge its address, and the rate limit holds for both instances together', async () => {
    const post = (forged: string) =>
      httpsRequest(topology.origin, topology.ca, '/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forged },
        body: JSON.stringify({ ...validBodies.contact, name: `Forged ${forged}` }),
      });
    // FORM_RATE_LIMIT is 4: nginx alternates between the instances, and they count together.
    for (let i = 1; i <= 4; i++) expect((await post(`203.0.113.${i}`)).status).toBe(200);
    const limited = await post('203.0.113.99');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await topology.query('select name from leads order by created_at')).toHaveLength(4);
  });
});
