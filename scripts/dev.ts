// `npm run dev`: Vite with hot module reload for the site on PORT (3000), and the Fastify server
// restarted on change (node --watch) on PORT+1 for the API; Vite proxies /api to it.
import { type ChildProcess, spawn } from 'node:child_process';

const port = Number(process.env.PORT ?? 3000);
const apiPort = port + 1;
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

run('node', ['--watch', 'server/main.ts'], { PORT: String(apiPort), SERVE_SITE: 'false' });
run('react-router', ['dev', '--port', String(port), '--strictPort'], { API_PORT: String(apiPort) });
