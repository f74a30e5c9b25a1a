// The build decides which form of a page makes a new connection's first round trip from the page's
// response headers as it reckons them; here they are counted as the server sends them over HTTPS.
import { readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { get } from 'node:https';
import { connect } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuditServer, serveOverTls } from '../../scripts/audit/serve.ts';
import { firstRoundTripBytes, pageHeaderBytes } from '../../scripts/first-round-trip.ts';
import type { PageEntry } from '../../server/site/page-policies.ts';

let server: AuditServer;
beforeAll(async () => {
  server = await serveOverTls();
});
afterAll(() => server.close());

const policies: Record<string, PageEntry> = JSON.parse(readFileSync('build/csp-hashes.json', 'utf8'));

/** The bytes of the answer's status line and headers, up to and with the empty line, as they came over the wire. */
function rawHeaderBytes(path: string): Promise<number> {
  const { hostname, port } = new URL(server.origin);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port), ca: server.ca, servername: hostname }, () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept-Encoding: br\r\n\r\n`);
    });
    let received = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf('\r\n\r\n');
      if (end >= 0) {
        resolve(end + 4);
        socket.destroy();
      }
    });
    socket.on('error', reject);
  });
}

function headersOf(path: string): Promise<IncomingHttpHeaders> {
  return new Promise((resolve, reject) => {
    get(new URL(path, server.origin), { ca: server.ca }, (response) => {
      response.resume();
      resolve(response.headers);
    }).on('error', reject);
  });
}

describe("the build's reckoning of a page's headers", () => {
  // A page with the longest policy (the viewer's needs), one with a linked stylesheet, the home page.
  for (const page of ['/en/product/ifc-viewer', '/de/workflows/bim-managers', '/de']) {
    it(`covers what the server sends with ${page}, and by no more than 40 bytes`, async () => {
      const sent = await rawHeaderBytes(page);
      const reckoned = pageHeaderBytes(policies[`${page.slice(1)}/index.html`]!);
      expect(reckoned).toBeGreaterThanOrEqual(sent);
      expect(reckoned - sent).toBeLessThanOrEqual(40);
    });
  }
});

describe('the files a first screen waits for', () => {
  const font = /<link rel="preload" href="(\/assets\/[^"]+\.woff2)"/.exec(readFileSync('build/client/en/index.html', 'utf8'))![1]!;

  it('sends the preloaded font with its headers in one round trip of a new connection', async () => {
    const headers = await rawHeaderBytes(font);
    expect(headers + readFileSync(`build/client${font}`).length).toBeLessThanOrEqual(firstRoundTripBytes);
  });

  it('sends a font or picture without the headers only a document reads', async () => {
    const picture = /srcSet="(\/media\/[^" ]+\.avif)/.exec(readFileSync('build/client/en/index.html', 'utf8'))![1]!;
    for (const path of [font, picture]) {
      const headers = await headersOf(path);
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['cross-origin-resource-policy'], path).toBe('same-origin');
      expect(headers['strict-transport-security'], path).toContain('max-age=');
      for (const name of ['content-security-policy', 'permissions-policy', 'x-frame-options', 'origin-agent-cluster', 'referrer-policy'])
        expect(headers[name], `${path} ${name}`).toBeUndefined();
    }
    // A page keeps them all.
    expect(Object.keys(await headersOf('/en'))).toEqual(
      expect.arrayContaining(['content-security-policy', 'permissions-policy', 'x-frame-options', 'referrer-policy']),
    );
  });
});
