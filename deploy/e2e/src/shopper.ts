import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import type { ProductCard, RemoteName } from '@shop/contracts';
import { categoryCards } from './catalog-data';

// What a shopper does on the way to an order, as the journeys of several specs need it: find a
// product in stock, add it from its page, check out by courier and pay on the test provider's form.


/** A remote's root element in the page (or a dialog): proof the region was drawn by that remote, not by its fallback. */
export const remoteRoot = (scope: Page | Locator, remote: RemoteName): Locator => scope.locator(`[data-remote="${remote}"]`).first();

export const cartBadge = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Корзина/ });

/** Products a shopper can buy: in stock, from the broad women's section, `count` of them from `offset`. */
export async function buyable(request: APIRequestContext, offset: number, count: number): Promise<ProductCard[]> {
  const cards = (await categoryCards(request, '/women')).filter((card) => card.stock === 'inStock');
  const picked = cards.slice(offset, offset + count);
  if (picked.length < count) throw new Error(`/women has fewer than ${offset + count} products in stock`);
  return picked;
}

/** Adds a size in stock of the product from its page, as a shopper does. */
export async function addFromProductPage(page: Page, product: Pick<ProductCard, 'url_path'>): Promise<void> {
  await page.goto(`/${product.url_path}`);
  // From the page taken over: a tap before that has its own test (server-rendering.spec.ts), and
  // these journeys only need the item in the cart.
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page.getByRole('radio', { name: /В наличии/ }).first().check({ force: true });
  await page.getByRole('button', { name: 'В корзину' }).click();
  await expect(page.getByText('Товар добавлен в корзину.')).toBeVisible();
}

export async function fillContact(page: Page): Promise<void> {
  await page.getByLabel('Имя').fill('Анна');
  await page.getByLabel('Фамилия').fill('Петрова');
  await page.getByLabel('Телефон').fill('9123456789');
  await page.getByLabel('Email').fill('anna@example.com');
  await page.getByRole('button', { name: 'Далее' }).click();
}

/** The delivery step: the first guess is the shop's main city (Moscow); courier to an address. */
async function chooseCourier(page: Page): Promise<void> {
  const methods = page.getByRole('group', { name: /^Способ доставки в / });
  // The city's first guess may be settled again just as the methods show, drawing them anew: a
  // click on the ones being replaced changes nothing, so it is made again until one holds.
  await expect(async () => {
    await methods.getByRole('radio', { name: /Курьер/ }).check({ force: true, timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await page.getByLabel('Улица').fill('Тверская');
  await page.getByLabel('Дом').fill('7');
  await page.getByLabel('Квартира').fill('12');
  await page.getByLabel('Индекс').fill('125009');
  await page.getByRole('button', { name: 'Далее' }).click();
}

/** Checks out the cart by courier and card, up to pressing "Place order" on the review step. */
export async function placeOrder(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Оформить заказ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Оформление заказа' })).toBeVisible();
  await fillContact(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Доставка' })).toBeVisible();
  await chooseCourier(page);
  await page.getByRole('group', { name: 'Способ оплаты' }).getByRole('radio').first().check({ force: true });
  await page.getByRole('button', { name: 'Далее' }).click();
  // The review's totals come from the server and now carry the courier's delivery line.
  await expect(page.getByRole('term').filter({ hasText: /^Доставка$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Оформить заказ' }).click();
}

/** Checks out the cart by courier and card, ending on the test provider's card form. Returns the order id. */
export async function checkOutToPayment(page: Page): Promise<number> {
  await placeOrder(page);
  await page.waitForURL(/\/pay\?order=\d+/);
  return Number(new URL(page.url()).searchParams.get('order'));
}

export async function payByCard(page: Page, number: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Данные карты' });
  await form.getByLabel('Номер карты').fill(number);
  await form.getByLabel('Срок действия').fill('12/30');
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: 'Оплатить' }).click();
}

export async function openInNewContext(browser: Browser, url: string, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(url);
  return { context, page };
}

/** A Russian mobile number nobody else in this run uses: ten digits as typed, and its international form. */
export function newPhone(): { typed: string; international: string } {
  const digits = `9${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  return { typed: digits, international: `+7${digits}` };
}

/** What `pattern` (its first group, if it has one) finds in the newest message the shop sent to `to` (GET /api/dev/outbox, outside production only). */
export async function sentTo(request: APIRequestContext, to: string, pattern: RegExp): Promise<string> {
  let found: string | undefined;
  await expect.poll(async () => {
    const reply = await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).json();
    const match = pattern.exec(reply.messages[0]?.body ?? '');
    found = match?.[1] ?? match?.[0];
    return found;
  }).toBeTruthy();
  return found!;
}

/** The newest one-time login code the shop sent to `to`. */
export const codeSentTo = (request: APIRequestContext, to: string) => sentTo(request, to, /\b(\d{6})\b/);

/** The login form (popup or page): a phone, SMS, the code from the outbox. */
export async function logInByPhone(page: Page, request: APIRequestContext, phone: { typed: string; international: string }): Promise<void> {
  await page.getByLabel('Номер телефона').fill(phone.typed);
  await page.getByRole('button', { name: 'Получить код' }).click();
  await page.getByLabel('Код подтверждения').fill(await codeSentTo(request, phone.international));
}
