import { type Finding, fail, pass } from './findings.ts';
import type { Reply } from './http-get.ts';

/** The headers every answer must carry, checked on a page, an asset and an API answer. */
export function checkSecurityHeaders(replies: Record<string, Reply>): Finding {
  const problems: string[] = [];
  for (const [what, { headers }] of Object.entries(replies)) {
    const csp = String(headers['content-security-policy'] ?? '');
    const scripts = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? /(?:^|;)\s*default-src ([^;]*)/.exec(csp)?.[1] ?? '';
    if (!csp) problems.push(`${what}: no Content-Security-Policy`);
    // Only the quoted keywords count: 'wasm-unsafe-eval' allows compiling WebAssembly, not eval().
    const unsafe = scripts.split(/\s+/).filter((source) => /^'unsafe-(inline|eval)'$/i.test(source));
    if (unsafe.length) problems.push(`${what}: scripts allow ${unsafe.join(' and ')}`);
    if (!/frame-ancestors 'none'/.test(csp)) problems.push(`${what}: frame-ancestors is not 'none'`);
    const hsts = /max-age=(\d+)/.exec(String(headers['strict-transport-security'] ?? ''));
    if (!hsts || Number(hsts[1]) < 15_552_000) problems.push(`${what}: HSTS missing or shorter than 6 months`);
    if (headers['x-content-type-options'] !== 'nosniff') problems.push(`${what}: no X-Content-Type-Options: nosniff`);
    if (!headers['referrer-policy']) problems.push(`${what}: no Referrer-Policy`);
    if (!headers['permissions-policy']) problems.push(`${what}: no Permissions-Policy`);
    if (headers.server || headers['x-powered-by']) problems.push(`${what}: names its server software`);
  }
  return problems.length ? fail('site', 'headers', problems.join('; ')) : pass('site', 'headers', Object.keys(replies).join(', '));
}
