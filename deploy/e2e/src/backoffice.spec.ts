import AxeBuilder from '@axe-core/playwright';
import { TEST_CARDS } from '@shop/contracts';
import { expect, test, type Browser, type BrowserContext, type Page } from './shop-test';
import { watchErrors } from './page-errors';
import { BASE_URL, CATALOGUE_CHANGE, operatorToken, ops, WHOLE_SHOP } from './shop';
import { categoryCards } from './catalog-data';
import { addFromProductPage, buyable, cartBadge, checkOutToPayment, codeSentTo, newPhone, payByCard } from './shopper';

// The back office (issue 41): staff run the shop from /admin, a remote of its own with its own
// frame. The shop's first admin (owner@mira.example) is made by global setup with the setup code.

const OWNER = 'owner@mira.example';

/** Logs in through the shell's popup by e-mail, as staff do from the back office's login offer (English texts). */
async function logInAsStaff(page: Page, prefix = '/en', email = OWNER): Promise<void> {
  await page.goto(`${prefix}/admin`);
  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: 'E-mail' }).check({ force: true });
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await dialog.getByRole('button', { name: 'Get code' }).click();
  await dialog.getByLabel('Security code').fill(await codeSentTo(page.request, email));
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/** axe's serious and critical findings on the page as it is. */
async function seriousFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * The owner's session, kept once they logged in: a code a minute per address is all the shop sends
 * (README "Logging in"), so each journey after the first opens the back office already logged in.
 */
let ownerSession: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;

/**
 * A new operator's page at 1280 px on the dashboard: the admin gives a new address the role (`pnpm
 * ops staff grant`), which then logs in. The journeys that run apart from the rest (a new worker,
 * the owner's session not kept) use one each, as the owner could not have a second code within a minute.
 */
async function newOperatorPage(browser: Browser, name: string): Promise<Page> {
  const email = `${name}-${Date.now().toString(36)}@mira.example`;
  const granted = ops(BASE_URL, operatorToken(), 'staff', 'grant', '--email', email, '--role', 'operator');
  expect(granted.status, granted.out).toBe(0);
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await logInAsStaff(page, '/en', email);
  return page;
}

/** A staff member's page at `width`, logged in as the owner and on the dashboard. */
async function staffPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, ...(ownerSession ? { storageState: ownerSession } : {}) });
  const page = await context.newPage();
  if (ownerSession) {
    await page.goto('/en/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  } else {
    await logInAsStaff(page);
    ownerSession = await context.storageState();
  }
  return page;
}

