import { expect, test } from './shop-test';
import { watchErrors } from './page-errors';
import { BASE_URL, currentBlogVersion, OLD_BLOG_BUILD_DIR, OLD_BLOG_VERSION } from './shop';
import { remoteRoot } from './shopper';
import { serveFolder } from './static-folder';

// The older content-blog build global setup makes, served as a developer's dev server would serve
// it. Overriding proves what only a browser can: the shop's CSP lets that origin's scripts and
// styles in, and the federation runtime loads a remote from another origin.

test('a developer loads content-blog from their own server into the running shop, for their browser only, until they clear it', async ({ page, browser }) => {
  const errors = watchErrors(page);
  const devServer = await serveFolder(OLD_BLOG_BUILD_DIR);
  try {
    const blogRoot = remoteRoot(page, 'content-blog');
    await page.goto(`/blog?remote-override=${devServer.overrideFor('content-blog')}`);
    // The edge kept the choice in a cookie and sent the browser back to the page without the parameter.
    expect(page.url()).toBe(`${BASE_URL}/blog`);
    await expect(blogRoot).toHaveAttribute('data-version', OLD_BLOG_VERSION);
    await expect(page.getByRole('heading', { level: 1, name: 'Блог магазина' })).toBeVisible();

    const someoneElse = await browser.newContext();
    const theirPage = await someoneElse.newPage();
    await theirPage.goto('/blog');
    await expect(remoteRoot(theirPage, 'content-blog')).toHaveAttribute('data-version', currentBlogVersion());
    await someoneElse.close();

    await page.goto('/blog?remote-override=off');
    expect(page.url()).toBe(`${BASE_URL}/blog`);
    await expect(blogRoot).toHaveAttribute('data-version', currentBlogVersion());
    // No CSP violation, no failed file, no uncaught error on the way.
    expect(errors).toEqual([]);
  } finally {
    devServer.close();
  }
});
