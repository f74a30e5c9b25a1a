import { request } from 'node:https';

export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request to a server on this machine over HTTPS, trusting its self-signed certificate; bodies stay encoded. */
export function httpsRequest(
  origin: string,
  ca: Buffer,
  path: string,
  {
    method = 'GET',
    headers = {},
    body,
    localAddress,
  }: {
    method?: string;
    headers?: Record<string, string>;
    body?: string /** The client's own address, e.g. another loopback one. */;
    localAddress?: string;
  } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, origin), { method, ca, headers, localAddress }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A GET to the audited server over HTTPS. */
export function httpsGet(origin: string, ca: Buffer, path: string, headers: Record<string, string> = {}): Promise<Reply> {
  return httpsRequest(origin, ca, path, { headers });
}