test('a guest is offered the staff login and a shopper is refused, in their language, with no shop data asked for', async ({ page, request }) => {
  const errors = watchErrors(page);
  const adminCalls: string[] = [];
  page.on('request', (r) => { if (new URL(r.url()).pathname.startsWith('/api/admin/')) adminCalls.push(new URL(r.url()).pathname); });

  const response = await page.goto('/ka/admin/orders');
  expect(response!.headers()['cache-control']).toBe('private, no-store');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  // No shop frame: the back office draws its own.
  await expect(page.getByRole('heading', { level: 1, name: 'თანამშრომლების შესვლა' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  await page.getByRole('main').getByRole('link', { name: 'შესვლა' }).click();
  const phone = newPhone();
  await page.getByLabel('ტელეფონის ნომერი').fill(phone.typed);
  await page.getByRole('button', { name: 'კოდის მიღება' }).click();
  await page.getByLabel('დადასტურების კოდი').fill(await codeSentTo(request, phone.international));
  await expect(page.getByRole('heading', { level: 1, name: 'მხოლოდ მაღაზიის თანამშრომლებისთვის' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'შეკვეთები' })).toHaveCount(0);
  expect(adminCalls).toEqual(['/api/admin/me']);
  expect(errors.filter((line) => !/status of 403/.test(line))).toEqual([]);
});

test('staff log in, find a paid order, ship it with its tracking, and the shopper sees the parcel on their order page', async ({ page, browser, request }) => {
  const [product] = await buyable(request, 3, 1);
  await addFromProductPage(page, product!);
  await cartBadge(page).click();
  const orderId = await checkOutToPayment(page);
  await payByCard(page, TEST_CARDS.success);
  await page.waitForURL(new RegExp(`/success/${orderId}$`));

  const staff = await staffPage(browser, 1280);
  const errors = watchErrors(staff);
  await staff.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Orders' }).click();
  const filters = staff.getByRole('form', { name: 'Filters' });
  await filters.getByLabel('Status').selectOption({ label: 'Paid' });
  await filters.getByLabel('Customer').fill('anna@example.com');
  await filters.getByRole('button', { name: 'Show' }).click();
  // The filters are the URL's: the view can be shared and reloaded.
  await expect(staff).toHaveURL(/\/en\/admin\/orders\?status=paid&customer=anna%40example\.com$/);
  await staff.getByRole('link', { name: String(orderId), exact: true }).click();

  await expect(staff.getByRole('heading', { level: 1, name: `Order ${orderId}` })).toBeVisible();
  await staff.getByRole('button', { name: 'Ship' }).click();
  const ship = staff.getByRole('form', { name: 'Ship' });
  // The refusals show under their fields.
  await ship.getByLabel('Tracking link').fill('track.example/RR1');
  await ship.getByRole('button', { name: 'Ship' }).click();
  await expect(ship.getByText('Enter the tracking number.')).toBeVisible();
  await ship.getByLabel('Tracking number').fill(`RR${orderId}RU`);
  await ship.getByRole('button', { name: 'Ship' }).click();
  await expect(ship.getByText('The link must start with http:// or https://')).toBeVisible();
  await ship.getByLabel('Tracking link').fill(`https://track.example/RR${orderId}RU`);
  await ship.getByRole('button', { name: 'Ship' }).click();
  await expect(staff.getByRole('status')).toHaveText('Done: the order is now “Shipped”.');
  await expect(staff.getByRole('button', { name: 'Delivered' })).toBeVisible();
  await expect(staff.getByRole('listitem').filter({ hasText: `paid → shipped, RR${orderId}RU` })).toBeVisible();
  expect(errors).toEqual([]);

  await page.reload();
  await expect(page.getByText('Отправлен').first()).toBeVisible();
  await expect(page.getByRole('link', { name: `RR${orderId}RU` })).toHaveAttribute('href', `https://track.example/RR${orderId}RU`);
});

test('staff create a promo code with its rules, and a shopper uses it in their cart', async ({ page, browser, request }) => {
  const staff = await staffPage(browser, 1280);
  const errors = watchErrors(staff);
  await staff.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Promo codes' }).click();
  await staff.getByRole('link', { name: 'New promo code' }).click();
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  const form = staff.getByRole('form', { name: 'New promo code' });
  await form.getByLabel('Code').fill(code.toLowerCase());
  await form.getByLabel('Discount, %').fill('12');
  await form.getByLabel('Uses per customer').fill('1');
  await form.getByLabel('Reason (for the log)').fill('e2e sale');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: `Promo code ${code}` })).toBeVisible();
  await expect(staff.getByRole('status')).toHaveText('Saved.');
  expect(errors).toEqual([]);

  const [product] = await buyable(request, 5, 1);
  await addFromProductPage(page, product!);
  await cartBadge(page).click();
  await page.getByLabel('Введите промокод').fill(code);
  await page.getByRole('button', { name: 'Применить' }).click();
  await expect(page.getByRole('region', { name: 'Промокод' }).getByText('Промокод применён')).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: `Промокод ${code}` })).toBeVisible();
});

