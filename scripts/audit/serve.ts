import { mkdtempSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { startHttpRedirect } from '../../server/http-redirect.ts';
import { selfSignedCertificate } from '../tls-certificate.ts';

/**
 * The real server over the build, on loopback, terminating TLS with a fresh self-signed certificate
 * for "localhost", and its plain-HTTP port that redirects to HTTPS.
 */
export async function serveOverTls() {
  const dir = mkdtempSync(path.join(tmpdir(), 'lotrecht-audit-'));
  const { cert, key } = selfSignedCertificate(dir);

  const config = loadConfig({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    DATA_DIR: path.join(dir, 'data'),
    DATABASE_URL: '',
    SMTP_URL: '',
    OUTBOX_WORKER: 'false',
    TLS_CERT: cert,
    TLS_KEY: key,
  });
  const app = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const httpsPort = (app.server.address() as AddressInfo).port;
  const redirect = await startHttpRedirect(0, '127.0.0.1', httpsPort);
  return {
    origin: `https://localhost:${httpsPort}`,
    httpPort: (redirect.address() as AddressInfo).port,
    httpsPort,
    ca: readFileSync(cert),
    certFile: cert,
    async close() {
      redirect.close();
      await app.close();
    },
  };
}

export type AuditServer = Awaited<ReturnType<typeof serveOverTls>>;
