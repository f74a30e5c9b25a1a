import path from 'node:path';
import { createServer } from 'vite';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Vite serving the product-view stage (app/views/stage/), or another page of the project such as the
 * model capture stage, on loopback: TSX, CSS modules and the font as the site's own build handles
 * them, without the site's React Router plugin.
 */
export async function startStage(page = 'app/views/stage/index.html'): Promise<{ url: string; close: () => Promise<void> }> {
  const server = await createServer({
    root,
    configFile: false,
    appType: 'mpa',
    logLevel: 'warn',
    clearScreen: false,
    server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false, watch: null },
    css: { modules: { localsConvention: 'camelCaseOnly' } },
    // React and xmldom (the viewer's BCF and IDS reader) are CommonJS: Vite turns them into modules once
    // and keeps them apart from the site's own cache.
    cacheDir: path.join(root, 'node_modules/.cache/view-stage'),
    optimizeDeps: { noDiscovery: true, include: ['react', 'react/jsx-dev-runtime', 'react-dom/client', '@xmldom/xmldom'] },
  });
  await server.listen();
  const address = server.httpServer?.address();
  if (!address || typeof address === 'string') throw new Error('the view stage did not start');
  return { url: `http://127.0.0.1:${address.port}/${page}`, close: () => server.close() };
}
