import { expect, test, type Page } from './shop-test';
import { TEST_CARDS } from '@shop/contracts';
import { watchErrors } from './page-errors';
import { addFromProductPage, buyable, cartBadge, checkOutToPayment, codeSentTo, logInByPhone, newPhone, openInNewContext, payByCard } from './shopper';

// The account-loyalty remote as a shopper meets it (issue 12): logging in by a one-time code read
// from the outbox page, the guest's cart and wishlist kept, profile, address and e-mail change,
// an order paid and its points, and an invitation. Each test logs in with a phone of its own.

const wishlistBadge = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Избранное/ });

test('a guest keeps cart and wishlist through login, edits the profile, pays an order, earns points and invites a friend', async ({ page, request, browser }) => {
  // The longest journey of the suite: a login, two codes, a checkout and a second browser.
  test.setTimeout(150_000);
  const errors = watchErrors(page);
  const phone = newPhone();
  const [inCart, wished] = await buyable(request, 8, 2);

  // A guest fills the cart and wishes for a product: the wishlist asks them to log in.
  await addFromProductPage(page, inCart!);
  await page.goto(`/${wished!.url_path}`);
  await page.getByRole('button', { name: `Добавить «${wished!.name}» в избранное` }).click();
  const popup = page.getByRole('dialog', { name: 'Вход и регистрация' });
  await expect(popup).toBeVisible();
  await logInByPhone(page, request, phone);
  await expect(popup).toBeHidden();

  // Both merged into the new account.
  await expect(wishlistBadge(page)).toHaveAccessibleName('Избранное, 1 товар');
  await expect(cartBadge(page)).toHaveAccessibleName('Корзина, 1 товар');
  await wishlistBadge(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Избранное' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Товары в избранном' }).getByRole('link', { name: wished!.name }).first()).toBeVisible();

  // Personal data, then the e-mail with the code sent to the new address.
  await page.goto('/account');
  await page.getByLabel('Имя').fill('Анна');
  await page.getByLabel('Фамилия').fill('Петрова');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Данные сохранены')).toBeVisible();
  const email = `anna.${phone.typed}@example.com`;
  await page.getByRole('button', { name: 'Изменить e-mail' }).click();
  await page.getByLabel('Новый e-mail').fill(email);
  await page.getByRole('button', { name: 'Получить код' }).click();
  // A full code confirms itself.
  await page.getByLabel('Код подтверждения').fill(await codeSentTo(request, email));
  await expect(page.getByText('E-mail изменён')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  await page.goto('/account/edit-address');
  await page.getByLabel('Улица').fill('Тверская');
  await page.getByLabel('Дом').fill('7');
  await page.getByLabel('Квартира').fill('12');
  await page.getByLabel('Индекс').fill('125009');
  await page.getByRole('button', { name: 'Сохранить адрес' }).click();
  await expect(page.getByText('Адрес сохранён')).toBeVisible();

  // Joins the programme, pays an order, and finds it with its points.
  await page.goto('/account/membership');
  await page.getByRole('button', { name: 'Вступить в программу' }).click();
  await expect(page.getByText('Вы участник программы лояльности.')).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('term').filter({ hasText: 'Начислим баллов' })).toBeVisible();
  const orderId = await checkOutToPayment(page);
  await payByCard(page, TEST_CARDS.success);
  await page.waitForURL(new RegExp(`/success/${orderId}$`));
  await page.goto('/account/orders');
  await expect(page.getByRole('link', { name: new RegExp(`Заказ № ${orderId}`) })).toBeVisible();
  await page.goto('/account/cashback');
  const rewards = page.getByRole('table', { name: 'История начислений' });
  await expect(rewards.getByRole('row').filter({ hasText: 'Кэшбэк за заказ' })).toBeVisible();

  // A friend opens the invitation link; the referrer's history shows the visit.
  await page.goto('/account/membership');
  const link = await page.getByLabel('Ваша ссылка-приглашение').inputValue();
  expect(link).toMatch(/\/invite\/[A-Za-z0-9]{8,16}$/);
  const friend = await openInNewContext(browser, link, 375);
  await expect(friend.page.getByRole('heading', { level: 1, name: /Ваш друг приглашает вас/ })).toBeVisible();
  await friend.context.close();
  await page.reload();
  await expect(page.getByRole('table', { name: 'История' }).getByRole('row').filter({ hasText: 'Переход по вашей ссылке-приглашению' })).toBeVisible();
  expect(errors).toEqual([]);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('logs in with the keyboard only', async ({ page, request }) => {
    const phone = newPhone();
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Вход в личный кабинет' })).toBeVisible();
    const field = page.getByLabel('Номер телефона');
    // Tab from the top of the page until the phone field has focus, as a keyboard user does.
    for (let presses = 0; presses < 60 && !(await field.evaluate((element) => element === document.activeElement)); presses++) await page.keyboard.press('Tab');
    await expect(field).toBeFocused();
    await page.keyboard.type(phone.typed);
    await page.keyboard.press('Enter');
    const code = page.getByLabel('Код подтверждения');
    await expect(code).toBeFocused();
    await page.keyboard.type(await codeSentTo(request, phone.international));
    await page.waitForURL(/\/account(\/personal)?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Личный кабинет' })).toBeVisible();
  });
});
