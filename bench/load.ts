import { readdirSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { startNginx } from './nginx.ts';
import { startServer } from './start-server.ts';

export interface LoadResult {
  target: string;
  server: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Response bytes per second, as received. */
  megabytesPerSecond: number;
  errors: number;
}

const seconds = Number(process.env.BENCH_SECONDS ?? 10);

export async function measure(target: string, server: string, options: autocannon.Options): Promise<LoadResult> {
  // autocannon's default of 10 connections: a site's forms and pages never see 50 requests in flight from one client.
  const run = autocannon({ connections: 10, pipelining: 1, duration: seconds, ...options });
  const result = await run;
  return {
    target,
    server,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    megabytesPerSecond: Math.round(result.throughput.average / 1e5) / 10,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** A valid contact request, the same every time (the rate limit is raised for the runs). */
export const contactRequest = {
  method: 'POST' as const,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    email: 'bench@lotrecht.example',
    name: 'Load Bench',
    message: 'A contact request sent by the load benchmark.',
    page: 'HOMEPAGE',
    lang: 'de',
    website: '',
    elapsedMs: 5000,
  }),
};

/** Requests per second and latency of a page, a hashed asset and the contact form, beside nginx. */
export async function loadBench(clientDir: string): Promise<LoadResult[]> {
  const asset = `/assets/${readdirSync(path.join(clientDir, 'assets')).find((name) => name.startsWith('entry.client-'))}`;
  const gzip = { 'accept-encoding': 'gzip' };
  const results: LoadResult[] = [];

  const nginx = await startNginx(clientDir, 18080);
  try {
    await measure('warm-up', 'nginx', { url: `${nginx.url}/de/`, headers: gzip, duration: 2 });
    results.push(await measure('home page HTML (/de)', 'nginx', { url: `${nginx.url}/de/`, headers: gzip }));
    results.push(await measure(`hashed asset (${path.basename(asset)})`, 'nginx', { url: nginx.url + asset, headers: gzip }));
  } finally {
    await nginx.stop();
  }

  // The rate limit is raised for the run: it would otherwise turn the form figures into 429s.
  const server = await startServer({ FORM_RATE_LIMIT: '1000000' });
  try {
    await measure('warm-up', 'this server', { url: `${server.url}/de`, headers: gzip, duration: 2 });
    results.push(await measure('home page HTML (/de)', 'this server', { url: `${server.url}/de`, headers: gzip }));
    results.push(await measure(`hashed asset (${path.basename(asset)})`, 'this server', { url: server.url + asset, headers: gzip }));
    results.push(await measure('POST /api/contact', 'this server', { url: `${server.url}/api/contact`, ...contactRequest }));
  } finally {
    await server.stop();
  }
  return results;
}

export function loadMarkdown(results: LoadResult[], date: string): string {
  const rows = results.map(
    (r) =>
      `| ${r.target} | ${r.server} | ${r.requestsPerSecond.toLocaleString('en')} | ${r.p50} | ${r.p99} | ${r.megabytesPerSecond} | ${r.errors} |`,
  );
  const ratio = (target: string) => {
    const ours = results.find((r) => r.target === target && r.server === 'this server');
    const theirs = results.find((r) => r.target === target && r.server === 'nginx');
    return ours && theirs ? `${((ours.requestsPerSecond / theirs.requestsPerSecond) * 100).toFixed(0)} %` : 'n/a';
  };
  const pages = results.filter((r) => r.target.startsWith('home') || r.target.startsWith('hashed')).map((r) => r.target);
  return [
    `# Load benchmark`,
    '',
    `${date}; autocannon, 10 connections, ${seconds} s per target, gzip accepted, loopback on this 2-core machine`,
    '(the load generator and the server share the two cores). Reproduce with `npm run bench -- --load`.',
    '',
    '| target | server | requests/s | p50 ms | p99 ms | MB/s | errors |',
    '|---|---|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    ...[...new Set(pages)].map((target) => `- ${target}: this server at ${ratio(target)} of nginx's requests per second.`),
    '- Where both servers deliver about the same MB/s on the static targets, that ceiling is the load',
    "  generator's (autocannon in Node, on the other core), not either server's.",
    '',
  ].join('\n');
}
