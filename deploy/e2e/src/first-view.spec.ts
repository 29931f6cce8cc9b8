import { expect, test } from './shop-test';
import type { ProductPage } from '@shop/contracts';
import { categoryCards } from './catalog-data';

// The first view of a page as the edge sends it (issue 10): the HTML already says what the page
// is (for search engines and link previews, before any script), and carries the page's data, so
// the shell renders it with no request of its own.

let product: ProductPage;
test.beforeAll(async ({ request }) => {
  const [card] = await categoryCards(request, '/women');
  const reply = await (await request.get(`/api/url/resolve?path=${encodeURIComponent(`/${card!.url_path}`)}`)).json();
  product = reply.data.product;
});

test('a product page without JavaScript still has its title, description and JSON-LD', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const response = await page.goto(`/${product.url_path}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(product.meta_title || product.name);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${product.url_path}$`));
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((text) => JSON.parse(text) as { '@type': string; name?: string; offers?: unknown[] });
    const ld = data.find((item) => item['@type'] === 'Product');
    expect(ld?.name).toBe(product.name);
    expect(ld?.offers).toHaveLength(product.sizes.length);
    expect(data.some((item) => item['@type'] === 'BreadcrumbList')).toBe(true);
  } finally {
    await context.close();
  }
});

test('with JavaScript, the product renders from the inlined data: no resolve and no product request', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto(`/${product.url_path}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'В корзину' })).toBeVisible();
  expect(asked.filter((path) => path.startsWith('/api/url/resolve') || path.startsWith('/api/indexedproducts/get'))).toEqual([]);
  // The lead photo is preloaded with the gallery's own srcset and sizes, so the gallery reuses it:
  // no file of it is asked for twice (the 400 px one is the thumbnail's).
  const photo = asked.filter((path) => path.startsWith(`/api/media/product/${product.images[0]!.id}-`));
  expect(photo.length).toBeGreaterThan(0);
  expect(new Set(photo).size).toBe(photo.length);

  // A page reached by a click, once this one is taken over (a link clicked before simply loads the
  // next page), loads its own data, as before.
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page.getByRole('navigation', { name: 'Навигационная цепочка' }).getByRole('link').last().click();
  await expect.poll(() => asked.some((path) => path.startsWith('/api/url/resolve'))).toBe(true);
});
