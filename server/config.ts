import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  logLevel: string;
  /** One log line per request; off by default, as the proxy in front usually keeps the access log. */
  logRequests: boolean;
  /** The prerendered site: `build/client` after `npm run build`. */
  siteDir: string;
  /** Where the CSP hashes of each page's inline scripts are, written by the build. */
  cspFile: string;
  /** Off under `npm run dev`, where Vite serves the site and this server only the API. */
  serveSite: boolean;
  /** SQLite file and, without SMTP, the mail folder. */
  dataDir: string;
  /** The hashed assets of earlier releases, for tabs still open on them (server/site/kept-assets.ts). */
  keptAssetsDir: string;
  /** How long an asset no release serves any more stays in `keptAssetsDir`. */
  keptAssetsDays: number;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  leadsTo: string;
  /**
   * Who runs the newsletter: told of each confirmed subscription, never as a sales lead (subscribers
   * agreed to a newsletter, not to sales contact). Unset, nobody is mailed; the list is exported with
   * `npm run leads -- --subscribers`.
   */
  newsletterTo?: string;
  /** The address visitors reach the site at; links in mails start with it. */
  publicUrl: string;
  /** Form submissions per IP and 10 minutes. */
  formRateLimit: number;
  /** Fastify's trustProxy: false, true, a hop count or addresses of the proxies in front. */
  trustProxy: boolean | number | string;
  /** Off in tests that drive the outbox by hand. */
  outboxWorker: boolean;
  /** How long a worker holds the mail it took; a crashed instance's mail waits this long for another. */
  outboxLeaseMs: number;
  /**
   * How long a client may take to send a whole request, and how long a connection may sit silent:
   * a slow or stalled upload must not hold a connection (and its memory) for ever.
   */
  requestTimeoutMs: number;
  /** PEM files: with both, the server speaks HTTPS itself (and only then sends HSTS). */
  tls?: { cert: string; key: string };
  /** With TLS: a plain-HTTP port that redirects every request to HTTPS (80 in production). */
  httpRedirectPort?: number;
}

const root = path.resolve(import.meta.dirname, '..');

/** Reads the environment once at start; a bad value stops the server with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = integer('PORT', env.PORT ?? '3000', 0, 65535);
  const dataDir = path.resolve(env.DATA_DIR || path.join(root, 'data'));
  return {
    port,
    host: env.HOST || 'localhost',
    logLevel: oneOf('LOG_LEVEL', env.LOG_LEVEL || 'info', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    logRequests: env.LOG_REQUESTS === 'true',
    siteDir: path.resolve(env.SITE_DIR || path.join(root, 'build/client')),
    cspFile: path.resolve(env.CSP_FILE || path.join(root, 'build/csp-hashes.json')),
    serveSite: env.SERVE_SITE !== 'false',
    dataDir,
    keptAssetsDir: path.resolve(env.KEPT_ASSETS_DIR || path.join(dataDir, 'kept-assets')),
    keptAssetsDays: integer('KEPT_ASSETS_DAYS', env.KEPT_ASSETS_DAYS ?? '7', 1, 365),
    databaseUrl: url('DATABASE_URL', env.DATABASE_URL, ['postgres:', 'postgresql:']),
    smtpUrl: url('SMTP_URL', env.SMTP_URL, ['smtp:', 'smtps:']),
    mailFrom: address('MAIL_FROM', env.MAIL_FROM || 'Lotrecht Website <website@lotrecht.example>'),
    leadsTo: address('LEADS_TO', env.LEADS_TO || 'sales@lotrecht.example'),
    newsletterTo: env.NEWSLETTER_TO ? address('NEWSLETTER_TO', env.NEWSLETTER_TO) : undefined,
    publicUrl: (url('PUBLIC_URL', env.PUBLIC_URL, ['http:', 'https:']) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    formRateLimit: integer('FORM_RATE_LIMIT', env.FORM_RATE_LIMIT ?? '20', 1, 1_000_000),
    trustProxy: trustProxy(env.TRUST_PROXY),
    outboxWorker: env.OUTBOX_WORKER !== 'false',
    outboxLeaseMs: integer('OUTBOX_LEASE_SECONDS', env.OUTBOX_LEASE_SECONDS ?? '120', 5, 3600) * 1000,
    requestTimeoutMs: integer('REQUEST_TIMEOUT_SECONDS', env.REQUEST_TIMEOUT_SECONDS ?? '30', 1, 3600) * 1000,
    tls: tls(env.TLS_CERT, env.TLS_KEY),
    httpRedirectPort: env.HTTP_REDIRECT_PORT ? integer('HTTP_REDIRECT_PORT', env.HTTP_REDIRECT_PORT, 0, 65535) : undefined,
  };
}

function integer(name: string, value: string, min: number, max: number): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${value}"`);
  }
  return number;
}

function oneOf(name: string, value: string, allowed: string[]): string {
  if (!allowed.includes(value)) throw new Error(`${name} must be one of ${allowed.join(', ')}, got "${value}"`);
  return value;
}

function url(name: string, value: string | undefined, protocols: string[]): string | undefined {
  if (!value) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new Error(`${name} is not a URL`);
  }
  if (!protocols.includes(parsed.protocol)) throw new Error(`${name} must start with ${protocols.join(' or ')}`);
  return value;
}

function address(name: string, value: string): string {
  if (/[\r\n]/.test(value) || !/^([^<>]*<)?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/.test(value.trim())) {
    throw new Error(`${name} must be an e-mail address, optionally "Name <address>", got "${value}"`);
  }
  return value.trim();
}

function trustProxy(value: string | undefined): boolean | number | string {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

function tls(cert: string | undefined, key: string | undefined): Config['tls'] {
  if (!cert && !key) return undefined;
  if (!cert || !key) throw new Error('TLS_CERT and TLS_KEY go together: set both, or neither');
  return { cert: path.resolve(cert), key: path.resolve(key) };
}
