import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { stubConfiguration } from './third-party-stubs.ts';

const root = path.resolve(import.meta.dirname, '../..');
export const consentBuildDir = path.join(root, 'build-consent');

/**
 * A second build of the site, configured with the stand-in tag manager and booking calendar: the
 * services are build-time configuration (in the bundle and in each page's CSP), and the usual build
 * has none, as a fresh deployment has, and asks for no consent. Takes half a minute on an idle
 * machine and several on a busy one (consent.test.ts waits up to ten).
 */
export function buildWithStubServices(): { siteDir: string; cspFile: string } {
  // Without vitest's own variables (NODE_ENV=test would make a development build).
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')));
  execFileSync('npm', ['run', 'build', '--silent'], {
    cwd: root,
    env: { ...env, ...stubConfiguration, BUILD_DIR: 'build-consent' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { siteDir: path.join(consentBuildDir, 'client'), cspFile: path.join(consentBuildDir, 'csp-hashes.json') };
}
