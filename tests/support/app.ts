import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type AppOptions, buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';

/**
 * The real server over the real build (`npm test` builds first), with its own data folder, so the
 * SQLite store and the mail files of one test never meet another's. `env` overrides the environment;
 * `before` may add to the app before it is ready.
 */
export async function siteApp(
  env: Record<string, string> = {},
  options: AppOptions & { before?: (app: Awaited<ReturnType<typeof buildApp>>) => void } = {},
) {
  const config = loadConfig({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lotrecht-test-')),
    DATABASE_URL: '',
    SMTP_URL: '',
    ...env,
  });
  if (config.serveSite && !existsSync(config.siteDir)) throw new Error(`No build at ${config.siteDir}: run \`npm run build\` first`);
  const app = await buildApp(config, options);
  options.before?.(app);
  await app.ready();
  return app;
}
