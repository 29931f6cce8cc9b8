import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './shop-test';
import { TEST_CARDS } from '@shop/contracts';
import { watchErrors } from './page-errors';
import { CATALOGUE_CHANGE, E2E_DATA_DIR, operatorToken, ops, WHOLE_SHOP } from './shop';
import { addFromProductPage, cartBadge, checkOutToPayment, payByCard, sentTo } from './shopper';

// Running the shop (issue 24) as its staff do, with `pnpm ops` against the started shop: an
// operator imports products, a shopper buys one, the operator ships it, the shopper follows it.

test('an operator imports two products, a shopper buys one, the operator ships it and the shopper follows the parcel', { tag: [WHOLE_SHOP, CATALOGUE_CHANGE] }, async ({ page, request, baseURL }) => {
  const errors = watchErrors(page);
  const token = operatorToken();
  const run = Date.now().toString(36);
  const file = join(E2E_DATA_DIR, `import-${run}.csv`);
  mkdirSync(E2E_DATA_DIR, { recursive: true });
  writeFileSync(file, [
    'sku,url_path,category,kind,name_ru,name_en,name_ka,description_ru,description_en,description_ka,price_usd,price_rub,price_gel,sizes,color',
    `E2E-${run}-1,e2e-coat-${run},women/clothing/dresses,coat,Пальто «Норд» ${run},Nord coat ${run},ნორდის პალტო ${run},Тёплое.,Warm.,თბილი.,189.00,17990,499.90,s:4|m:4,black`,
    `E2E-${run}-2,e2e-scarf-${run},women/clothing/dresses,scarf,Шарф ${run},Scarf ${run},შარფი ${run},,,,35.50,2990,89.00,one-size:9,grey`,
  ].join('\n'));

  const dry = ops(baseURL!, token, 'catalog', 'import', file, '--dry-run');
  expect(dry.out).toContain('Would create 2, update 0, leave 0 alone.');
  expect(ops(baseURL!, token, 'catalog', 'import', file, '--reason', 'e2e delivery').out).toContain('Created 2, updated 0, left 0 alone.');

  // The storefront has them at once, in three languages, with their prices.
  for (const [prefix, name] of [['', `Пальто «Норд» ${run}`], ['/en', `Nord coat ${run}`], ['/ka', `ნორდის პალტო ${run}`]] as const) {
    await page.goto(`${prefix}/e2e-coat-${run}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('189\u00a0$').first()).toBeVisible();
  }

  await addFromProductPage(page, { url_path: `e2e-coat-${run}` });
  await cartBadge(page).click();
  const orderId = await checkOutToPayment(page);
  await payByCard(page, TEST_CARDS.success);
  await page.waitForURL(new RegExp(`/success/${orderId}$`));

  const shipped = ops(baseURL!, token, 'orders', 'ship', String(orderId), '--tracking', `RR${run}RU`, '--tracking-link', `https://track.example/RR${run}RU`);
  expect(shipped.out).toContain(`Order ${orderId} is shipped`);
  expect(ops(baseURL!, token, 'orders', 'show', String(orderId)).out).toMatch(new RegExp(`order\\.shipped`));

  await page.reload();
  await expect(page.getByText('Отправлен').first()).toBeVisible();
  await expect(page.getByRole('link', { name: `RR${run}RU` })).toHaveAttribute('href', `https://track.example/RR${run}RU`);
  expect(await sentTo(request, 'anna@example.com', new RegExp(`Заказ №${orderId} отправлен`))).toBeTruthy();
  expect(errors).toEqual([]);
});
