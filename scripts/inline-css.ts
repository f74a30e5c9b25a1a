import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const placeholder = '<style data-site-css=""></style>';

/**
 * The build's one stylesheet (vite.config.ts turns CSS code splitting off), as the browser build's
 * route manifest names it: the server build leaves a copy with the same rules in another order.
 */
export async function siteCss(clientDir: string): Promise<string> {
  const assets = path.join(clientDir, 'assets');
  const manifest = (await readdir(assets)).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!manifest) throw new Error('no route manifest in the build');
  const named = [...new Set((await readFile(path.join(assets, manifest), 'utf8')).match(/\/assets\/[\w.-]+\.css/g) ?? [])];
  if (named.length !== 1) throw new Error(`expected the manifest to name one stylesheet, found ${named.length}: ${named.join(', ')}`);
  const css = (await readFile(path.join(clientDir, named[0]!), 'utf8')).trim();
  if (/<\/style/i.test(css)) throw new Error('the stylesheet contains "</style" and cannot be inlined');
  return css;
}

/** Fills the root's empty style element with the site's CSS; the page needs no stylesheet request. */
export function inlineCss(html: string, css: string): string {
  if (!html.includes(placeholder)) throw new Error('page has no site-css placeholder');
  return html.replace(placeholder, `<style data-site-css="">${css}</style>`).replace(/<link rel="stylesheet" href="\/assets\/[^"]+\.css"\/>/g, '');
}
