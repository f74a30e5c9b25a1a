import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './app/shared/pages.ts';

export default {
  ssr: false,
  // BUILD_DIR: a second build beside the usual one (scripts/postbuild.ts reads the same variable).
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  prerender: prerenderPaths(),
} satisfies Config;
