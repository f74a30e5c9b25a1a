import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The real server as its own process (as `npm run serve` starts it), so the load generator does not share its event loop. */
export async function startServer(env: Record<string, string> = {}): Promise<{ url: string; stop: () => Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, [path.resolve(import.meta.dirname, '../server/main.ts')], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lotrecht-bench-')),
      DATABASE_URL: '',
      SMTP_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The listening address is logged at info level; read it from the first line that has it.
  child.stdout!.setEncoding('utf8');
  const url = await new Promise<string>((resolve, reject) => {
    let buffer = '';
    child.stdout!.on('data', (chunk: string) => {
      buffer += chunk;
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(buffer);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return {
    url,
    stop: () => new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve()).kill('SIGTERM'))),
  };
}
