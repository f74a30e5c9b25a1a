import { readFile } from 'node:fs/promises';
import type { ThirdPartySources } from '../../app/shared/consent/third-parties.ts';
import type { CspNeed } from '../../app/shared/pages.ts';
import { isCspNeed, isHashSource, isHostSource, pagePolicy } from './content-security-policy.ts';

/**
 * One page's record in the build's CSP file (`build/csp-hashes.json`), keyed by the page's path below
 * the site folder with forward slashes, e.g. "de/pricing/index.html".
 */
export interface PageEntry {
  /** 'sha256-…' sources of the page's inline scripts and styles. */
  scripts: string[];
  styles: string[];
  /** Extra script sources the page needs; most pages have none. */
  needs: CspNeed[];
  /** Hosts per directive for the services the build was configured with; absent or empty lists by default. */
  hosts?: Partial<ThirdPartySources>;
  /** base64url SHA-256 of the page file as served: ties the hashes to these very bytes. */
  sha256: string;
}

const rebuild = 'run `npm run build`';

/**
 * Reads the CSP file and checks it describes exactly the pages being served, then returns each
 * page's Content-Security-Policy by its path below the site folder. A page served without its hashes
 * is unstyled and dead, so a missing, broken or stale file stops the start instead of degrading it.
 */
export async function loadPagePolicies(cspFile: string, files: Iterable<{ name: string; sha256: string }>): Promise<Map<string, string>> {
  const entries = await readEntries(cspFile);
  const policies = new Map<string, string>();
  const missing: string[] = [];
  const stale: string[] = [];

  for (const { name, sha256 } of files) {
    if (!name.endsWith('.html')) continue;
    const entry: unknown = Object.hasOwn(entries, name) ? entries[name] : undefined;
    if (entry === undefined) missing.push(name);
    else if (!isPageEntry(entry)) {
      throw new Error(
        `CSP file ${cspFile} has a malformed entry for ${name} (expected scripts, styles, needs, sha256 and optional hosts): ${rebuild}`,
      );
    } else if (entry.sha256 !== sha256) stale.push(name);
    else policies.set(name, pagePolicy(entry));
  }

  if (missing.length || stale.length) {
    const problems = [
      missing.length ? `no entry for ${some(missing)}` : '',
      stale.length ? `a sha256 that does not match ${some(stale)}` : '',
    ].filter(Boolean);
    throw new Error(`CSP file ${cspFile} is stale (${problems.join('; ')}): ${rebuild}`);
  }
  return policies;
}

async function readEntries(cspFile: string): Promise<Record<string, unknown>> {
  let text: string;
  try {
    text = await readFile(cspFile, 'utf8');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'is missing' : `cannot be read (${String(error)})`;
    throw new Error(`CSP file ${cspFile} ${reason}: ${rebuild}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new Error(`CSP file ${cspFile} is not valid JSON (${(error as Error).message}): ${rebuild}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`CSP file ${cspFile} is not an object of pages: ${rebuild}`);
  }
  return parsed as Record<string, unknown>;
}

function isPageEntry(value: unknown): value is PageEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  const listOf = (list: unknown, check: (item: unknown) => boolean) => Array.isArray(list) && list.every(check);
  return (
    listOf(entry.scripts, isHashSource) &&
    listOf(entry.styles, isHashSource) &&
    listOf(entry.needs, isCspNeed) &&
    typeof entry.sha256 === 'string' &&
    (entry.hosts === undefined || isHostLists(entry.hosts))
  );
}

function isHostLists(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).every(
    ([directive, list]) => ['script', 'connect', 'img', 'frame'].includes(directive) && Array.isArray(list) && list.every(isHostSource),
  );
}

/** The first few names of a list, so the message stays one readable line on a broken build. */
function some(names: string[]): string {
  const shown = names.slice(0, 3).join(', ');
  return names.length > 3 ? `${shown} and ${names.length - 3} more` : shown;
}
