import type { UserConfig } from 'vite';
import { shortClassNames } from './scripts/short-class-names.ts';

/**
 * What the page build (vite.config.ts) and the islands build (vite.islands.config.ts) must do alike:
 * the same environment, the same short class names (a pure function of file and local name, so an
 * island's markup carries the classes of the CSS its page has inline), the same workers.
 */
export function sharedConfig(command: 'build' | 'serve'): UserConfig {
  return {
    // PUBLIC_*: the services the site may use once a visitor consents (app/shared/consent/third-parties.ts).
    envPrefix: ['VITE_', 'PUBLIC_'],
    css: {
      modules: { localsConvention: 'camelCaseOnly', ...(command === 'build' ? { generateScopedName: shortClassNames() } : {}) },
    },
    // The IFC viewer's worker (packages/ifc-viewer/src/worker) as an ES module: web-ifc's loader needs
    // import.meta, which a classic worker script lacks. Its name starts "viewer-worker-", which the server's
    // and nginx's worker policy match (server/site/content-security-policy.ts).
    worker: { format: 'es' },
  };
}
