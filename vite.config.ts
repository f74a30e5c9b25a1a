import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { devLanguageRedirects } from './scripts/dev/language-redirects.ts';
import { islandCopy } from './scripts/island-copy-plugin.ts';
import { sharedConfig } from './vite.shared.ts';

export default defineConfig(({ command }) => ({
  ...sharedConfig(command),
  // In development the pages load the island loader, which imports the islands' copy (app/entry.client.tsx).
  plugins: [devLanguageRedirects(), islandCopy(path.resolve(import.meta.dirname, 'locales')), reactRouter()],
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
  // `npm run dev` runs the API server and the missing-translations endpoint beside Vite (scripts/dev.ts);
  // the endpoint hears the browser's address (xfwd) to refuse anyone but this machine.
  server: {
    proxy: {
      '/api': `http://localhost:${process.env.API_PORT ?? 3001}`,
      '/locales/add/': { target: `http://127.0.0.1:${process.env.LOCALES_PORT ?? 3002}`, xfwd: true },
    },
  },
}));