test('staff edit a product\'s name and price and upload a photo, and shoppers see them on its page within 5 s', { tag: [WHOLE_SHOP, CATALOGUE_CHANGE] }, async ({ page, browser, request }) => {
  // The last men's product on the first page: no other journey buys it.
  const product = (await categoryCards(request, '/men')).at(-1)!;
  const staff = await newOperatorPage(browser, 'editor');
  const errors = watchErrors(staff);
  await staff.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Catalogue' }).click();
  await staff.getByRole('searchbox', { name: 'Name or SKU' }).fill(product.sku);
  await staff.getByRole('button', { name: 'Show' }).click();
  await staff.getByRole('row', { name: new RegExp(product.sku) }).getByRole('link').click();
  const form = staff.getByRole('form', { name: new RegExp(product.sku) });
  const name = `${product.name} e2e ${Date.now().toString(36)}`;
  await form.getByRole('textbox', { name: 'Name (Russian)' }).fill(name);
  await form.getByRole('textbox', { name: 'Price, USD', exact: true }).fill('123');
  // A photo the shop itself serves: a real 1280 × 1920 image.
  const photo = await (await request.get(`/api/media/product/${product.image_id}-1280.webp`)).body();
  await form.getByLabel('Add photos: choose files or drop them here').setInputFiles({ name: 'model.webp', mimeType: 'image/webp', buffer: photo });
  const uploaded = form.getByRole('listitem').last();
  await expect(uploaded).not.toContainText('drawn by the shop');
  await uploaded.getByRole('textbox', { name: 'Russian' }).fill('Модель в полный рост');
  await uploaded.getByRole('button', { name: /earlier/ }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  expect(errors).toEqual([]);

  const saved = Date.now();
  await expect(async () => {
    await page.goto(`/${product.url_path}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 5_000 });
  await expect(page.getByRole('main').getByText(/^123\s\$$/).first()).toBeVisible();
  await expect(page.getByRole('img', { name: 'Модель в полный рост' })).toBeAttached();
  expect(Date.now() - saved).toBeLessThan(5_000);
});

test('staff import a file of new prices from the browser: its diff first, then its progress, and the shop shows the prices', { tag: [WHOLE_SHOP, CATALOGUE_CHANGE] }, async ({ page, browser, request }) => {
  // Two men's products no other journey buys: the second and third from the end of the first page.
  const products = (await categoryCards(request, '/men')).slice(-3, -1);
  const staff = await newOperatorPage(browser, 'importer');
  const errors = watchErrors(staff);
  await staff.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Catalogue' }).click();
  await staff.getByRole('link', { name: 'Import a catalogue file' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Catalogue import' })).toBeVisible();
  const csv = ['sku,price_usd', ...products.map((product, i) => `${product.sku},${71 + i}.00`)].join('\n');
  await staff.getByLabel('File (.csv or .json)').setInputFiles({ name: 'new-prices.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await staff.getByRole('button', { name: 'Check the file' }).click();
  // The diff: each product's price column before and after, nothing written yet.
  for (const [i, product] of products.entries()) {
    await expect(staff.getByRole('row', { name: new RegExp(product.sku) })).toContainText(`${71 + i}.00`);
  }
  const checkedOnly = (await (await request.get(`/api/url/resolve?path=/${products[0]!.url_path}`)).json()) as { data: { product: { price: number } } };
  expect(checkedOnly.data.product.price).toBe(products[0]!.price);
  await staff.getByRole('button', { name: 'Import', exact: true }).click();
  await staff.getByRole('button', { name: 'Import', exact: true }).last().click();
  await expect(staff.getByText(/^Done: 0 new, 2 changed/)).toBeVisible({ timeout: 30_000 });
  await expect(staff).toHaveURL(/job=\d+/);
  expect(errors).toEqual([]);

  await page.goto(`/${products[1]!.url_path}`);
  await expect(page.getByRole('main').getByText(/^72\s\$$/).first()).toBeVisible();
});

test('the back office in Russian, English and Georgian, at 1280 and 768 px, with no serious accessibility findings', async ({ browser }) => {
  // Eighteen pages twice, each waited for and analysed: about two minutes on two cores.
  test.setTimeout(240_000);
  const wide = await staffPage(browser, 1280);
  // Each page with what shows once its data is in.
  const pages = [
    { path: '/admin', heading: 'Сводка', loaded: (page: Page) => page.getByRole('heading', { level: 2, name: 'Сегодня' }) },
    { path: '/en/admin/orders', heading: 'Orders', loaded: (page: Page) => page.getByRole('table') },
    { path: '/ka/admin/orders?status=delivered', heading: 'შეკვეთები', loaded: (page: Page) => page.getByRole('table') },
    { path: '/en/admin/orders/1', heading: 'Order 1', loaded: (page: Page) => page.getByRole('heading', { level: 2, name: 'Items' }) },
    { path: '/ka/admin/promotions', heading: 'პრომოკოდები', loaded: (page: Page) => page.getByRole('table') },
    { path: '/en/admin/stock?below=1000', heading: 'Stock', loaded: (page: Page) => page.getByRole('table') },
    // The demo sells no gift cards: a fresh shop has none until a shopper buys one.
    { path: '/ka/admin/giftcards', heading: 'სასაჩუქრე ბარათები', loaded: (page: Page) => page.getByRole('table').or(page.getByText('ბარათები ვერ მოიძებნა.')) },
    { path: '/admin/reviews?status=published', heading: 'Отзывы', loaded: (page: Page) => page.getByRole('article').first() },
    { path: '/en/admin/audit', heading: 'Audit log', loaded: (page: Page) => page.getByRole('table') },
    { path: '/ka/admin/inbox?state=closed', heading: 'მიმართვები', loaded: (page: Page) => page.getByText('აქ არაფერია.').or(page.getByRole('article').first()) },
    { path: '/ka/admin/staff', heading: 'თანამშრომლები და ტოკენები', loaded: (page: Page) => page.getByRole('table').nth(1) },
    { path: '/en/admin/promotions/new', heading: 'New promo code', loaded: (page: Page) => page.getByLabel('Categories') },
    { path: '/ka/admin/catalogue?stock=in', heading: 'კატალოგი', loaded: (page: Page) => page.getByRole('table') },
    { path: '/en/admin/catalogue/1', heading: /^[^:]+: /, loaded: (page: Page) => page.getByRole('heading', { level: 2, name: 'Photos' }) },
    { path: '/admin/catalogue/new', heading: 'Новый товар', loaded: (page: Page) => page.getByRole('combobox', { name: 'Категория' }) },
    { path: '/ka/admin/customers', heading: 'მყიდველები', loaded: (page: Page) => page.getByRole('table') },
    // The demo's loyalty member, the first customer the seed makes.
    { path: '/en/admin/customers/1', heading: /\S/, loaded: (page: Page) => page.getByRole('heading', { level: 2, name: 'Profile' }) },
    { path: '/ka/admin/giftcards/new', heading: 'ბარათის გამოშვება', loaded: (page: Page) => page.getByRole('button', { name: 'ბარათის გამოშვება' }) },
  ];
  for (const width of [1280, 768]) {
    await wide.setViewportSize({ width, height: 900 });
    for (const { path, heading, loaded } of pages) {
      await wide.goto(path);
      await expect(wide.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(loaded(wide)).toBeVisible();
      expect(await seriousFindings(wide), `${path} at ${width} px`).toEqual([]);
    }
  }
});

test('a back office that cannot load shows the shell\'s fallback in its place, and its retry brings it', async ({ page }) => {
  await page.route('**/remotes/backoffice/**', (route) => route.abort());
  await page.goto('/en/admin');
  const retry = page.getByRole('button', { name: 'Try again' });
  await expect(page.getByRole('alert')).toContainText('This section could not be loaded right now.');
  await page.unroute('**/remotes/backoffice/**');
  await retry.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff login' })).toBeVisible();
});
