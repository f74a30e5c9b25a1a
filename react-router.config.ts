import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './app/shared/pages.ts';
import { isReleaseId, newReleaseId, releaseFile } from './app/shared/release.ts';

// The release this build makes: RELEASE_ID (a deploy may name it, e.g. by its commit), else the time
// of the build. Set for the whole build process, whose prerendering runs the pages' loaders, which
// write it into every page's data (app/i18n/page-data.server.ts).
process.env.RELEASE_ID ||= newReleaseId(new Date(), randomBytes(3).toString('hex'));
const release = process.env.RELEASE_ID;
if (!isReleaseId(release)) throw new Error(`RELEASE_ID may hold letters, digits, ".", "-" and "_" (at most 64), got "${release}"`);

export default {
  ssr: false,
  // BUILD_DIR: a second build beside the usual one (scripts/postbuild.ts reads the same variable).
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  prerender: prerenderPaths(),
  // Beside the pages, for scripts/postbuild.ts (which marks every page with it) and the server.
  async buildEnd({ reactRouterConfig }) {
    await writeFile(path.join(reactRouterConfig.buildDirectory, 'client', releaseFile), `${JSON.stringify({ id: release })}\n`);
  },
} satisfies Config;
