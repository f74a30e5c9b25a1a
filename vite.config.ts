import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { shortClassNames } from './scripts/short-class-names.ts';

export default defineConfig(({ command }) => ({
  plugins: [reactRouter()],
  // PUBLIC_*: the services the site may use once a visitor consents (app/shared/consent/third-parties.ts).
  envPrefix: ['VITE_', 'PUBLIC_'],
  css: {
    modules: { localsConvention: 'camelCaseOnly', ...(command === 'build' ? { generateScopedName: shortClassNames() } : {}) },
  },
  // A stylesheet per route chunk: the shared CSS and each page's own sections' CSS are written into
  // that page by scripts/postbuild.ts, so a page carries only the CSS it uses.
  // The build manifest tells postbuild which stylesheets the lazily loaded sections bring (then it goes).
  build: {
    assetsInlineLimit: 0,
    cssCodeSplit: true,
    manifest: true,
    modulePreload: false,
    // Fewer, larger chunks: every page loads React and React Router whole, and the app's small shared
    // modules came as a dozen sub-kilobyte files, each compressed on its own with its own import list.
    // Merged they cost 5.7 KB less gzip on the heaviest page (scripts/audit budgets), room the
    // consent dialog needs.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/,
              priority: 10,
            },
            { name: 'common', test: /[\\/]app[\\/]/, minShareCount: 8, priority: 5 },
          ],
        },
      },
    },
  },
  // The IFC viewer's worker (packages/ifc-viewer/src/worker) as an ES module: web-ifc's loader needs
  // import.meta, which a classic worker script lacks. Its name starts "viewer-worker-", which the server's
  // and nginx's worker policy match (server/site/content-security-policy.ts).
  worker: { format: 'es' },
  // `npm run dev` runs the API server and the missing-translations endpoint beside Vite (scripts/dev.ts);
  // the endpoint hears the browser's address (xfwd) to refuse anyone but this machine.
  server: {
    proxy: {
      '/api': `http://localhost:${process.env.API_PORT ?? 3001}`,
      '/locales/add/': { target: `http://127.0.0.1:${process.env.LOCALES_PORT ?? 3002}`, xfwd: true },
    },
  },
}));
