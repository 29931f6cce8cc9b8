import { defineConfig, type ReporterDescription } from '@playwright/test';
import { join } from 'node:path';
import { runTarget } from './src/run-target';
import { BASE_URL, CATALOGUE_CHANGE, E2E_ADMIN_SETUP_CODE, E2E_DATA_DIR, E2E_PORT, ROOT, WHOLE_SHOP } from './src/shop';

// The suite drives Debian's Chromium against the shop started exactly as `npm start` starts it,
// on its own port and with its own data folder (fresh each run). Never download a browser.
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';
const ci = Boolean(process.env.CI);
const target = runTarget();
const wholeShop = new RegExp(WHOLE_SHOP);
const catalogueChange = new RegExp(CATALOGUE_CHANGE);

// Pinned to a lock (E2E_REMOTES), the locked builds that the serving checkout does not build
// itself are built from their commits and published before it starts; global setup makes the
// locked versions live (src/pinned-setup.ts).
const pinBeforeStart = target.lockFile
  ? `"${join(ROOT, 'node_modules', '.bin', 'tsx')}" "${join(ROOT, 'deploy', 'releases', 'src', 'cli.ts')}" pin "${target.lockFile}" --shop "${target.shopDir}" --before-start`
  : undefined;
const reporters: ReporterDescription[] = ci ? [['list'], ['html', { open: 'never' }]] : [['list']];
if (process.env.E2E_MATRIX_FILE) reporters.push(['./src/matrix-reporter.ts']);
if (process.env.TEST_COUNTS_FILE) reporters.push(['./src/counts-reporter.ts']);

export default defineConfig({
  testDir: './src',
  testMatch: '**/*.spec.ts',
  // Two workers, each taking whole files: most tests change only their own visitor's things (a
  // cart, an account, an order), so two run at once; the tests tagged WHOLE_SHOP change what every
  // visitor gets (a promote, a canary, a catalogue import) and run after them: the remote-version
  // ones one at a time, and beside them the catalogue import, which changes no remote version.
  workers: 2,
  fullyParallel: false,
  projects: [
    { name: 'shoppers', grepInvert: wholeShop },
    // A failed shoppers test leaves these "did not run": the run has failed already. Playwright runs a
    // dependency whole, whatever the command line picks: `--no-deps` runs a whole-shop test by itself.
    { name: 'whole shop', grep: wholeShop, grepInvert: catalogueChange, dependencies: ['shoppers'], workers: 1 },
    { name: 'catalogue', grep: catalogueChange, dependencies: ['shoppers'], workers: 1 },
  ],
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: reporters,
  globalSetup: './src/global-setup.ts',
  use: {
    baseURL: BASE_URL,
    // Recording a trace costs every action a DOM snapshot and the page a screencast: only a retry
    // records one (CI retries once), so a failure still comes with its trace. `--trace on` for all.
    trace: 'on-first-retry',
    // Debian's headless shell of the same Chromium build (package chromium-headless-shell), which
    // is what Playwright runs for headless Chromium: the full browser's headless mode keeps
    // spending CPU on a page that waits, about three times the shell's per page in this suite.
    launchOptions: {
      executablePath: '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: [`rm -rf "${E2E_DATA_DIR}"`, pinBeforeStart, 'bash deploy/scripts/start.sh'].filter(Boolean).join(' && '),
    cwd: target.shopDir,
    url: `${BASE_URL}/remotes.json`,
    // INIT_CWD is where the registry CLI looks for builds: a pnpm that started this run elsewhere
    // (CI's N-1 runs serve another checkout) must not send npm start's release to this one's.
    env: { PORT: String(E2E_PORT), DATA_DIR: E2E_DATA_DIR, LOG_LEVEL: 'warn', INIT_CWD: target.shopDir, ADMIN_SETUP_CODE: E2E_ADMIN_SETUP_CODE },
    // A cold start builds every app: allow for a slow machine, and for a lock's builds from other commits.
    timeout: target.lockFile ? 900_000 : 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
