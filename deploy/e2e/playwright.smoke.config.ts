import { defineConfig } from '@playwright/test';
import config from './playwright.config';

// The smoke suite: one short journey per remote (src/smoke.spec.ts), for the N-1 runs that pair a
// shell and remotes from different releases. Its global setup only pins the remotes: the full
// suite's fixtures (an older content-blog, the test popup) are for tests this suite does not run.
export default defineConfig({
  ...config,
  testMatch: 'smoke.spec.ts',
  globalSetup: './src/pinned-setup.ts',
});
