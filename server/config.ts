import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  /** The prerendered site: `build/client` after `npm run build`. */
  siteDir: string;
  /** Where the CSP hashes of each page's inline scripts are, written by the build. */
  cspFile: string;
  logLevel: string;
  /** Off under `npm run dev`, where Vite serves the site and this server only the API. */
  serveSite: boolean;
}

const root = path.resolve(import.meta.dirname, '..');

/** Reads the environment once at start; a bad value stops the server with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: port(env.PORT ?? '3000'),
    host: env.HOST || 'localhost',
    siteDir: path.resolve(env.SITE_DIR || path.join(root, 'build/client')),
    cspFile: path.resolve(env.CSP_FILE || path.join(root, 'build/csp-hashes.json')),
    logLevel: env.LOG_LEVEL || 'info',
    serveSite: env.SERVE_SITE !== 'false',
  };
}

function port(value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0 || number > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${value}"`);
  }
  return number;
}
