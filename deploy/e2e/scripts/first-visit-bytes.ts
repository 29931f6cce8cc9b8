/**
 * First-visit JavaScript weight of one or more pages, as a shopper's browser downloads it:
 * a fresh Chromium profile (nothing cached) loads each URL, waits for the network to settle,
 * and sums every script response. Prints the bytes on the wire (what the edge sent, with its
 * compression) and the gzip -9 size of the same bodies (comparable across servers).
 * The e2e run prints the same figures for a category and a product page (first-visit.spec.ts).
 *
 *   pnpm --filter @shop/e2e run bench:first-visit [base URL, default http://127.0.0.1:8080] [paths...]
 */
import { chromium } from '@playwright/test';
import { describeScripts, firstVisitScripts } from '../src/first-visit';

const [base = 'http://127.0.0.1:8080', ...argPaths] = process.argv.slice(2);
const paths = argPaths.length > 0 ? argPaths : ['/', '/blog'];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  for (const path of paths) console.log(describeScripts(path, await firstVisitScripts(browser, new URL(path, base).href)));
} finally {
  await browser.close();
}
