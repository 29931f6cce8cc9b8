import { expect, test } from './shop-test';
import { watchErrors } from './page-errors';
import { addFromProductPage, buyable, cartBadge, logInByPhone, newPhone, remoteRoot } from './shopper';

// The smoke suite: one short journey per remote, through what a shell change would break first.
// It runs inside the full suite, and alone (playwright.smoke.config.ts) in CI's N-1 runs, where the
// shell and the remotes come from different releases. So it asks only for what shell and remotes
// promise each other (roles, names, popups by URL hash, the remote's root element) and holds on
// either side of a release.

test('catalog: browse from the home page to a category and a product', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await expect(remoteRoot(page, 'catalog')).toBeVisible();
  await page.getByRole('region', { name: 'Категории' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('list', { name: 'Товары' }).getByRole('article').first().getByRole('link').first().click();
  await expect(page.getByRole('button', { name: 'В корзину' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('cart-checkout: a product added from its page is in the cart', async ({ page, request }) => {
  const errors = watchErrors(page);
  const [product] = await buyable(request, 16, 1);
  await addFromProductPage(page, product!);
  await expect(cartBadge(page)).toHaveAccessibleName('Корзина, 1 товар');
  await cartBadge(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Корзина' })).toBeVisible();
  await expect(remoteRoot(page, 'cart-checkout')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Товары в корзине' }).getByRole('listitem')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('account-loyalty: log in from the #auth popup and open the account', async ({ page, request }) => {
  const errors = watchErrors(page);
  await page.goto('/#auth');
  const dialog = page.getByRole('dialog', { name: 'Вход и регистрация' });
  await expect(remoteRoot(page, 'account-loyalty')).toBeVisible();
  await logInByPhone(page, request, newPhone());
  await expect(dialog).toBeHidden();
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Личный кабинет' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('content-blog: the blog list opens a post', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Блог магазина' })).toBeVisible();
  await expect(remoteRoot(page, 'content-blog')).toBeVisible();
  const title = page.getByRole('article').first().getByRole('heading', { level: 2 });
  const name = (await title.innerText()).trim();
  await title.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(errors).toEqual([]);
});

test('giftcard: the footer link opens the purchase popup', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Подарочные карты' }).click();
  const popup = page.getByRole('dialog', { name: 'Покупка подарочной карты' });
  await expect(popup.getByRole('group', { name: 'Номинал' }).getByRole('radio').first()).toBeVisible();
  await expect(remoteRoot(page, 'giftcard')).toBeVisible();
  expect(errors).toEqual([]);
});
