import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RumBeacon } from '@shop/contracts';
import { expect, test, type Browser, type BrowserContext, type Page } from './shop-test';
import { watchErrors } from './page-errors';
import { BASE_URL, currentBlogVersion, E2E_DATA_DIR, OLD_BLOG_BUILD_DIR, OLD_BLOG_VERSION, registry, registryReport, visitorOnSide, WHOLE_SHOP } from './shop';

// Issue 26: pages report what shoppers live through, per version, and the registry judges a
// canary by it. Each page here has the reporter running: the visitor has loaded the shop before
// (a first visit does not report, shell/src/vitals/start-vitals.ts).

/** A visitor on one side of content-blog's canary, who has been to the shop before. */
async function visitor(browser: Browser, canary: boolean, percent = 50): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'shop_visitor', value: visitorOnSide(canary, percent), url: BASE_URL }]);
  await context.addInitScript(() => window.localStorage.setItem('visited', '1'));
  await copyBeacons(context);
  return context;
}

/**
 * Keeps a copy of each beacon a page of `context` sends (DevTools shows no body of a beacon's
 * Blob): navigator.sendBeacon is wrapped, the beacon still goes out as the page sends it.
 */
async function copyBeacons(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const copies: string[] = [];
    Object.assign(window, { beaconCopies: copies });
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob) void data.text().then((text) => copies.push(text));
      return send(url, data);
    };
  });
}

/** Hides the page as a shopper switching tabs does, and answers the beacon it sends. */
async function beaconOf(page: Page): Promise<RumBeacon> {
  // The reporter's chunk comes once the page is idle.
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /\/vitals\.[0-9a-f]+\.js$/.test(entry.name)));
  // A key pressed ends the page's largest paint, as a shopper's first input does (web-vitals
  // reports LCP then: the hiding below is the page's own event, which it does not trust).
  await page.keyboard.press('Shift');
  await page.waitForTimeout(300);
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/rum'));
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await sent;
  const copy = await page.waitForFunction(() => (window as unknown as { beaconCopies: string[] }).beaconCopies.at(-1));
  return JSON.parse((await copy.jsonValue())!) as RumBeacon;
}

/**
 * Blog pages of one visitor, each reported once it shows the blog taken over by its remote, or
 * the fallback of a remote that did not load; answers their beacons.
 */
async function readBlog(context: BrowserContext, pages: number, shows: 'blog' | 'fallback' = 'blog'): Promise<RumBeacon[]> {
  const page = await context.newPage();
  const beacons: RumBeacon[] = [];
  for (let i = 0; i < pages; i++) {
    await page.goto(i % 2 === 0 ? '/blog' : '/en/blog');
    if (shows === 'blog') await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    else await expect(page.locator('[data-remote-fallback="content-blog"]')).toBeVisible();
    beacons.push(await beaconOf(page));
  }
  await page.close();
  return beacons;
}

/**
 * The analysis judges content-blog every second, on a handful of views: the suite cannot wait for
 * 200. Not on its timings: a p75 of four page loads on a busy test machine is noise (it once
 * rolled back a healthy canary for an LCP of 208 ms against 156).
 */
function quickAnalysis(): void {
  registry('settings', 'content-blog', '--min-views', '3', '--confidence', '0.95', '--check-every', '1s', '--vital-margin', '1000', '--reason', 'e2e: a few views, judged every second, on errors only');
}
function usualAnalysis(): void {
  registry('settings', 'content-blog', '--min-views', '200', '--confidence', '0.99', '--check-every', '1m', '--vital-margin', '20', '--reason', 'e2e: back to the defaults');
}

const canaryOf = () => /canary (\S+) for (\d+)%/.exec(registry('status', '--env', 'local').split('\n').find((line) => line.includes('content-blog'))!)?.slice(1);

