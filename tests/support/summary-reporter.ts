import type { Reporter, TestModule } from 'vitest/node';

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
        if (state === 'passed' && test.diagnostic()?.flaky) retried.push(`${module.moduleId.replace(`${process.cwd()}/`, '')} > ${test.fullName}`);
      }
      if (module.state() === 'failed' && ![...module.children.allTests()].length) count.failed++;
    }
    if (retried.length) console.log(`\npassed only on a retry (flaky, to be fixed):\n${retried.map((name) => `  ${name}`).join('\n')}`);
    console.log(`\ntests: ${count.passed} passed, ${count.failed} failed, ${count.skipped} skipped`);
  }
}
