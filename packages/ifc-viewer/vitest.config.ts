import { defineConfig } from 'vitest/config';

// The headless core's tests: Node only, no browser, seconds.
export default defineConfig({
  // Opening a model in web-ifc takes a second alone, several on a busy two-core machine.
  test: { name: 'ifc-viewer', include: ['tests/**/*.test.ts'], environment: 'node', testTimeout: 30_000 },
});
