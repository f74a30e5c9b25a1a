import type { ThirdPartySources } from '../../app/shared/consent/third-parties.ts';
import type { CspNeed } from '../../app/shared/pages.ts';
import { site } from '../../app/shared/site.ts';

// A demo request sent without JavaScript is answered with a redirect to the app's registration page,
// and form-action governs where a form submission may end up, redirects included.
const formTargets = ["'self'", new URL(site.external.register).origin].join(' ');

/** Every need a page may declare; `satisfies` makes a new CspNeed fail to compile until listed here. */
const knownNeeds = { 'wasm-unsafe-eval': true } satisfies Record<CspNeed, true>;

export function isCspNeed(value: unknown): value is CspNeed {
  return typeof value === 'string' && Object.hasOwn(knownNeeds, value);
}

// Whatever ends up in a policy is either a hash or a known need; a keyword that switches the policy
// off ('unsafe-eval', 'unsafe-inline') can never be spelled, whatever the CSP file says.
const hashSource = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/;
const forbidden = new Set(['unsafe-eval', 'unsafe-inline']);

export function isHashSource(value: unknown): value is string {
  return typeof value === 'string' && hashSource.test(value);
}

function sources(values: readonly string[], allowed: (value: string) => boolean): string {
  return values
    .map((value) => {
      if (forbidden.has(value) || !allowed(value)) throw new Error(`not allowed in a page policy: '${value}'`);
      return ` '${value}'`;
    })
    .join('');
}

// A host a page may use for a configured service: https, or plain http on loopback (the tests' stand-ins).
const hostSource = /^(https:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*|http:\/\/(127\.0\.0\.1|localhost))(:\d{1,5})?$/;

export function isHostSource(value: unknown): value is string {
  return typeof value === 'string' && hostSource.test(value);
}

function hosts(values: readonly string[] = []): string {
  return values
    .map((value) => {
      if (!isHostSource(value)) throw new Error(`not a host a page policy allows: ${value}`);
      return ` ${value}`;
    })
    .join('');
}

export interface PagePolicyInput {
  scripts: readonly string[];
  styles: readonly string[];
  /** Sources beyond hashes, e.g. 'wasm-unsafe-eval' for a page that compiles WebAssembly. */
  needs: readonly CspNeed[];
  /** Hosts of the services the build was configured with (tag manager, booking calendar); none by default. */
  hosts?: Partial<ThirdPartySources>;
}

/**
 * The policy of a page: its own scripts and styles, its inline ones by hash, and from other hosts
 * only what the build's configured services need (nothing by default).
 */
export function pagePolicy({ scripts, styles, needs, hosts: allowed = {} }: PagePolicyInput): string {
  return [
    "default-src 'self'",
    `script-src 'self'${sources(needs, isCspNeed)}${sources(scripts, isHashSource)}${hosts(allowed.script)}`,
    `style-src 'self'${sources(styles, isHashSource)}`,
    `img-src 'self' data:${hosts(allowed.img)}`,
    "font-src 'self'",
    `connect-src 'self'${hosts(allowed.connect)}`,
    ...(allowed.frame?.length ? [`frame-src${hosts(allowed.frame)}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${formTargets}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The IFC viewer's worker (packages/ifc-viewer/src/worker): a worker runs under the policy of its own
 * script's answer, not the page's, and this one loads its chunks and compiles web-ifc's WebAssembly,
 * both from this origin, and nothing else.
 */
export const workerPolicy = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'";

/** The worker's script, in this build or a kept earlier one (vite.config.ts names it). */
export const workerScriptPattern = /^\/assets\/viewer-worker-[\w-]+\.js$/;

/** Everything that is not a page (assets, API answers, redirects) may not run or embed anything. */
export const strictPolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";
