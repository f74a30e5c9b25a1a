import { type AddressInfo, connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteApp } from '../support/app.ts';

// As operators run it: request logging off (the proxy keeps the access log), level info.
let app: FastifyInstance;
const lines: Record<string, unknown>[] = [];
beforeAll(async () => {
  app = await siteApp(
    { LOG_LEVEL: 'info', LOG_REQUESTS: 'false', REQUEST_TIMEOUT_SECONDS: '1' },
    {
      logStream: { write: (line: string) => lines.push(JSON.parse(line)) },
      before: (instance) => {
        // A fault no request can cause on purpose: a page handler that throws.
        instance.get('/de/__broken', async () => {
          throw new Error('disk gone', { cause: new Error('EIO: i/o error, read') });
        });
      },
    },
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => app.close());

describe('a reply of 500 or more', () => {
  it('is logged at error level with its cause while request logging is off', async () => {
    const res = await app.inject({ url: '/de/__broken' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('EIO');
    const logged = lines.find((line) => line.msg === 'request failed');
    expect(logged).toMatchObject({ level: 50, method: 'GET', url: '/de/__broken', status: 500 });
    expect(JSON.stringify(logged?.err)).toContain('disk gone');
    expect(JSON.stringify(logged?.err)).toContain('EIO');
  });

  it('is the only kind logged: pages, redirects and refusals stay out of the log', async () => {
    const before = lines.length;
    await app.inject({ url: '/de/pricing' });
    await app.inject({ url: '/' });
    await app.inject({ url: '/de/no-such-page' });
    expect(lines.slice(before).filter((line) => (line.level as number) >= 40)).toEqual([]);
  });
});

/** A client that sends the head of a contact form post and only part of its body. */
function startSlowPost(): Promise<Socket> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write('POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"email":');
      resolve(socket);
    });
    socket.on('error', reject);
  });
}

const errorsSince = (from: number) => lines.slice(from).filter((line) => (line.level as number) >= 50);

describe('a request body', () => {
  it('that does not arrive within the request timeout is cut off with 408', async () => {
    const socket = await startSlowPost();
    const started = Date.now();
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => {
      received += chunk;
    });
    await new Promise((resolve) => socket.on('close', resolve));
    // One second of timeout, checked every quarter second; a held connection would run to the test's limit.
    expect(Date.now() - started).toBeLessThan(4000);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
  });

  it('that its client abandons is no store outage: nothing at error level, no 503', async () => {
    const from = lines.length;
    const socket = await startSlowPost();
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(errorsSince(from)).toEqual([]);
    expect(lines.slice(from).some((line) => String(line.msg).includes('client closed the request'))).toBe(true);
  });
});
