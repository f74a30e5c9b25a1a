// The production setup of deploy/ on one machine, on loopback, from those very files: Debian's nginx
// with deploy/nginx/lotrecht.conf, instances started as deploy/systemd/lotrecht@.service starts them,
// one PostgreSQL database, and an SMTP sink. Only paths, ports and the certificate are replaced.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { httpsGet } from '../audit/http-get.ts';
import { type SmtpSink, smtpSink } from '../smtp-sink.ts';
import { selfSignedCertificate } from '../tls-certificate.ts';

const root = path.resolve(import.meta.dirname, '../..');
const release = '/srv/lotrecht/current';
/** The instances' DATA_DIR in production (deploy/lotrecht.env.example); nginx reads the kept assets there. */
const dataDir = '/var/lib/lotrecht';
/** The test script's PostgreSQL role, which may create databases (scripts/system-deps.sh). */
const postgresAdminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://lotrecht_test:lotrecht_test@127.0.0.1:5432/postgres';

export interface Instance {
  port: number;
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

export interface TopologyOptions {
  instances?: number;
  /** Environment for every instance beyond the example file's (e.g. FORM_RATE_LIMIT). */
  env?: Record<string, string>;
  /**
   * A folder that stands for `/srv/lotrecht/current` as far as the build goes (it holds `build/`),
   * for a deploy of another release: a symlink to switch. Without it, this checkout's build.
   */
  current?: string;
}

/** A free port on loopback (closed again at once; nothing else here takes ports in between). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** KEY=VALUE lines, as systemd's EnvironmentFile reads them (no quotes in ours). */
function parseEnvFile(text: string): Record<string, string> {
  return Object.fromEntries(
    text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

/** What the unit runs: its working directory, command and Environment= lines, for instance `port`. */
function unitCommand(port: number): { cwd: string; command: string; args: string[]; env: Record<string, string> } {
  const unit = readFileSync(path.join(root, 'deploy/systemd/lotrecht@.service'), 'utf8');
  const values = (key: string) => [...unit.matchAll(new RegExp(`^${key}=(.*)$`, 'gm'))].map((match) => match[1]!.replaceAll('%i', String(port)));
  const local = (value: string) => value.replaceAll(release, root);
  const [command, ...args] = local(values('ExecStart')[0]!).split(' ');
  const env = Object.fromEntries(values('Environment').map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]));
  return { cwd: local(values('WorkingDirectory')[0]!), command: command!, args, env };
}

/** The nginx site file with this machine's paths, ports and certificate in place of the production ones. */
function localSite(options: {
  httpPort: number;
  httpsPort: number;
  cert: string;
  key: string;
  upstreams: number[];
  current: string;
  dataDir: string;
}): string {
  const site = readFileSync(path.join(root, 'deploy/nginx/lotrecht.conf'), 'utf8');
  const lines = site.split('\n');
  const upstream = lines.findIndex((line) => /^\s*server 127\.0\.0\.1:\d+/.test(line));
  const replaced = lines
    .filter((line, index) => !/^\s*server 127\.0\.0\.1:\d+/.test(line) || index === upstream)
    .filter((line) => !/^\s*listen \[::\]/.test(line))
    .map((line) =>
      line
        .replace(/^(\s*)server 127\.0\.0\.1:\d+ (.*)$/, (_, indent: string, rest: string) =>
          options.upstreams.map((port) => `${indent}server 127.0.0.1:${port} ${rest}`).join('\n'),
        )
        .replace(/^(\s*)listen 80;/, `$1listen 127.0.0.1:${options.httpPort};`)
        .replace(/^(\s*)listen 443 /, `$1listen 127.0.0.1:${options.httpsPort} `)
        .replace(/^(\s*)ssl_certificate (\S+);/, `$1ssl_certificate ${options.cert};`)
        .replace(/^(\s*)ssl_certificate_key (\S+);/, `$1ssl_certificate_key ${options.key};`)
        .replace('https://$host$request_uri', `https://$host:${options.httpsPort}$request_uri`)
        .replace(/server_name \S+;/, 'server_name localhost;')
        .replaceAll(`${release}/build/`, `${options.current}/build/`)
        .replaceAll(release, root)
        .replaceAll(dataDir, options.dataDir),
    );
  return replaced.join('\n');
}

function installNginx() {
  if (existsSync('/usr/sbin/nginx') && existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so')) return;
  const install = ['apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'nginx', 'libnginx-mod-http-brotli-static'];
  const [command, ...args] = process.getuid?.() === 0 ? install : ['sudo', ...install];
  execFileSync(command!, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

async function waitFor(check: () => Promise<boolean>, what: string, ms = 20_000) {
  const until = Date.now() + ms;
  while (!(await check().catch(() => false))) {
    if (Date.now() > until) throw new Error(`${what} did not come up within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Brings the topology up; `stop()` takes it down and drops its database. Needs the build
 * (`npm run build`) and the PostgreSQL of the test script.
 */
export async function startTopology({ instances: count = 2, env = {}, current = root }: TopologyOptions = {}) {
  installNginx();
  const dir = mkdtempSync(path.join(tmpdir(), 'lotrecht-deploy-'));
  const { cert, key } = selfSignedCertificate(dir);
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const origin = `https://localhost:${httpsPort}`;
  const ca = readFileSync(cert);
  // What has been started, to take down in reverse order, also when a later step fails.
  const started: (() => Promise<unknown> | undefined)[] = [];
  const teardown = async () => {
    for (const stop of started.reverse()) await stop();
  };

  const database = `lotrecht_deploy_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: postgresAdminUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`CREATE DATABASE ${database}`);
  started.push(async () => {
    // FORCE ends the instances' sessions, and now and then an autovacuum worker on the fresh tables,
    // which the role may end as a member of pg_signal_backend (scripts/system-deps.sh grants it). On a
    // server where the role lacks it the worker is gone a moment later; a database left behind is only a warning.
    for (let attempt = 1; ; attempt++) {
      try {
        return await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      } catch (error) {
        if (attempt === 5) return console.warn(`deploy topology: database ${database} not dropped: ${String(error)}`);
        await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
      }
    }
  });
  const databaseUrl = Object.assign(new URL(postgresAdminUrl), { pathname: `/${database}` }).href;
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  started.push(() => db.end());

  const instances: Instance[] = [];
  try {
    const smtp: SmtpSink = await smtpSink();
    started.push(() => smtp.stop());
    const fileEnv = parseEnvFile(readFileSync(path.join(root, 'deploy/lotrecht.env.example'), 'utf8'));
    const instanceEnv = {
      ...fileEnv,
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtp.url,
      PUBLIC_URL: origin,
      DATA_DIR: path.join(dir, 'data'),
      LOG_LEVEL: 'warn',
      // The release's build through the `current` folder, as the instances find it through the symlink.
      ...(current === root ? {} : { SITE_DIR: path.join(current, 'build/client'), CSP_FILE: path.join(current, 'build/csp-hashes.json') }),
      ...env,
    };

    const startInstance = (port: number): Instance => {
      const unit = unitCommand(port);
      // The unit's own environment, as systemd gives it: nothing of this process's but PATH.
      const child = spawn(unit.command, unit.args, {
        cwd: unit.cwd,
        env: { PATH: process.env.PATH ?? '', ...instanceEnv, ...unit.env },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      return { port, url: `http://127.0.0.1:${port}`, child, exited };
    };
    const healthy = (instance: Instance) => waitFor(async () => (await fetch(`${instance.url}/api/health`)).ok, `instance on ${instance.port}`);

    for (let i = 0; i < count; i++) instances.push(startInstance(await freePort()));
    started.push(async () => {
      for (const instance of instances) instance.child.kill('SIGTERM');
      await Promise.all(instances.map((instance) => instance.exited));
    });
    await Promise.all(instances.map(healthy));

    mkdirSync(path.join(dir, 'logs'));
    writeFileSync(
      path.join(dir, 'site.conf'),
      localSite({ httpPort, httpsPort, cert, key, upstreams: instances.map((instance) => instance.port), current, dataDir: instanceEnv.DATA_DIR }),
    );
    const conf = path.join(dir, 'nginx.conf');
    writeFileSync(conf, mainConf(dir));
    execFileSync('/usr/sbin/nginx', ['-t', '-q', '-c', conf], { stdio: 'inherit' });
    const nginx = spawn('/usr/sbin/nginx', ['-c', conf, '-g', 'daemon off;'], { stdio: 'inherit' });
    const nginxExited = new Promise((resolve) => nginx.once('exit', resolve));
    started.push(() => {
      nginx.kill('SIGQUIT');
      return nginxExited;
    });
    await waitFor(async () => (await httpsGet(origin, ca, '/api/health')).status === 200, 'nginx');

    return {
      /** nginx over TLS; trust `ca` (the certificate is for "localhost"). */
      origin,
      httpPort,
      httpsPort,
      ca,
      certFile: cert,
      instances,
      smtp,
      databaseUrl,
      /** Queries the instances' database. */
      query: <Row extends object>(text: string, values?: unknown[]) => db.query<Row & pg.QueryResultRow>(text, values).then((result) => result.rows),
      /** `systemctl reload nginx`: new workers read the configuration (and the pages' policies) again. */
      async reloadNginx() {
        nginx.kill('SIGHUP');
        // The old workers finish what they serve; the new ones answer from now on.
        await new Promise((resolve) => setTimeout(resolve, 500));
        await waitFor(async () => (await httpsGet(origin, ca, '/api/health')).status === 200, 'nginx after reload');
      },
      /** Ends instance `index` with `signal` and starts it again on its port, as systemd's restart does. */
      async restart(index: number, signal: NodeJS.Signals = 'SIGTERM') {
        const old = instances[index]!;
        old.child.kill(signal);
        const code = await old.exited;
        instances[index] = startInstance(old.port);
        await healthy(instances[index]!);
        return code;
      },
      stop: teardown,
    };
  } catch (error) {
    await teardown();
    throw error;
  }
}

/** As Debian's /etc/nginx/nginx.conf, with this run's folder for its state, including the site file. */
function mainConf(dir: string): string {
  return `include /etc/nginx/modules-enabled/*.conf;
worker_processes 2;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  tcp_nopush on;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/site.conf;
}
`;
}

export type Topology = Awaited<ReturnType<typeof startTopology>>;
