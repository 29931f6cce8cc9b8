import { expect, test } from './shop-test';

const BLOG_FILES = '**/remotes/content-blog/**';

test('a remote that cannot load shows the fallback, keeps the frame, and retry recovers without a reload', async ({ page }) => {
  await page.route(BLOG_FILES, (route) => route.abort());
  await page.goto('/blog');

  // The shell's runtime plugin retries with backoff before the fallback shows.
  const retry = page.getByRole('button', { name: 'Повторить' });
  await expect(retry).toBeVisible({ timeout: 45_000 });
  await expect(page.getByText('Этот раздел сейчас не загрузился.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Блог магазина' })).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // A marker on window survives only if the page is not reloaded.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.unroute(BLOG_FILES);
  await retry.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Блог магазина' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
