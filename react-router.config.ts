import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './app/shared/pages.ts';

export default {
  ssr: false,
  prerender: prerenderPaths(),
} satisfies Config;
