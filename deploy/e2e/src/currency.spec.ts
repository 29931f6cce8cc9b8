import { expect, test, type Page } from './shop-test';
import { TEST_CARDS } from '@shop/contracts';
import { watchErrors } from './page-errors';
import { addFromProductPage, buyable, logInByPhone, newPhone, payByCard, placeOrder, sentTo, checkOutToPayment } from './shopper';

// Prices in dollars, roubles and lari (spec §1, issue 23): the header's currency choice, the cart
// that follows it, and what cannot go with it. Each journey buys other products than the others.

test.use({ viewport: { width: 1280, height: 900 } });

/** Chooses a currency in the header, as a shopper does: the page loads anew at the URL that names it. */
async function chooseCurrency(page: Page, name: string, code: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: /^Валюта:/ }).click();
  await page.getByRole('banner').getByRole('link', { name }).click();
  await page.waitForURL(code === 'USD' ? (url) => !url.searchParams.has('currency') : new RegExp(`currency=${code}`));
}

/** Buys a gift card for oneself from the footer's popup, the first amount of the currency shown, paid by the test card; answers the link the letter brought. */
async function buyOwnGiftcard(page: Page, request: Parameters<typeof sentTo>[0], amount: RegExp, email: string): Promise<string> {
  await page.getByRole('contentinfo').getByRole('link', { name: 'Подарочные карты' }).click();
  const popup = page.getByRole('dialog', { name: 'Покупка подарочной карты' });
  await popup.getByRole('group', { name: 'Номинал' }).getByRole('radio', { name: amount }).check({ force: true });
  await popup.getByRole('group', { name: 'Дизайн' }).getByRole('radio').first().check({ force: true });
  // A logged-in buyer finds their own data there already: only what is missing is typed.
  const buyer = popup.getByRole('group', { name: 'Ваши данные' });
  for (const [label, value] of [['Имя', 'Нино'], ['Фамилия', 'Абашидзе'], ['Телефон', '9123456789'], ['E-mail', email]] as const) {
    const field = buyer.getByLabel(label);
    if ((await field.inputValue()) === '') await field.fill(value);
  }
  await popup.getByRole('button', { name: /^Оплатить / }).click();
  await page.waitForURL(/\/pay\?order=\d+/);
  await payByCard(page, TEST_CARDS.success);
  await page.waitForURL(/\/success\/\d+/);
  return sentTo(request, email, /https?:\/\/[^\s"'<>]+\/giftcard\/[\w-]+/);
}

test('a shopper switches to roubles on a category, buys with a promo code and pays, and the order is in roubles', async ({ page, request }) => {
  const errors = watchErrors(page);
  const [product] = await buyable(request, 20, 1);
  await page.goto('/women');
  await chooseCurrency(page, '₽ RUB', 'RUB');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Валюта: ₽ RUB' })).toBeVisible();
  await expect(page.getByRole('main').getByText(/\d\s₽$/).first()).toBeVisible();
  await expect(page.getByRole('main').getByText(/\d\s\$$/)).toHaveCount(0);

  // A plain link comes back to roubles: the choice is remembered.
  await addFromProductPage(page, product!);
  expect(new URL(page.url()).searchParams.get('currency')).toBe('RUB');
  await page.goto('/cart');
  const line = page.getByRole('list', { name: 'Товары в корзине' }).getByRole('listitem');
  await expect(line.getByText(/\d\s₽$/).first()).toBeVisible();
  await page.getByLabel('Введите промокод').fill('WELCOME10');
  await page.getByRole('button', { name: 'Применить' }).click();
  await expect(page.getByRole('region', { name: 'Промокод' }).getByText('Промокод применён')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^-[\d\s]+\s₽$/ }).first()).toBeVisible();

  const orderId = await checkOutToPayment(page);
  await expect(page.getByRole('definition').filter({ hasText: /^[\d\s]+₽$/ })).toBeVisible();
  await payByCard(page, TEST_CARDS.success);
  await page.waitForURL(new RegExp(`/success/${orderId}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Спасибо за заказ!' })).toBeVisible();
  await expect(page.getByRole('main').getByText(/\d\s₽$/).first()).toBeVisible();
  await expect(page.getByRole('main').getByText(/\d\s\$$/)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a dollar gift card comes off the cart with a word when the shopper switches to lari; a card bought in lari pays the order', async ({ page, request }) => {
  // Two card purchases, a login and an order.
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  const [product] = await buyable(request, 21, 1);
  const email = `lari.${Date.now()}@example.com`;

  // A card in dollars, connected to the account of the shopper who logs in to connect it.
  await page.goto('/');
  const dollarLink = await buyOwnGiftcard(page, request, /^25\s\$$/, email);
  await page.goto(dollarLink);
  await page.getByRole('region', { name: 'Привязать карту к аккаунту' }).getByRole('button', { name: 'Войти и привязать карту' }).click();
  await logInByPhone(page, request, newPhone());
  await expect(page.getByText('Карта привязана к вашему аккаунту.')).toBeVisible();

  await addFromProductPage(page, product!);
  await page.goto('/cart');
  const block = page.getByRole('region', { name: 'Подарочная карта' });
  await block.getByRole('radio', { name: /: 25\s\$$/ }).check({ force: true });
  await block.getByRole('button', { name: 'Оплатить картой' }).click();
  await expect(block.getByText(/^Карта •••• \d{4} оплачивает /)).toBeVisible();

  // Lari: the dollar card cannot pay a cart in lari, and the shopper is told it came off.
  await chooseCurrency(page, '₾ GEL', 'GEL');
  await expect(page.getByRole('status').getByText('Подарочная карта снята с корзины: она выпущена в другой валюте.')).toBeVisible();
  await expect(block.getByText(/оплачивает/)).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Товары в корзине' }).getByText(/\d\s₾$/).first()).toBeVisible();

  // A card bought in lari pays the order, which is placed in lari.
  const lariLink = await buyOwnGiftcard(page, request, /^500\s₾$/, email);
  await page.goto(lariLink);
  await page.getByRole('region', { name: 'Привязать карту к аккаунту' }).getByRole('button', { name: 'Привязать карту' }).click();
  await expect(page.getByText('Карта привязана к вашему аккаунту.')).toBeVisible();
  await page.goto('/cart');
  expect(new URL(page.url()).searchParams.get('currency')).toBe('GEL');
  await block.getByRole('radio', { name: /: 500\s₾$/ }).check({ force: true });
  await block.getByRole('button', { name: 'Оплатить картой' }).click();
  await expect(block.getByText(/^Карта •••• \d{4} оплачивает [\d\s,]+₾$/)).toBeVisible();
  await placeOrder(page);
  await page.waitForURL(/\/success\/\d+/);
  await expect(page.getByRole('main').getByText(/\d\s₾$/).first()).toBeVisible();
  expect(errors).toEqual([]);
});
