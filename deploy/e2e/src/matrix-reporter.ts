import type { FullResult, Reporter } from '@playwright/test/reporter';
import { appendRow } from '@shop/releases';
import { runTarget } from './run-target';
import { loadRunVersions } from './run-versions';

/**
 * Adds this run's row to the version matrix (E2E_MATRIX_FILE, JSON lines): which shell met which
 * remote builds, and the result. npm test prints the matrix at its end.
 */
export default class MatrixReporter implements Reporter {
  onEnd(result: FullResult): void {
    const file = process.env.E2E_MATRIX_FILE;
    if (!file) return;
    const versions = loadRunVersions();
    const run = runTarget().label;
    appendRow(file, versions ? { run, result: result.status, ...versions } : { run, result: result.status, note: 'stopped before the tests ran (see the errors above)' });
  }

  printsToStdio(): boolean {
    return false;
  }
}
