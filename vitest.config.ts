import { defineConfig } from 'vitest/config';

// A browser's next state (a page after client navigation, a widget after hydration) comes in well under
// a second on an idle machine, and in several on CI's two cores while Chromium renders WebGL beside
// it. A poll waits only until the state is there, so a generous limit costs nothing when tests pass.
const browserPolls = { poll: { timeout: 10_000 } };

// A test that drives a browser or the deploy topology gets one more try: on two cores, with a
// Chromium rendering beside it, an occasional timing slip has ended a 45-minute run. The summary
// reporter names every test that passed only on its retry, so none is hidden.
const secondTry = 1;

export default defineConfig({
  test: {
    // Two files at a time, one per core. Vitest's default on two cores is one worker for the whole run,
    // and a browser test spends most of its time waiting (a form outage holds 80 s by design, a page
    // loads in Chromium's processes): the run took 29.7 min one file at a time and 20.5 with two on a
    // slow machine, 10.6 with two on a fast one. Three took 7.9 min there for the same CPU time, but in
    // two of three fresh-clone runs a test (a different one each time) passed only on its retry: a tap
    // or a section's hydration racing the load. On CI's slower machine both tries of such a test could
    // miss, and then nothing lands; two workers had no such retry in three fresh-clone runs.
    maxWorkers: 2,
    reporters: ['default', './tests/support/summary-reporter.ts'],
    projects: [
      // The IFC viewer's package, with its own configuration (its headless core's tests, in Node).
      'packages/ifc-viewer',
      { test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' } },
      { test: { name: 'server', include: ['tests/server/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          expect: browserPolls,
          retry: secondTry,
        },
      },
      {
        // The smoke suite again in Debian's Firefox ESR, over WebDriver BiDi, beside the other files.
        test: {
          name: 'firefox',
          include: ['tests/firefox/**/*.test.ts'],
          environment: 'node',
          expect: browserPolls,
          retry: secondTry,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The production setup of deploy/ on loopback (`npm run deploy:check`): nginx, two instances,
        // PostgreSQL, an SMTP sink. One topology at a time, after every other file: a rolling restart
        // under load is timed, and gets the machine to itself.
        test: {
          name: 'deploy',
          include: ['tests/deploy/**/*.test.ts'],
          environment: 'node',
          expect: browserPolls,
          retry: secondTry,
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
