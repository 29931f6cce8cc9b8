import { expect, test } from './shop-test';
import { watchErrors } from './page-errors';

test('blog list → a post → the next post', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Блог магазина' })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(21);

  const firstTitle = cards.first().getByRole('heading', { level: 2 });
  const title = (await firstTitle.innerText()).trim();
  await firstTitle.getByRole('link').click();
  await expect(page).toHaveURL(/\/blog\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  const next = page.getByRole('navigation', { name: 'Следующая запись' }).getByRole('link');
  const nextTitle = (await next.innerText()).trim();
  expect(nextTitle).not.toBe(title);
  await next.click();
  await expect(page.getByRole('heading', { level: 1, name: nextTitle })).toBeVisible();
  expect(errors).toEqual([]);
});

const CYRILLIC = /[\u0400-\u04ff]/;
const GEORGIAN = /[\u10a0-\u10ff]/;

for (const { path, lang, heading, script, notScript } of [
  { path: '/en/blog', lang: 'en-GB', heading: 'Shop blog', script: /[A-Za-z]/, notScript: [CYRILLIC, GEORGIAN] },
  { path: '/ka/blog', lang: 'ka-GE', heading: 'მაღაზიის ბლოგი', script: GEORGIAN, notScript: [CYRILLIC] },
]) {
  test(`${path} is in its own language`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    // The posts themselves come translated from the API, not only the remote's own strings.
    const firstTitle = (await page.getByRole('article').first().getByRole('heading', { level: 2 }).innerText()).trim();
    expect(firstTitle).toMatch(script);
    for (const other of notScript) expect(firstTitle).not.toMatch(other);
    expect(errors).toEqual([]);
  });
}

test('an unknown post shows the 404 screen, with HTTP status 404', async ({ page }) => {
  expect((await page.goto('/blog/no-such-post'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Вернуться на главную' })).toBeVisible();

  await page.goto('/en/blog/no-such-post');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});
