import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { type Finding, fail, pass } from './findings.ts';
import type { AuditServer } from './serve.ts';

const run = promisify(execFile);

/** The Observatory's grade for the server over TLS; the audit wants A+. */
export async function observatoryGrade(server: Pick<AuditServer, 'httpPort' | 'httpsPort' | 'certFile'>): Promise<Finding> {
  const { stdout } = await run(
    process.execPath,
    [path.join(import.meta.dirname, 'observatory-scan.ts'), 'localhost', String(server.httpPort), String(server.httpsPort)],
    { env: { ...process.env, NODE_EXTRA_CA_CERTS: server.certFile, NODE_OPTIONS: '--dns-result-order=ipv4first' }, timeout: 60_000 },
  ).catch((error: { stdout?: string; message: string }) => ({ stdout: error.stdout || JSON.stringify({ error: error.message }) }));
  const result = JSON.parse(stdout.trim().split('\n').pop()!) as { grade?: string; score?: number; failed?: string[]; error?: string };
  if (result.error) return fail('site', 'observatory', result.error);
  const summary = `grade ${result.grade}, score ${result.score}`;
  return result.grade === 'A+' ? pass('site', 'observatory', summary) : fail('site', 'observatory', `${summary}; ${result.failed?.join('; ')}`);
}
