import { defineConfig } from '@playwright/test';
import { BASE_URL, E2E_DATA_DIR, E2E_PORT, ROOT } from './src/shop';

// The suite drives Debian's Chromium against the shop started exactly as `npm start` starts it,
// on its own port and with its own data folder (fresh each run). Never download a browser.
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';
const ci = Boolean(process.env.CI);

export default defineConfig({
  testDir: './src',
  testMatch: '**/*.spec.ts',
  // The registry tests switch what every page load gets: one worker keeps the tests apart.
  workers: 1,
  fullyParallel: false,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: ci ? [['list'], ['html', { open: 'never' }]] : 'list',
  globalSetup: './src/global-setup.ts',
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
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
    command: `rm -rf "${E2E_DATA_DIR}" && bash deploy/scripts/start.sh`,
    cwd: ROOT,
    url: `${BASE_URL}/remotes.json`,
    env: { PORT: String(E2E_PORT), DATA_DIR: E2E_DATA_DIR, LOG_LEVEL: 'warn' },
    // A cold start builds every app: allow for a slow machine.
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
