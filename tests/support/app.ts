import { existsSync } from 'node:fs';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';

/** The real server over the real build; `npm test` builds before it runs the suites. */
export async function siteApp() {
  const config = loadConfig({ ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' });
  if (!existsSync(config.siteDir)) throw new Error(`No build at ${config.siteDir}: run \`npm run build\` first`);
  return buildApp(config);
}
