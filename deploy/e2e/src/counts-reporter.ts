import { appendFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';

/** The terminal colour codes in Playwright's error messages. */
const COLOURS = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** An error's first line without its colours, short enough for a summary line. */
const firstLine = (message = ''): string => message.replace(COLOURS, '').split('\n').find((line) => line.trim() !== '')?.trim().slice(0, 160) ?? 'no message';

/**
 * Adds this run's tests and assertions (its `expect` steps) to TEST_COUNTS_FILE as one JSON line,
 * the way the jest preset does for each test file: npm test prints them beside each stage's time.
 * A retried test counts once, with the assertions of its last try. The tests that failed, and those
 * that passed only on their retry, go to the file beside it (`.failures`): npm test's summary names
 * them, so the last lines of a CI log say which test to look at.
 */
export default class CountsReporter implements Reporter {
  private readonly assertionsOf = new Map<TestCase, number>();
  private readonly lastResult = new Map<TestCase, TestResult>();
  private current = new Map<TestResult, number>();

  onStepEnd(_test: TestCase, result: TestResult, step: TestStep): void {
    if (step.category === 'expect') this.current.set(result, (this.current.get(result) ?? 0) + 1);
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    this.lastResult.set(test, result);
    this.assertionsOf.set(test, this.current.get(result) ?? 0);
    this.current.delete(result);
  }

  onEnd(): void {
    const file = process.env.TEST_COUNTS_FILE;
    if (!file) return;
    const assertions = [...this.assertionsOf.values()].reduce((sum, count) => sum + count, 0);
    appendFileSync(file, `${JSON.stringify({ tests: this.assertionsOf.size, assertions })}\n`);
    const noted = [...this.lastResult.keys()].flatMap((test) => {
      const outcome = test.outcome();
      if (outcome !== 'unexpected' && outcome !== 'flaky') return [];
      const where = `${test.location.file.replace(/^.*?\/src\//, 'src/')}:${test.location.line}`;
      const why = outcome === 'flaky' ? 'passed on its retry' : firstLine(this.lastResult.get(test)?.error?.message);
      return [`${outcome === 'flaky' ? 'flaky' : 'failed'}: ${where} ${test.titlePath().slice(3).join(' › ')} (${why})`];
    });
    if (noted.length > 0) appendFileSync(file.replace(/\.jsonl$/, '.failures'), `${noted.join('\n')}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
