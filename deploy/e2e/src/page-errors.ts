import type { Page } from '@playwright/test';

/**
 * Collects what the browser reports as broken while a test runs: uncaught exceptions and
 * console errors (a CSP violation or a failed chunk shows up there).
 */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return errors;
}
