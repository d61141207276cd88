// Names the tests that failed and the tests that passed only on a retry. scripts/test.mjs repeats the names on the
// last lines of the run (VITEST_OUTCOME_FILE), so a CI log's tail says which test to fix.
import { writeFileSync } from 'node:fs';

export default class OutcomeReporter {
  onTestRunEnd(testModules) {
    const failed = [];
    const flaky = [];
    for (const mod of testModules) {
      for (const test of mod.children.allTests()) {
        const where = `${mod.project.name} ${mod.relativeModuleId} › ${test.fullName}`;
        if (test.result().state === 'failed') failed.push(where);
        else if (test.diagnostic()?.flaky) flaky.push(where);
      }
      // A failed hook (beforeAll timing out) fails its suite and skips its tests: name the suite and the error.
      const file = `${mod.project.name} ${mod.relativeModuleId}`;
      for (const [where, errors] of [
        [file, mod.errors()],
        ...[...mod.children.allSuites()].map((suite) => [`${file} › ${suite.fullName}`, suite.errors()]),
      ]) {
        if (errors.length) failed.push(`${where}: ${String(errors[0].message ?? errors[0]).split('\n')[0]}`);
      }
    }
    if (flaky.length) console.log(`\nFlaky (failed, then passed on retry):\n  ${flaky.join('\n  ')}`);
    if (failed.length) console.log(`\nFailed tests:\n  ${failed.join('\n  ')}`);
    const file = process.env.VITEST_OUTCOME_FILE;
    if (file) writeFileSync(file, JSON.stringify({ failed, flaky }));
  }
}
