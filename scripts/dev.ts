// `npm run dev`: Vite with hot module reload for the site on PORT (3000), and the Fastify server
// restarted on change (node --watch) on PORT+1 for the API; Vite proxies /api to it. On PORT+2, on
// loopback, the missing-translations endpoint (scripts/dev/locales-add.ts), which Vite proxies too.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import Fastify from 'fastify';
import { localesAdd } from './dev/locales-add.ts';

const port = Number(process.env.PORT ?? 3000);
const apiPort = port + 1;
const localesPort = port + 2;
const children: ChildProcess[] = [];

function run(command: string, args: string[], env: Record<string, string>) {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => shutdown(code ?? 0));
  children.push(child);
}

function shutdown(code: number) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}

process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

const locales = Fastify({ logger: { level: 'warn' } });
await locales.register(localesAdd, { localesDir: path.resolve(import.meta.dirname, '../locales') });
await locales.listen({ port: localesPort, host: '127.0.0.1' });

run('node', ['--watch', 'server/main.ts'], { PORT: String(apiPort), SERVE_SITE: 'false' });
run('react-router', ['dev', '--port', String(port), '--strictPort'], { API_PORT: String(apiPort), LOCALES_PORT: String(localesPort) });
