import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';

export interface ScriptFile { url: string; wire: number; gzip: number }

/**
 * The scripts a first visit to `url` downloads, as a shopper's browser gets them: a fresh context
 * (nothing cached) loads the page and waits for the network to settle. `wire` is what the server
 * sent (with its compression), `gzip` the gzip -9 size of the same bodies (comparable across servers).
 */
export async function firstVisitScripts(browser: Browser, url: string): Promise<ScriptFile[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
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
    await page.goto(url, { waitUntil: 'networkidle' });
    return (await Promise.all(pending)).filter((file): file is ScriptFile => file !== undefined);
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** One line for the page, then its scripts, largest first. */
export function describeScripts(path: string, files: ScriptFile[], { perFile = true } = {}): string {
  const wire = files.reduce((sum, file) => sum + file.wire, 0);
  const gzip = files.reduce((sum, file) => sum + file.gzip, 0);
  const lines = [`${path}: ${files.length} scripts, ${kb(wire)} on the wire, ${kb(gzip)} gzip`];
  if (perFile) for (const file of [...files].sort((a, b) => b.gzip - a.gzip)) lines.push(`  ${kb(file.gzip).padStart(9)}  ${new URL(file.url).pathname}`);
  return lines.join('\n');
}
