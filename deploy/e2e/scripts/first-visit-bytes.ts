/**
 * First-visit JavaScript weight of one or more pages, as a shopper's browser downloads it:
 * a fresh Chromium profile (nothing cached) loads each URL, waits for the network to settle,
 * and sums every script response. Prints the bytes on the wire (what the edge sent, with its
 * compression) and the gzip -9 size of the same bodies (comparable across servers).
 *
 *   pnpm --filter @shop/e2e run bench:first-visit [base URL, default http://127.0.0.1:8080] [paths...]
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const [base = 'http://127.0.0.1:8080', ...argPaths] = process.argv.slice(2);
const paths = argPaths.length > 0 ? argPaths : ['/', '/blog'];

interface ScriptFile { url: string; wire: number; gzip: number }

async function measure(path: string): Promise<ScriptFile[]> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const page = await browser.newPage();
    const pending: Array<Promise<ScriptFile | undefined>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push((async () => {
        const body = await response.body().catch(() => undefined);
        if (!body) return undefined;
        const sizes = await response.request().sizes();
        return { url: response.url(), wire: sizes.responseBodySize, gzip: gzipSync(body, { level: 9 }).length };
      })());
    });
    await page.goto(new URL(path, base).href, { waitUntil: 'networkidle' });
    return (await Promise.all(pending)).filter((file): file is ScriptFile => file !== undefined);
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

for (const path of paths) {
  const files = await measure(path);
  const wire = files.reduce((sum, file) => sum + file.wire, 0);
  const gzip = files.reduce((sum, file) => sum + file.gzip, 0);
  console.log(`${path}: ${files.length} scripts, ${kb(wire)} on the wire, ${kb(gzip)} gzip`);
  for (const file of files.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${kb(file.gzip).padStart(9)}  ${new URL(file.url).pathname}`);
  }
}
