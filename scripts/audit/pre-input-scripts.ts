/**
 * The scripts a page may load before the visitor's first input (issue 40): the island loader and what
 * it imports, and, on a page with a live island (the consent dialog while it asks, on a site
 * configured with services that need consent), that island's own code, React and the islands
 * runtime, and its copy. Worked out from the islands build's manifest (scripts/postbuild.ts keeps it
 * beside the site, not in it).
 */
export interface IslandsManifest {
  [key: string]: { file: string; imports?: string[]; isEntry?: boolean };
}

export const loaderEntry = 'app/islands/loader.ts';
const runtimeModule = 'app/islands/runtime.tsx';

/** The files a manifest entry loads with it: itself and its static imports, to the end. */
export function closure(manifest: IslandsManifest, key: string): Set<string> {
  const files = new Set<string>();
  const visit = (at: string) => {
    const chunk = manifest[at];
    if (!chunk) throw new Error(`the islands manifest has no entry ${at}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return files;
}

/** The live islands a page holds, by name, with the namespaces of copy each reads (Island.tsx writes both). */
export function liveIslands(html: string): { name: string; namespaces: string[] }[] {
  return [...html.matchAll(/<div data-island="([a-z0-9-]+)"[^>]*data-island-trigger="live"[^>]*>/g)].map((match) => ({
    name: match[1]!,
    namespaces: (/data-island-copy="([^"]*)"/.exec(match[0])?.[1] ?? '').split(' ').filter(Boolean),
  }));
}

/**
 * The script files (as `assets/…`) the page may load before any input: the loader's, and those of
 * its live islands. Copy chunks are named by namespace (`copy-<namespace>-<hash>.js`, one per language).
 */
export function preInputAllowance(manifest: IslandsManifest, html: string): { loader: Set<string>; live: (file: string) => boolean } {
  const loader = closure(manifest, loaderEntry);
  const islands = liveIslands(html);
  if (islands.length === 0) return { loader, live: () => false };
  const files = new Set(closure(manifest, runtimeModule));
  for (const { name } of islands) {
    const key = Object.keys(manifest).find((entry) => entry.endsWith(`/${name}.island.tsx`));
    if (!key) throw new Error(`the islands manifest has no island ${name}`);
    for (const file of closure(manifest, key)) files.add(file);
  }
  const namespaces = new Set(islands.flatMap((island) => island.namespaces));
  return {
    loader,
    live: (file) => files.has(file) || [...namespaces].some((namespace) => new RegExp(`^assets/copy-${namespace}-[\\w-]+\\.js$`).test(file)),
  };
}
