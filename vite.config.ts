import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { shortClassNames } from './scripts/short-class-names.ts';

export default defineConfig(({ command }) => ({
  plugins: [reactRouter()],
  css: {
    modules: { localsConvention: 'camelCaseOnly', ...(command === 'build' ? { generateScopedName: shortClassNames() } : {}) },
  },
  // A stylesheet per route chunk: the shared CSS and each page's own sections' CSS are written into
  // that page by scripts/postbuild.ts, so a page carries only the CSS it uses.
  // The build manifest tells postbuild which stylesheets the lazily loaded sections bring (then it goes).
  build: { assetsInlineLimit: 0, cssCodeSplit: true, manifest: true, modulePreload: false },
  // `npm run dev` runs the API server beside Vite (scripts/dev.ts).
  server: { proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 3001}` } },
}));
