import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpsGet } from '../../scripts/audit/http-get.ts';
import { type AuditServer, serveOverTls } from '../../scripts/audit/serve.ts';

let server: AuditServer;
beforeAll(async () => {
  server = await serveOverTls();
});
afterAll(() => server.close());

describe('TLS', () => {
  it('serves pages over HTTPS with HSTS', async () => {
    const reply = await httpsGet(server.origin, server.ca, '/en/pricing');
    expect(reply.status).toBe(200);
    expect(reply.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains; preload');
  });

  it('moves every plain-HTTP request to HTTPS, path and query kept', async () => {
    const location = await new Promise<string | undefined>((resolve, reject) => {
      httpRequest({ host: '127.0.0.1', port: server.httpPort, path: '/de/careers?ref=x', headers: { host: 'localhost' } }, (res) => {
        expect(res.statusCode).toBe(301);
        resolve(res.headers.location);
        res.resume();
      })
        .on('error', reject)
        .end();
    });
    expect(location).toBe(`https://localhost:${server.httpsPort}/de/careers?ref=x`);
  });
});
