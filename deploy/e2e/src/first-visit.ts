import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { expectStatus } from '@shop/api/bench-replies';

export interface ScriptFile {
  url: string;
  /** The Content-Encoding the edge answered with ('br', 'gzip' or '' for identity). */
  encoding: string;
  /** Body bytes as the edge sent them (compressed as it chose). */
  wire: number;
  /** gzip -9 and brotli-11 sizes of the same body, made here: comparable across servers and runs. */
  gzip: number;
  brotli: number;
}

/** The edge's own settings for its precompressed siblings (deploy/registry precompress.ts). */
function brotliSize(body: Buffer): number {
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  }).length;
}

export interface ScriptRecorder {
  /** The scripts that arrived since the last call (each URL once per page: a cached file is no new cost). */
  take(): Promise<ScriptFile[]>;
  /** Resolves once no request has been in flight for `quietMs`: lazy chunks and idle-time loads included. */
  settle(quietMs?: number): Promise<void>;
}

/**
 * Records every script response of `page` with its sizes. Attach before the first navigation.
 * Throws from `take` if the browser did not offer brotli: the budget is in brotli bytes.
 */
export function recordScripts(page: Page): ScriptRecorder {
  const seen = new Set<string>();
  let pending: Array<Promise<ScriptFile | undefined>> = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  const touch = () => {
    lastActivity = Date.now();
  };
  page.on('request', () => {
    inFlight += 1;
    touch();
  });
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
    touch();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() !== 'script' || seen.has(response.url())) return;
    seen.add(response.url());
    pending.push((async () => {
      const body = await response.body().catch(() => undefined);
      // A script that failed would measure light (or as an error page): it stops the measurement, with the reply shown.
      expectStatus(`GET ${response.url()}`, response.status(), () => body?.toString('utf8') ?? '');
      if (!body) return undefined;
      const [sizes, requestHeaders, headers] = await Promise.all([request.sizes(), request.allHeaders(), response.allHeaders()]);
      if (!/\bbr\b/.test(requestHeaders['accept-encoding'] ?? '')) throw new Error(`The browser did not ask for brotli: ${response.url()}`);
      return {
        url: response.url(),
        encoding: headers['content-encoding'] ?? '',
        wire: sizes.responseBodySize,
        gzip: gzipSync(body, { level: 9 }).length,
        brotli: brotliSize(body),
      };
    })());
  });
  return {
    async take() {
      const batch = pending;
      pending = [];
      return (await Promise.all(batch)).filter((file): file is ScriptFile => file !== undefined);
    },
    async settle(quietMs = 600) {
      while (inFlight > 0 || Date.now() - lastActivity < quietMs) await page.waitForTimeout(100);
    },
  };
}

/** A remote page's heading, inside its root: the page has really rendered, not only the frame. */
export const PAGE_RENDERED = 'main [data-remote] h1';

/**
 * The scripts a first visit to `url` downloads, as a shopper's browser gets them: a fresh context
 * (nothing cached) loads the page, waits for the remote's page to render and then until the
 * network has settled, so chunks loaded after `load` (idle-time blocks) count too.
 */
export async function firstVisitScripts(browser: Browser, url: string): Promise<ScriptFile[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const recorder = recordScripts(page);
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    const status = response?.status() ?? 0;
    expectStatus(`GET ${url}`, status, status === 200 ? '' : ((await response?.text().catch(() => '')) ?? ''));
    // A page whose remote failed to load would measure light: it must not pass for a cheap one.
    await page.locator(PAGE_RENDERED).first().waitFor({ state: 'attached', timeout: 15_000 });
    await recorder.settle();
    return await recorder.take();
  } finally {
    await context.close();
  }
}

export interface Totals { files: number; wire: number; gzip: number; brotli: number }

export function totals(files: readonly ScriptFile[]): Totals {
  return files.reduce(
    (sum, file) => ({ files: sum.files + 1, wire: sum.wire + file.wire, gzip: sum.gzip + file.gzip, brotli: sum.brotli + file.brotli }),
    { files: 0, wire: 0, gzip: 0, brotli: 0 },
  );
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A fixed-width table: one row per route, then (optionally) what each route's scripts were. */
export function describeRoutes(rows: ReadonlyArray<{ route: string; files: readonly ScriptFile[]; budget?: number }>, { perFile = false } = {}): string {
  const width = Math.max(5, ...rows.map((row) => row.route.length));
  const cell = (text: string) => text.padStart(10);
  const lines = [`${'route'.padEnd(width)}  files${cell('wire')}${cell('brotli')}${cell('gzip')}${cell('budget')}`];
  for (const { route, files, budget } of rows) {
    const sum = totals(files);
    const over = budget !== undefined && sum.wire > budget ? '  OVER' : '';
    lines.push(`${route.padEnd(width)}  ${String(sum.files).padStart(5)}${cell(kb(sum.wire))}${cell(kb(sum.brotli))}${cell(kb(sum.gzip))}${cell(budget === undefined ? '' : kb(budget))}${over}`);
    if (perFile) {
      for (const file of [...files].sort((a, b) => b.brotli - a.brotli)) {
        lines.push(`${''.padEnd(width)}  ${file.encoding.padStart(5)}${cell(kb(file.wire))}${cell(kb(file.brotli))}${cell(kb(file.gzip))}  ${new URL(file.url).pathname}`);
      }
    }
  }
  return lines.join('\n');
}
