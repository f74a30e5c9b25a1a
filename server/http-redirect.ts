import { createServer, type Server } from 'node:http';

/**
 * The plain-HTTP side of a server that terminates TLS: every request moves permanently to the same
 * host, path and query over HTTPS. It answers nothing else, so no page is ever served unencrypted.
 */
export function startHttpRedirect(port: number, host: string, httpsPort: number): Promise<Server> {
  const server = createServer((request, response) => {
    const hostname = (request.headers.host ?? 'localhost').replace(/:\d+$/, '').replace(/[^a-zA-Z0-9.\-[\]:]/g, '');
    const portPart = httpsPort === 443 ? '' : `:${httpsPort}`;
    response.writeHead(301, { location: `https://${hostname}${portPart}${request.url ?? '/'}`, 'content-length': '0' }).end();
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}
