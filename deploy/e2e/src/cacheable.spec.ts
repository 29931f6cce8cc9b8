import { expect, test, type Page, type Response } from './shop-test';
import { categoryCards } from './catalog-data';
import { watchErrors } from './page-errors';
import { BASE_URL } from './shop';

// A CDN in front of the edge may keep the public pages and GETs only because they set no cookie:
// a fresh visitor browses without any, and the first POST of the visit still works, since the
// api-client starts the session (GET /api/session) just before it.

const SHOP_ORIGIN = new URL(BASE_URL).origin;
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const cartBadge = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Корзина/ });

/** The paths of this site's GET responses that set a cookie, and how often the session was started. */
function watchCookies(page: Page): { settingGets: () => Promise<string[]>; sessionStarts: () => number } {
  const responses: Response[] = [];
  let sessionStarts = 0;
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== SHOP_ORIGIN) return;
    if (response.request().method() === 'GET') responses.push(response);
    if (url.pathname === '/api/session') sessionStarts += 1;
  });
  return {
    settingGets: async () => {
      const setting = await Promise.all(responses.map(async (response) => ((await response.headerValue('set-cookie')) ? new URL(response.url()).pathname : undefined)));
      return setting.filter((path): path is string => path !== undefined);
    },
    sessionStarts: () => sessionStarts,
  };
}

test('a fresh visitor browses without cookies, and the first POSTs (subscribe, add to cart) work', async ({ page, context, request }) => {
  const errors = watchErrors(page);
  const watched = watchCookies(page);

  // A page whose data all comes by GET: the HTML is cacheable and nothing sets a cookie.
  const html = await page.goto('/blog');
  expect(html!.headers()['cache-control']).toContain('public');
  expect(html!.headers()['set-cookie']).toBeUndefined();
  expect(html!.headers().etag).toMatch(/^W\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Блог магазина' })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  const email = footer.getByRole('textbox', { name: 'Электронная почта' });
  await footer.scrollIntoViewIfNeeded();
  await expect(email).toBeVisible();
  expect(await context.cookies()).toEqual([]);
  expect(await watched.settingGets()).toEqual([]);

  // The visit's first POST: the session is started for it, once.
  await email.fill(`cacheable-${RUN}@example.com`);
  await footer.getByRole('button', { name: 'Подписаться' }).click();
  await expect(footer.getByRole('status')).toHaveText('Спасибо! Вы подписались на рассылку.');
  expect((await context.cookies()).map((cookie) => cookie.name).sort()).toEqual(['XSRF-TOKEN', 'sid']);
  expect(watched.sessionStarts()).toBe(1);

  // The same session carries on to the cart, and no GET but the session's set a cookie.
  const [card] = await categoryCards(request, '/women');
  await page.goto(`/${card!.url_path}`);
  await page.getByRole('radio', { name: /В наличии/ }).first().check({ force: true });
  await page.getByRole('button', { name: 'В корзину' }).click();
  await expect(page.getByText('Товар добавлен в корзину.')).toBeVisible();
  await expect(cartBadge(page)).toHaveAccessibleName('Корзина, 1 товар');
  expect(watched.sessionStarts()).toBe(1);
  expect(await watched.settingGets()).toEqual(['/api/session']);
  expect(errors).toEqual([]);
});

test('on a product page, its own read-only POSTs (reviews) and adding to the cart share one session start', async ({ page, context, request }) => {
  const errors = watchErrors(page);
  const watched = watchCookies(page);
  const [card] = await categoryCards(request, '/women');
  const html = await page.goto(`/${card!.url_path}`);
  expect(html!.headers()['set-cookie']).toBeUndefined();
  await page.getByRole('radio', { name: /В наличии/ }).first().check({ force: true });
  await page.getByRole('button', { name: 'В корзину' }).click();
  await expect(page.getByText('Товар добавлен в корзину.')).toBeVisible();
  await expect(cartBadge(page)).toHaveAccessibleName('Корзина, 1 товар');
  expect((await context.cookies()).map((cookie) => cookie.name).sort()).toEqual(['XSRF-TOKEN', 'sid']);
  expect(watched.sessionStarts()).toBe(1);
  expect(await watched.settingGets()).toEqual(['/api/session']);
  // The cart is the session's: it is still there after a reload.
  await page.reload();
  await expect(cartBadge(page)).toHaveAccessibleName('Корзина, 1 товар');
  expect(watched.sessionStarts()).toBe(1);
  expect(errors).toEqual([]);
});
