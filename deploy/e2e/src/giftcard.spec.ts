import { expect, test } from './shop-test';
import { TEST_CARDS } from '@shop/contracts';
import { watchErrors } from './page-errors';
import { addFromProductPage, buyable, logInByPhone, newPhone, openInNewContext, payByCard, placeOrder, sentTo } from './shopper';

// The giftcard remote as shoppers meet it (issue 13): a guest buys a card for a friend and pays by
// the test card; the friend opens the link from their letter in another browser, logs in and
// connects the card, pays most of an order with it, and finds the rest in their account.

/** A price as the Russian pages print it ("1 234,50 $", "200 $"), in dollars. */
const dollars = (price: string) => Number(price.replace(/[^\d,]/g, '').replace(',', '.'));

test('a card bought for a friend reaches them, connects to their account and pays part of an order', async ({ page, request, browser }) => {
  // Two shoppers, two payments and a login.
  test.setTimeout(150_000);
  const errors = watchErrors(page);
  const friendEmail = `tamara.${Date.now()}@example.com`;
  const [product] = await buyable(request, 12, 1);

  // The buyer, a guest, opens the purchase popup from the footer.
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Подарочные карты' }).click();
  const popup = page.getByRole('dialog', { name: 'Покупка подарочной карты' });
  await popup.getByRole('group', { name: 'Номинал' }).getByRole('radio', { name: /^200/ }).check({ force: true });
  await popup.getByRole('group', { name: 'Дизайн' }).getByRole('radio').nth(1).check({ force: true });
  await popup.getByRole('radio', { name: 'Получателю' }).check({ force: true });
  const recipient = popup.getByRole('group', { name: 'Получатель' });
  await recipient.getByLabel('Имя').fill('Тамара');
  await recipient.getByLabel('Фамилия').fill('Беридзе');
  await recipient.getByLabel('E-mail или телефон получателя').fill(friendEmail);
  await popup.getByLabel('Поздравление (необязательно)').fill('С днём рождения!');
  const buyer = popup.getByRole('group', { name: 'Ваши данные' });
  await buyer.getByLabel('Имя').fill('Нино');
  await buyer.getByLabel('Фамилия').fill('Абашидзе');
  await buyer.getByLabel('Телефон').fill('9123456789');
  await buyer.getByLabel('E-mail').fill('nino@example.com');
  await popup.getByRole('button', { name: /^Оплатить 200/ }).click();
  await page.waitForURL(/\/pay\?order=\d+/);
  await payByCard(page, TEST_CARDS.success);
  await page.waitForURL(/\/success\/\d+$/);

  // The friend opens the link from the letter the payment sent, in a browser of their own.
  const link = await sentTo(request, friendEmail, /https?:\/\/[^\s"'<>]+\/giftcard\/[\w-]+/);
  const { context, page: friend } = await openInNewContext(browser, link, 375);
  const friendErrors = watchErrors(friend);
  await expect(friend.getByRole('heading', { level: 1, name: 'Вам подарочная карта' })).toBeVisible();
  await expect(friend.getByText('С днём рождения!')).toBeVisible();
  await expect(friend.getByText('От: Нино')).toBeVisible();
  await friend.getByRole('button', { name: 'Показать PIN-код' }).click();
  await expect(friend.getByRole('button', { name: 'Скрыть PIN-код' })).toBeVisible();

  // Connecting asks a guest to log in, and connects once they have.
  const connect = friend.getByRole('region', { name: 'Привязать карту к аккаунту' });
  await connect.getByRole('button', { name: 'Войти и привязать карту' }).click();
  const login = friend.getByRole('dialog', { name: 'Вход и регистрация' });
  await expect(login).toBeVisible();
  await logInByPhone(friend, request, newPhone());
  await expect(login).toBeHidden();
  await expect(friend.getByText('Карта привязана к вашему аккаунту.')).toBeVisible();

  // The card pays for an order by its number alone; it costs less than the card holds, so nothing is left to pay.
  await addFromProductPage(friend, product!);
  await friend.goto('/cart');
  const block = friend.getByRole('region', { name: 'Подарочная карта' });
  await expect(block.getByRole('radio', { name: /^Карта •••• \d{4}: 200\s\$$/ })).toBeChecked();
  await block.getByRole('button', { name: 'Оплатить картой' }).click();
  const paidBy = block.getByText(/^Карта •••• \d{4} оплачивает /);
  await expect(paidBy).toBeVisible();
  const paid = dollars((await paidBy.textContent())!.split('оплачивает')[1]!);
  expect(paid).toBeGreaterThan(0);
  expect(paid).toBeLessThan(200);
  await placeOrder(friend);
  await friend.waitForURL(/\/success\/\d+$/);

  // The account lists the card with what is left of it.
  await friend.goto('/account');
  const card = friend.getByRole('list', { name: 'Мои подарочные карты' }).getByRole('listitem');
  await expect(card).toHaveCount(1);
  const balance = card.getByText(/^[\d\s,]+\$\sиз 200\s\$$/);
  await expect(balance).toBeVisible();
  expect(dollars((await balance.textContent())!.split('из')[0]!)).toBeCloseTo(200 - paid, 2);
  await context.close();
  expect(errors).toEqual([]);
  expect(friendErrors).toEqual([]);
});
