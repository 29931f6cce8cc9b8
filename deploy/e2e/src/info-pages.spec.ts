import { expect, test } from './shop-test';
import { watchErrors } from './page-errors';

// The info pages beyond the ones the header links: /info, a page of the type 'page' (spec §2 route
// table), with the settings' menu of customer pages, and the shop's own payment address (page type payment).

test('/info lists the customer pages beside its menu; its online payment link asks for the order number, on a page search engines skip', async ({ page, request }) => {
  const errors = watchErrors(page);
  const response = await page.goto('/en/info');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Customer information' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Customer information' });
  await expect(menu.getByRole('link', { name: 'All customer information' })).toHaveAttribute('aria-current', 'page');
  await menu.getByRole('link', { name: 'Exchanges and returns' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Exchanges and returns' })).toBeVisible();
  await page.goBack();

  await page.getByRole('link', { name: 'paid online' }).click();
  expect(errors).toEqual([]);
  await expect(page).toHaveURL(/\/en\/online-payment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay for the order' })).toBeVisible();
  await page.getByLabel('Order number').fill('999999');
  await page.getByRole('button', { name: 'Go to payment' }).click();
  await expect(page).toHaveURL(/\/en\/online-payment\?order=999999$/);
  // Another's or no order: the API's 400 is in the console, and the page says it in words.
  await expect(page.getByText('Order not found.')).toBeVisible();

  // The shopper's own page, as /pay is: 200, and not indexed.
  const payment = await request.get('/online-payment?order=1');
  expect(payment.status()).toBe(200);
  expect(await payment.text()).toContain('<meta name="robots" content="noindex">');
});
