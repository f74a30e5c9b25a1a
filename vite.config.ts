import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  css: { modules: { localsConvention: 'camelCaseOnly' } },
  build: { assetsInlineLimit: 0 },
  // `npm run dev` runs the API server beside Vite (scripts/dev.ts).
  server: { proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 3001}` } },
});
