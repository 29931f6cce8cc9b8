import { expect, test, type APIRequestContext } from '@playwright/test';
import { currentBlogVersion, OLD_BLOG_VERSION, registry } from './shop';

/** The folder of content-blog's live build, and the folders /blog's HTML preloads files from. */
async function blogPreloads(request: APIRequestContext): Promise<{ live: string; preloaded: string[] }> {
  const liveManifest = ((await (await request.get('/remotes.json')).json()) as Record<string, string>)['content-blog']!;
  const html = await (await request.get('/blog')).text();
  const hrefs = [...html.matchAll(/<link rel="preload" href="(\/remotes\/[^"]+)" as="(?:fetch|script|style)"/g)].map((match) => match[1]!);
  expect(hrefs.some((href) => href.endsWith('/remoteEntry.js'))).toBe(true);
  return { live: liveManifest.slice(0, liveManifest.lastIndexOf('/') + 1), preloaded: [...new Set(hrefs.map((href) => href.slice(0, href.lastIndexOf('/') + 1)))] };
}

test('promoting an older content-blog changes the next page load and its preload links, and rolling back restores both', async ({ page, request }) => {
  const current = currentBlogVersion();
  const blogRoot = page.locator('[data-remote="content-blog"]');
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
