import { expect, test } from '@playwright/test';
import { currentBlogVersion, OLD_BLOG_VERSION, registry } from './shop';

test('promoting an older content-blog changes the next page load, and rolling back restores it', async ({ page }) => {
  const current = currentBlogVersion();
  const blogRoot = page.locator('[data-remote="content-blog"]');
  await page.goto('/blog');
  await expect(blogRoot).toHaveAttribute('data-version', current);

  registry('promote', 'content-blog', OLD_BLOG_VERSION);
  try {
    await page.goto('/blog');
    await expect(blogRoot).toHaveAttribute('data-version', OLD_BLOG_VERSION);
    await expect(page.getByRole('heading', { level: 1, name: 'Блог магазина' })).toBeVisible();
  } finally {
    // Leave the live registry as the other tests expect it, whatever happened above.
    registry('rollback', 'content-blog');
  }

  await page.goto('/blog');
  await expect(blogRoot).toHaveAttribute('data-version', current);
});
