import { appendFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';

/**
 * Adds this run's tests and assertions (its `expect` steps) to TEST_COUNTS_FILE as one JSON line,
 * the way the jest preset does for each test file: npm test prints them beside each stage's time.
 * A retried test counts once, with the assertions of its last try.
 */
export default class CountsReporter implements Reporter {
  private readonly assertionsOf = new Map<TestCase, number>();
  private current = new Map<TestResult, number>();

  onStepEnd(_test: TestCase, result: TestResult, step: TestStep): void {
    if (step.category === 'expect') this.current.set(result, (this.current.get(result) ?? 0) + 1);
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    this.assertionsOf.set(test, this.current.get(result) ?? 0);
    this.current.delete(result);
  }

  onEnd(): void {
    const file = process.env.TEST_COUNTS_FILE;
    if (!file) return;
    const assertions = [...this.assertionsOf.values()].reduce((sum, count) => sum + count, 0);
    appendFileSync(file, `${JSON.stringify({ tests: this.assertionsOf.size, assertions })}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
