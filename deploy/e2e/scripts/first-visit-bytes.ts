/**
 * First-visit JavaScript weight of one or more pages, as a shopper's browser downloads it:
 * a fresh Chromium profile (nothing cached) loads each URL, waits for the network to settle,
 * and sums every script response: the bytes on the wire (what the edge sent, brotli when the
 * browser asks for it), and the brotli-11 and gzip-9 sizes of the same bodies, file by file.
 * The e2e run checks the budget of issue 10 with the same figures (first-visit.spec.ts).
 *
 *   pnpm --filter @shop/e2e run bench:first-visit [base URL, default http://127.0.0.1:8080] [paths...]
 */
import { chromium } from '@playwright/test';
import { runBenchmark } from '@shop/api/bench-replies';
import { describeRoutes, firstVisitScripts } from '../src/first-visit';

const [base = 'http://127.0.0.1:8080', ...argPaths] = process.argv.slice(2);
const paths = argPaths.length > 0 ? argPaths : ['/', '/blog'];

await runBenchmark(async () => {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    // Every page measured first: a page or script answering anything but 200 stops it before any figure.
    const rows = [];
    for (const path of paths) rows.push({ route: path, files: await firstVisitScripts(browser, new URL(path, base).href) });
    console.log(describeRoutes(rows, { perFile: true }));
    console.log(describeRoutes(rows));
  } finally {
    await browser.close();
  }
});
