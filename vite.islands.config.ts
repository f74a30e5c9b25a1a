import path from 'node:path';
import { defineConfig } from 'vite';
import { islandCopy } from './scripts/island-copy-plugin.ts';
import { sharedConfig } from './vite.shared.ts';

/**
 * The islands build, run after React Router's (package.json `build`): the island loader, the one
 * script a page built as islands loads before input, and a chunk per island, per locale file and for
 * React, into the same `assets/`. No React Router in it. CSS is no output of its own: every page
 * carries the CSS of its islands inline already (scripts/postbuild.ts), so the one stylesheet this
 * build makes is removed, and no island injects a stylesheet, which would restyle the whole page at
 * the visitor's first input.
 */
export default defineConfig(({ command }) => ({
  ...sharedConfig(command),
  plugins: [islandCopy(path.resolve(import.meta.dirname, 'locales'))],
  build: {
    outDir: path.join(process.env.BUILD_DIR ?? 'build', 'client'),
    emptyOutDir: false,
    copyPublicDir: false,
    manifest: '.vite/islands-manifest.json',
    assetsInlineLimit: 0,
    cssCodeSplit: false,
    modulePreload: false,
    rolldownOptions: {
      input: { islands: 'app/islands/loader.ts' },
      output: {
        entryFileNames: 'assets/islands-[hash].js',
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.startsWith('\0virtual:island-copy/') ? 'assets/copy-[name]-[hash].js' : 'assets/island-[name]-[hash].js',
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 10 }],
        },
      },
    },
  },
}));
