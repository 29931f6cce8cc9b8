import { expect, test, type APIRequestContext, type BrowserContext } from './shop-test';
import { BASE_URL, currentBlogVersion, OLD_BLOG_BUILD_DIR, OLD_BLOG_VERSION, registry, visitorOnSide, WHOLE_SHOP } from './shop';
import { remoteRoot } from './shopper';

/** The folder of content-blog's live build, and the folders /blog's HTML preloads files from. */
async function blogPreloads(request: APIRequestContext): Promise<{ live: string; preloaded: string[] }> {
  const liveManifest = ((await (await request.get('/remotes.json')).json()) as Record<string, string>)['content-blog']!;
  const html = await (await request.get('/blog')).text();
  const hrefs = [...html.matchAll(/<link rel="preload" href="(\/remotes\/[^"]+)" as="(?:fetch|script|style)"/g)].map((match) => match[1]!);
  expect(hrefs.some((href) => href.endsWith('/remoteEntry.js'))).toBe(true);
  return { live: liveManifest.slice(0, liveManifest.lastIndexOf('/') + 1), preloaded: [...new Set(hrefs.map((href) => href.slice(0, href.lastIndexOf('/') + 1)))] };
}

test('promoting an older content-blog changes the next page load and its preload links, and rolling back restores both', { tag: WHOLE_SHOP }, async ({ page, request }) => {
  const current = currentBlogVersion();
  const blogRoot = remoteRoot(page, 'content-blog');
  await page.goto('/blog');
  await expect(blogRoot).toHaveAttribute('data-version', current);
  const before = await blogPreloads(request);
  expect(before.preloaded).toEqual([before.live]);

  registry('promote', 'content-blog', OLD_BLOG_VERSION);
  try {
    await page.goto('/blog');
    await expect(blogRoot).toHaveAttribute('data-version', OLD_BLOG_VERSION);
    await expect(page.getByRole('heading', { level: 1, name: 'Блог магазина' })).toBeVisible();
    const promoted = await blogPreloads(request);
    expect(promoted.live).not.toBe(before.live);
    expect(promoted.preloaded).toEqual([promoted.live]);
  } finally {
    // Leave the live registry as the other tests expect it, whatever happened above.
    registry('rollback', 'content-blog');
  }

  await page.goto('/blog');
  await expect(blogRoot).toHaveAttribute('data-version', current);
  expect(await blogPreloads(request)).toEqual(before);
});

test('a canary sends a share of visitors to the other version, each visitor staying on their side until it ends', { tag: WHOLE_SHOP }, async ({ browser }) => {
  const current = currentBlogVersion();
  const versionSeenBy = async (context: BrowserContext): Promise<string> => {
    const page = await context.newPage();
    await page.goto('/blog');
    const blogRoot = remoteRoot(page, 'content-blog');
    await expect(blogRoot).toHaveAttribute('data-version', /.+/);
    return (await blogRoot.getAttribute('data-version'))!;
  };
  const visitor = async (id: string): Promise<BrowserContext> => {
    const context = await browser.newContext();
    await context.addCookies([{ name: 'shop_visitor', value: id, url: BASE_URL }]);
    return context;
  };
  const [onCanary, onLive] = [visitorOnSide(true), visitorOnSide(false)];
  registry('canary', 'content-blog', OLD_BLOG_VERSION, '--percent', '50', '--reason', 'e2e');
  try {
    // A new visitor gets an id from the edge and keeps their side on the next loads.
    const newcomer = await browser.newContext();
    const side = await versionSeenBy(newcomer);
    expect([current, OLD_BLOG_VERSION]).toContain(side);
    expect((await newcomer.cookies()).find((cookie) => cookie.name === 'shop_visitor')?.httpOnly).toBe(true);
    expect(await versionSeenBy(newcomer)).toBe(side);
    await newcomer.close();
    // A visitor whose id falls under the percent gets the canary, every time; the others the live version.
    for (const [id, expected] of [[onCanary, OLD_BLOG_VERSION], [onLive, current]] as const) {
      const context = await visitor(id);
      expect(await versionSeenBy(context)).toBe(expected);
      expect(await versionSeenBy(context)).toBe(expected);
      await context.close();
    }
  } finally {
    registry('canary', 'content-blog', '--stop');
  }
  // Once it ends, the canary's visitors are back on the live version.
  const context = await visitor(onCanary);
  expect(await versionSeenBy(context)).toBe(current);
  await context.close();
});

test('publish + promote is live on the next page load: prints how long it took', { tag: WHOLE_SHOP }, async ({ page }) => {
  // The older build again, as a new version: a real build, published and promoted by the CLI as an operator would.
  const version = `${OLD_BLOG_VERSION}-timed.${Date.now()}`;
  const dir = OLD_BLOG_BUILD_DIR;
  const blogRoot = remoteRoot(page, 'content-blog');
  await page.goto('/blog');
  await expect(blogRoot).toHaveAttribute('data-version', currentBlogVersion());

  const started = performance.now();
  registry('publish', 'content-blog', '--dir', dir, '--version', version, '--reason', 'e2e timing');
  const published = performance.now();
  registry('promote', 'content-blog', version);
  const promoted = performance.now();
  try {
    await page.goto('/blog');
    await expect(blogRoot).toHaveAttribute('data-version', OLD_BLOG_VERSION);
    const live = performance.now();
    const ms = (a: number, b: number) => `${Math.round(b - a)} ms`;
    console.log(`publish -> live on the next page load: ${ms(started, live)} (publish ${ms(started, published)}, promote ${ms(published, promoted)}, page load ${ms(promoted, live)})`);
  } finally {
    registry('rollback', 'content-blog');
  }
});
