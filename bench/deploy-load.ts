import { readdirSync } from 'node:fs';
import path from 'node:path';
import { startTopology } from '../scripts/deploy/topology.ts';
import { contactRequest, type LoadResult, measure } from './load.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);

/**
 * The production setup of deploy/ (nginx over TLS with HTTP/1.1 keep-alive from the load generator,
 * two instances on PostgreSQL): pages and a hashed asset nginx serves itself, and the contact form it
 * hands to the instances; the form once more against one instance directly, for the proxy's share.
 */
export async function deployLoadBench(clientDir: string): Promise<LoadResult[]> {
  const asset = `/assets/${readdirSync(path.join(clientDir, 'assets')).find((name) => name.startsWith('entry.client-'))}`;
  const topology = await startTopology({ env: { FORM_RATE_LIMIT: '1000000' } });
  const tls = { tlsOptions: { ca: topology.ca }, servername: 'localhost' };
  const results: LoadResult[] = [];
  try {
    const br = { 'accept-encoding': 'br' };
    await measure('warm-up', 'nginx', { url: `${topology.origin}/de`, headers: br, duration: 2, ...tls });
    results.push(await measure('home page HTML (/de)', 'nginx, TLS', { url: `${topology.origin}/de`, headers: br, ...tls }));
    results.push(await measure(`hashed asset (${path.basename(asset)})`, 'nginx, TLS', { url: topology.origin + asset, headers: br, ...tls }));
    results.push(
      await measure('POST /api/contact', 'nginx, TLS → 2 instances', { url: `${topology.origin}/api/contact`, ...contactRequest, ...tls }),
    );
    results.push(
      await measure('POST /api/contact', 'one instance, plain HTTP', { url: `${topology.instances[0]!.url}/api/contact`, ...contactRequest }),
    );
  } finally {
    await topology.stop();
  }
  return results;
}

export function deployLoadMarkdown(results: LoadResult[], date: string): string {
  return [
    '# Load through nginx (deploy/)',
    '',
    `${date}; autocannon, 10 connections, ${seconds} s per target, brotli accepted for pages, on this 2-core`,
    'machine, where nginx, both instances, PostgreSQL, the SMTP sink and the load generator share the',
    'two cores. The contact form stores every request in PostgreSQL and queues its mail, which the',
    'instances deliver meanwhile. Reproduce with `npm run bench -- --deploy`; the single-process figures',
    'are in load.md.',
    '',
    '| target | server | requests/s | p50 ms | p99 ms | MB/s | errors |',
    '|---|---|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.target} | ${r.server} | ${r.requestsPerSecond.toLocaleString('en')} | ${r.p50} | ${r.p99} | ${r.megabytesPerSecond} | ${r.errors} |`,
    ),
    '',
    '- The contact form through nginx runs at the rate shown against one instance answering plain HTTP',
    '  directly: on two cores, TLS and a new upstream connection per request (no upstream keep-alive,',
    '  so that a draining instance is skipped before anything was sent) take their share, and a second',
    '  instance adds no core.',
    '',
  ].join('\n');
}
