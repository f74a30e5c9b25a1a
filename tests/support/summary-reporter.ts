import type { Reporter, TestModule } from 'vitest/node';

/** An error's message and where it was thrown in the test file, without the framework's frames. */
function firstLines(stack: string): string {
  const lines = stack.split('\n');
  const at = lines.filter((line) => /^\s+at /.test(line) && /\/tests\//.test(line)).slice(0, 2);
  return [...lines.filter((line) => !/^\s+at /.test(line)).slice(0, 4), ...at.map((line) => line.trim())].join('\n      ');
}

/**
 * Ends the run with the plain line CI reads: "tests: N passed, N failed, N skipped", and names every
 * test that passed only on its retry (vitest.config.ts), so that a flaky test is seen and fixed
 * rather than hidden by the second try.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const count = { passed: 0, failed: 0, skipped: 0 };
    const retried: string[] = [];
    for (const module of modules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') count.passed++;
        else if (state === 'failed') count.failed++;
        else count.skipped++;
        if (state === 'passed' && test.diagnostic()?.flaky) {
          // Vitest keeps the failed attempt's errors on a test its retry passed: they say what slipped.
          const errors = (test.result().errors ?? []).map((error) => `    ${firstLines(error.stack ?? error.message)}`);
          retried.push([`  ${module.moduleId.replace(`${process.cwd()}/`, '')} > ${test.fullName}`, ...errors].join('\n'));
        }
      }
      if (module.state() === 'failed' && ![...module.children.allTests()].length) count.failed++;
    }
    if (retried.length) console.log(`\npassed only on a retry (flaky, to be fixed):\n${retried.join('\n')}`);
    console.log(`\ntests: ${count.passed} passed, ${count.failed} failed, ${count.skipped} skipped`);
  }
}