async function until<T>(what: string, probe: () => T | undefined, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

test('a page reports the versions it ran, and works the same with its beacons blocked', async ({ page, context }) => {
  const errors = watchErrors(page);
  await context.addInitScript(() => window.localStorage.setItem('visited', '1'));
  await copyBeacons(context);
  await page.goto('/blog');
  const beacon = await beaconOf(page);
  expect(beacon).toMatchObject({ language: 'ru-ru', device: 'desktop', shell: expect.any(String) });
  expect(beacon.views).toEqual([{ page: 'blog-list', remotes: { 'content-blog': expect.stringMatching(new RegExp(`^${currentBlogVersion()}\\+`)) }, errors: 0, failed: [] }]);
  expect(beacon.vitals).toMatchObject({ page: 'blog-list', values: { TTFB: expect.any(Number), FCP: expect.any(Number), LCP: expect.any(Number) } });
  expect(JSON.stringify(beacon)).not.toContain('localhost');

  // A blocker refusing the beacons changes nothing the shopper sees or does.
  await page.route('**/api/rum', (route) => route.abort('blockedbyclient'));
  await page.goto('/en/blog');
  await beaconOf(page);
  const firstTitle = page.getByRole('article').first().getByRole('heading', { level: 2 });
  const title = (await firstTitle.innerText()).trim();
  await firstTitle.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The browser's own notice of the blocked beacon is all the console has.
  expect(errors.filter((error) => !error.includes('net::ERR_BLOCKED_BY_CLIENT'))).toEqual([]);
});

test('a content-blog canary that throws on load is rolled back by the analysis, and the history says why', { tag: WHOLE_SHOP }, async ({ browser }) => {
  // The older build again, whose remote entry throws as it loads: every canary visitor's blog fails.
  const dir = join(E2E_DATA_DIR, 'builds', 'content-blog-throws');
  rmSync(dir, { recursive: true, force: true });
  cpSync(OLD_BLOG_BUILD_DIR, dir, { recursive: true });
  const entry = join(dir, 'remoteEntry.js');
  writeFileSync(entry, `throw new Error('e2e: this content-blog breaks on load');\n${readFileSync(entry, 'utf8')}`);
  const version = `0.9.1-throws.${Date.now()}`;
  registry('publish', 'content-blog', '--dir', dir, '--version', version, '--reason', 'e2e: a broken build');
  quickAnalysis();
  try {
    const started = Date.now();
    registry('canary', 'content-blog', version, '--percent', '50', '--reason', 'e2e: broken canary');
    const [onCanary, onLive] = [await visitor(browser, true), await visitor(browser, false)];
    const sides = await Promise.all([readBlog(onCanary, 3, 'fallback'), readBlog(onLive, 3)]);
    expect(sides[0].flatMap((beacons) => beacons.views).every((view) => view.failed.includes('content-blog'))).toBe(true);
    const reported = Date.now();
    await until('the canary is rolled back', () => (canaryOf() ? undefined : true), 30_000);
    const rolledBack = Date.now();
    console.log(`bad canary -> rolled back: ${((rolledBack - started) / 1000).toFixed(1)} s (its visitors' 6 page views ${((reported - started) / 1000).toFixed(1)} s, then the analysis ${((rolledBack - reported) / 1000).toFixed(1)} s)`);
    expect(registry('status', '--env', 'local')).toMatch(/content-blog .*\n +canary analysis \S+: rolled back 0\.9\.1-throws\.\d+\+\w+ \(worse than /);
    const last = registry('history', 'content-blog', '--limit', '1');
    expect(last).toMatch(/canary-analysis +local +rollback +content-blog 0\.9\.1-throws\.\d+\+\w+ -> \S+ {2}\(worse than \S+: .*load failure rate 100\.0 % of \d+ views against 0\.0 % of \d+ live/);
    // The report shows both versions' figures from the canary's start (the JSON of a script).
    const report = JSON.parse(registryReport('content-blog', '--since', new Date(started - 1000).toISOString(), '--json')) as { reports: Array<{ versions: Array<{ version: string; views: number; loadFailures: number }> }> };
    expect(report.reports[0]!.versions.find((row) => row.version.startsWith('0.9.1-throws'))).toMatchObject({ views: 3, loadFailures: 3 });
    // What the whole run's shoppers lived through, printed for the notes.
    console.log(registryReport('--since', '2h'));
    // Everyone is on the live version again.
    const [again] = await readBlog(onCanary, 1);
    expect(again!.views[0]).toMatchObject({ remotes: { 'content-blog': expect.stringMatching(new RegExp(`^${currentBlogVersion()}\\+`)) }, failed: [] });
    await Promise.all([onCanary.close(), onLive.close()]);
  } finally {
    if (canaryOf()) registry('canary', 'content-blog', '--stop');
    usualAnalysis();
  }
});

test('a healthy canary ramps through its steps to live, each visitor\'s beacons naming the version they ran', { tag: WHOLE_SHOP }, async ({ browser }) => {
  quickAnalysis();
  try {
    registry('canary', 'content-blog', OLD_BLOG_VERSION, '--ramp', '10,50,100', '--hold', '2s', '--reason', 'e2e: ramp');
    expect(canaryOf()).toEqual([expect.stringMatching(new RegExp(`^${OLD_BLOG_VERSION}\\+`)), '10']);
    const [onCanary, onLive] = [await visitor(browser, true, 10), await visitor(browser, false, 10)];
    const [canaryBeacons, liveBeacons] = await Promise.all([readBlog(onCanary, 3), readBlog(onLive, 3)]);
    // Each page's beacon names the versions it ran: the canary's for its visitors, the live one for the others.
    expect(canaryBeacons.map((beacon) => beacon.views[0]!.remotes['content-blog'])).toEqual(Array(3).fill(expect.stringMatching(new RegExp(`^${OLD_BLOG_VERSION}\\+`))));
    expect(liveBeacons.map((beacon) => beacon.views[0]!.remotes['content-blog'])).toEqual(Array(3).fill(expect.stringMatching(new RegExp(`^${currentBlogVersion()}\\+`))));
    expect(canaryBeacons[0]!.shell).toBe(liveBeacons[0]!.shell);
    const live = await until('the ramp reaches 100 %', () => {
      const line = registry('status', '--env', 'local').split('\n').find((row) => row.includes('content-blog'))!;
      return line.includes('canary') ? undefined : line;
    }, 30_000);
    expect(live).toMatch(new RegExp(`live ${OLD_BLOG_VERSION}\\+`));
    const steps = registry('history', 'content-blog', '--limit', '2').split('\n');
    expect(steps[0]).toMatch(/canary-analysis +local +canary +content-blog .+ for 50%/);
    expect(steps[1]).toMatch(/canary-analysis +local +promote +content-blog .+ \(held 2s at 50 %: /);
    await Promise.all([onCanary.close(), onLive.close()]);
  } finally {
    // Leave the live registry as the other tests expect it.
    const status = registry('status', '--env', 'local');
    if (canaryOf()) registry('canary', 'content-blog', '--stop');
    else if (status.includes(`live ${OLD_BLOG_VERSION}+`)) registry('rollback', 'content-blog');
    usualAnalysis();
  }
  await expect.poll(() => registry('status', '--env', 'local')).toMatch(new RegExp(`content-blog +live ${currentBlogVersion()}\\+`));
});
