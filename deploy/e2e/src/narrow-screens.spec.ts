import { expect, test, type Page } from './shop-test';
import { buyable } from './shopper';

// No page scrolls sideways on the narrowest phones (issue 23): every page kind in every language
// at 320 and 375 px, with a cart of three lines, long names and size lists included.

const LANGUAGES = [
  { prefix: '', cart: 'Корзина' },
  { prefix: '/en', cart: 'Cart' },
  { prefix: '/ka', cart: 'კალათა' },
];

/** The page's width beyond the viewport, in CSS pixels (0: nothing to scroll to). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const width of [320, 375]) {
  test(`no page scrolls sideways at ${width} px, in any language, with a full cart`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    // Nothing is ordered, so the stock other journeys buy is left alone.
    const products = await buyable(request, 14, 3);
    // Three lines in the cart, added as the product page adds them (its API, with this browser's session).
    await page.goto('/');
    await page.request.get('/api/session');
    const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value;
    for (const product of products) {
      const reply = await (await page.request.post('/api/indexedproducts/get/ru-ru', { data: { url_path: product.url_path }, headers: { 'x-xsrf-token': decodeURIComponent(xsrf) } })).json();
      const size = (reply.product.sizes as Array<{ option_value_id: number; stock: string }>).find((candidate) => candidate.stock === 'inStock')!;
      const added = await page.request.post('/api/cart/v2/add', {
        data: { product_id: product.id, option_value_id: size.option_value_id, quantity: 1 },
        headers: { 'x-xsrf-token': decodeURIComponent(xsrf) },
      });
      expect(added.status()).toBe(200);
    }

    const pages = ['', '/women', `/${products[0]!.url_path}`, '/search/dress', '/cart', '/checkout', '/blog', '/delivery', '/account/wishlist', '/auth'];
    const wide: string[] = [];
    for (const { prefix, cart } of LANGUAGES) {
      for (const path of pages) {
        const url = `${prefix}${path}` || '/';
        await page.goto(url);
        await page.getByRole('main').waitFor();
        if (path === '/cart') await expect(page.getByRole('heading', { level: 1, name: cart })).toBeVisible();
        const extra = await overflow(page);
        if (extra > 0) wide.push(`${url}: ${extra} px too wide`);
      }
    }
    expect(wide).toEqual([]);
  });
}
