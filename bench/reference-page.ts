import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The smallest page a site could send: one heading and one paragraph, no stylesheet, no font, no
 * script. Measured in the same run as the site's pages, it shows what the method itself costs on
 * this machine (the browser's own work for any navigation, scaled by the slowdown), the floor under
 * every page's figures.
 */
const page =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<meta name="description" content="The floor of the measurement."><title>Reference page</title></head>' +
  '<body><h1>Reference page</h1><p>One heading and one paragraph: no stylesheet, no font, no script.</p></body></html>';

export async function startReferencePage(): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}
