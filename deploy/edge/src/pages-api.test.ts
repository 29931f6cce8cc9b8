/** @jest-environment node */
import { mkdirSync, writeFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { CART_CHECKOUT_EXPOSES, CATALOG_EXPOSES } from '@shop/contracts';
import { TEST_SHARED } from '@shop/registry/testing';
import { createApiEdgeFixture, type ApiEdgeFixture } from './test-edge';

// Each public page type through the edge with the real API over a small seeded shop: the status,
// the inlined first data (the very reply the page would have asked for), the preload hints from
// the live catalog manifest, and the SEO tags with their values escaped.

const ORIGIN = 'http://shop.test';
const HOSTILE = '</script><script>alert(1)</script> "Quoted" & <b>bold</b>';

let fixture: ApiEdgeFixture;
let edge: FastifyInstance;
/** The live catalog and cart-checkout versions (`<version>+<build id>`), and content-blog's. */
let catalog: string;
let cart: string;
let blog: string;

/** A remote's build whose manifest names each page module's files, as a real build's does. */
function remoteBuild(dir: string, remote: string, modules: string[]): string {
  mkdirSync(dir, { recursive: true });
  const exposes = modules.map((name, index) => ({
    path: `./${name}`,
    assets: { js: { sync: [`__federation_expose_${name}.${index}a2b3c4d.js`], async: [] }, css: { sync: [`__federation_expose_${name}.${index}e5f6a7b.css`], async: [] } },
  }));
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, shared: TEST_SHARED, exposes }));
  writeFileSync(join(dir, 'remoteEntry.js'), `/* ${remote} */`);
  return dir;
}

beforeAll(async () => {
  fixture = await createApiEdgeFixture({
    prepare: async ({ registry, work, shellManifestDir }) => {
      const release = async (remote: 'catalog' | 'cart-checkout', version: string, modules: string[]) => {
        const published = await registry.publish({ remote, version, dir: remoteBuild(join(work, remote), remote, modules), shellDir: shellManifestDir });
        await registry.promote('local', remote, published.version);
        return published.version;
      };
      catalog = await release('catalog', '2.0.0', Object.keys(CATALOG_EXPOSES));
      cart = await release('cart-checkout', '1.0.0', Object.keys(CART_CHECKOUT_EXPOSES));
    },
  });
  ({ edge, blog } = fixture);
}, 60_000);
afterAll(() => fixture?.close());

const page = (url: string) => edge.inject({ url, headers: { host: 'shop.test' } });
const api = async (url: string, language = 'en-gb') => (await edge.inject({ url, headers: { 'x-language': language } })).json();

function block(html: string, id: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`, 's').exec(html);
  return match ? JSON.parse(match[1]!) : undefined;
}

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!));
}

const meta = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

it('home: the resolver\'s reply inlined, the first slide preloaded, Organization and WebSite with a SearchAction', async () => {
  const res = await page('/en');
  expect(res.statusCode).toBe(200);
  const resolved = await api(`/api/url/resolve?path=${encodeURIComponent('/')}`);
  expect(block(res.body, 'shop-page')).toEqual({ kind: 'resolve', path: '/en', reply: resolved });

  expect(title(res.body)).toBe('Mira — clothing and shoes in natural materials');
  expect(meta(res.body, 'description')).toMatch(/^Coats, knitwear/);
  expect(res.body).toContain(`<link rel="canonical" href="${ORIGIN}/en">`);
  expect(res.body).toContain(`<link rel="alternate" hreflang="ru" href="${ORIGIN}/">`);
  expect(res.body).toContain(`<link rel="alternate" hreflang="ka" href="${ORIGIN}/ka">`);
  expect(res.body).toContain(`<link rel="alternate" hreflang="x-default" href="${ORIGIN}/">`);
  const [slide] = resolved.data.home.carousel;
  expect(res.body).toContain(`<link rel="preload" as="image" href="${slide.image.urls[768]}" imagesrcset="${slide.image.urls[400]} 400w, `);
  expect(res.body).toContain(`<link rel="preload" href="/remotes/catalog/${catalog}/__federation_expose_HomePage.0a2b3c4d.js" as="script">`);
  expect(res.body).toContain(`<link rel="preload" href="/remotes/catalog/${catalog}/__federation_expose_HomePage.0e5f6a7b.css" as="style">`);

  const [organization, website] = jsonLd(res.body);
  expect(organization).toMatchObject({ '@type': 'Organization', name: 'Mira', url: `${ORIGIN}/en`, logo: `${ORIGIN}/api/media/logo.svg` });
  expect(website).toMatchObject({
    '@type': 'WebSite',
    potentialAction: { '@type': 'SearchAction', target: { urlTemplate: `${ORIGIN}/en/search/{search_term_string}` }, 'query-input': 'required name=search_term_string' },
  });
});

it('category: page 1 of the query it came with, its meta, and a BreadcrumbList', async () => {
  const res = await page('/en/women?sort=price_asc');
  expect(res.statusCode).toBe(200);
  const inlined = block(res.body, 'shop-page') as { path: string; reply: { data: { sort: string; items: unknown[]; category: { meta_title: string } } } };
  expect(inlined.path).toBe('/en/women?sort=price_asc');
  expect(inlined.reply.data.sort).toBe('price_asc');
  expect(inlined.reply).toEqual(await api(`/api/url/resolve?path=${encodeURIComponent('/women?sort=price_asc')}`));
  expect(title(res.body)).toBe(inlined.reply.data.category.meta_title);
  // Filters and sort are views of one page: the canonical URL has none of them.
  expect(res.body).toContain(`<link rel="canonical" href="${ORIGIN}/en/women">`);
  expect(res.body).toContain(`/remotes/catalog/${catalog}/__federation_expose_CategoryPage.1a2b3c4d.js`);
  expect(jsonLd(res.body)).toEqual([
    expect.objectContaining({ '@type': 'BreadcrumbList', itemListElement: [expect.objectContaining({ position: 1, item: `${ORIGIN}/en/women` })] }),
  ]);
});

describe('product', () => {
  let productPath: string;
  beforeAll(async () => {
    const category = await api(`/api/url/resolve?path=women`);
    productPath = category.data.items[0].url_path;
    // A shop owner may type anything into a name; it must come out as text.
    await fixture.db.pglite!.query(
      `UPDATE product_translations SET name = $1 WHERE language = 'en-gb' AND product_id = (SELECT id FROM products WHERE url_path = $2)`,
      [HOSTILE, productPath],
    );
  });

  it('inlines the product, preloads its first photo and sends Product with an Offer per size', async () => {
    const res = await page(`/en/${productPath}`);
    expect(res.statusCode).toBe(200);
    const inlined = block(res.body, 'shop-page') as { reply: { data: { product: { name: string; price: number; currency: string; sizes: Array<{ stock: string }>; images: Array<{ urls: Record<number, string> }> } } } };
    const { product } = inlined.reply.data;
    expect(product.name).toBe(HOSTILE);
    const [photo] = product.images;
    expect(res.body).toContain(`<link rel="preload" as="image" href="${photo!.urls[768]}" imagesrcset="${photo!.urls[400]} 400w, ${photo!.urls[768]} 768w, ${photo!.urls[1280]} 1280w" imagesizes="(min-width: 1280px) 560px, (min-width: 768px) 50vw, 100vw" fetchpriority="high">`);
    expect(meta(res.body, 'og:type')).toBe('product');
    expect(meta(res.body, 'og:image')).toBe(`${ORIGIN}${photo!.urls[1280]}`);
    expect(meta(res.body, 'product:price:amount')).toBe((product.price / 100).toFixed(2));
    expect(meta(res.body, 'product:price:currency')).toBe(product.currency);

    const [ld, crumbs] = jsonLd(res.body);
    expect(ld).toMatchObject({ '@type': 'Product', name: HOSTILE, url: `${ORIGIN}/en/${productPath}` });
    const offers = ld!.offers as Array<Record<string, string>>;
    expect(offers).toHaveLength(product.sizes.length);
    expect(offers.map((offer) => offer.availability)).toEqual(product.sizes.map((size) => ({
      inStock: 'https://schema.org/InStock',
      twoToThreeDays: 'https://schema.org/InStock',
      preOrder: 'https://schema.org/PreOrder',
      outOfStock: 'https://schema.org/OutOfStock',
    })[size.stock]));
    expect(offers[0]).toMatchObject({ price: (product.price / 100).toFixed(2), priceCurrency: product.currency });
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect((crumbs!.itemListElement as Array<{ name: string }>).at(-1)!.name).toBe(HOSTILE);
  });

  it('prices the page in the currency its URL names: the data, the settings, the offers; the canonical URL is the plain one', async () => {
    const roubles = await page(`/en/${productPath}?currency=RUB`);
    const dollars = await page(`/en/${productPath}`);
    const productOf = (html: string) => (block(html, 'shop-page') as { reply: { data: { product: { price: number; currency: string } } } }).reply.data.product;
    expect(productOf(roubles.body).currency).toBe('RUB');
    expect(productOf(dollars.body).currency).toBe('USD');
    expect(productOf(roubles.body).price).toBeGreaterThan(50 * productOf(dollars.body).price);
    expect(block(roubles.body, 'shop-settings')).toMatchObject({ currency: 'RUB', currencies: ['USD', 'RUB', 'GEL'], order: { minimum_total: 100_000 } });
    expect(block(dollars.body, 'shop-settings')).toMatchObject({ currency: 'USD', order: { minimum_total: 1_000 } });
    expect(jsonLd(roubles.body)[0]!.offers).toEqual(expect.arrayContaining([expect.objectContaining({ priceCurrency: 'RUB' })]));
    expect(meta(roubles.body, 'product:price:currency')).toBe('RUB');
    expect(roubles.body).toContain(`<link rel="canonical" href="${ORIGIN}/en/${productPath}">`);
    // The page says which currency it is in by its URL alone: a shared cache may keep both.
    expect(roubles.headers.vary).toBe(dollars.headers.vary);
    // A currency the shop does not offer, or the default named, is the default's page.
    expect(productOf((await page(`/en/${productPath}?currency=EUR`)).body).currency).toBe('USD');
    // The script that brings a visitor back to their currency runs right after the settings it reads.
    expect(roubles.body).toMatch(/id="shop-settings">[^<]*<\/script><script>\(function\(\)\{try\{/);
  });

  it('escapes a hostile name in the title, the tags and every script block', async () => {
    const { body } = await page(`/en/${productPath}`);
    expect(body).not.toContain('<script>alert(1)');
    expect(body).not.toContain('<b>bold</b>');
    const escaped = '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Quoted&quot; &amp; &lt;b&gt;bold&lt;/b&gt;';
    expect(title(body)?.startsWith(escaped)).toBe(true);
    expect(meta(body, 'og:title')?.startsWith(escaped)).toBe(true);
    // Exactly the scripts the edge writes: the shell, three data blocks, the currency return script, two JSON-LD blocks.
    expect(body.match(/<script\b/g)).toHaveLength(7);
  });
});

it('info page, blog list and post: their own titles, descriptions and JSON-LD', async () => {
  const info = await page('/en/delivery');
  expect(info.statusCode).toBe(200);
  expect(title(info.body)).toMatch(/\| Mira$/);
  expect(info.body).toContain(`<link rel="canonical" href="${ORIGIN}/en/delivery">`);

  const list = await page('/en/blog');
  expect(title(list.body)).toBe('The Mira blog');
  expect(block(list.body, 'shop-page')).toEqual({ kind: 'blog-list', path: '/en/blog', reply: await api('/api/blog/posts/1/21') });

  const [first] = (await api('/api/blog/posts/1/21')).posts;
  const post = await page(`/en/blog/${first.slug}`);
  expect(post.statusCode).toBe(200);
  expect(block(post.body, 'shop-page')).toEqual({ kind: 'blog-post', path: `/en/blog/${first.slug}`, reply: await api(`/api/blog/post/${first.slug}`) });
  expect(jsonLd(post.body)).toEqual([expect.objectContaining({ '@type': 'BlogPosting', headline: first.title, datePublished: first.published_at, image: `${ORIGIN}${first.image}-1280.webp` })]);
  expect(post.body).toContain(`<link rel="preload" as="image" href="${first.image}-768.webp"`);
});

it('search: page 1 of the phrase inlined, and the page kept out of indexes', async () => {
  const res = await page('/en/search/coat');
  expect(res.statusCode).toBe(200);
  expect(block(res.body, 'shop-page')).toEqual({ kind: 'search', path: '/en/search/coat', reply: await api('/api/search/query/coat/1') });
  expect(res.body).toContain('<meta name="robots" content="noindex">');
  expect(res.body).toContain(`/remotes/catalog/${catalog}/__federation_expose_SearchPage.3a2b3c4d.js`);
});

it('an unknown path is a 404 with the resolver\'s answer inlined, so the shell shows its 404 screen at once', async () => {
  const res = await page('/en/no-such-thing');
  expect(res.statusCode).toBe(404);
  expect(block(res.body, 'shop-page')).toMatchObject({ kind: 'resolve', reply: { status: 400, error: 'not_found' } });
});

it("the seeded payment address (page type payment) is the pay page, a shopper's own: 200, kept out of indexes, no canonical", async () => {
  const res = await page('/en/online-payment?order=1');
  expect(res.statusCode).toBe(200);
  expect(res.body).toContain('<meta name="robots" content="noindex">');
  expect(res.body).not.toContain('rel="canonical"');
  expect(res.body).not.toContain('hreflang');
  expect(res.body).toContain('__federation_expose_PayPage.');
});

describe("a shopper's own pages (cart, checkout, payment, orders)", () => {
  let token: string;
  beforeAll(async () => {
    // A real cart's link token: the edge still inlines nothing of the cart it names.
    const session = await edge.inject({ url: '/api/session' });
    const cookie = session.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const headers = { cookie, 'x-xsrf-token': session.cookies.find((c) => c.name === 'XSRF-TOKEN')!.value };
    const category = await api('/api/url/resolve?path=women');
    const product = await api(`/api/url/resolve?path=${category.data.items[0].url_path}`);
    const size = product.data.product.sizes.find((s: { stock: string }) => s.stock !== 'outOfStock');
    const added = await edge.inject({ method: 'POST', url: '/api/cart/v2/add', headers, payload: { product_id: product.data.product.id, option_value_id: size.option_value_id, quantity: 1 } });
    expect(added.statusCode).toBe(200);
    token = (await edge.inject({ url: '/api/cart/v2/share-token', headers: { cookie } })).json().token;
  });

  it.each([
    ['/en/cart', 'CartPage'],
    ['/ka/order', 'CheckoutPage'],
    ['/pay?order=1', 'PayPage'],
    ['/en/payment-failure?order=1', 'PaymentResultPage'],
    ['/success/1', 'OrderSuccessPage'],
    ['/en/failure/1', 'OrderFailurePage'],
  ])('%s: 200 with the shell, kept out of indexes, no page data, and %s preloaded from the live manifest', async (url, module) => {
    const res = await page(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    expect(res.body).not.toContain('rel="canonical"');
    expect(block(res.body, 'shop-page')).toBeUndefined();
    expect(res.body).toContain(`<link rel="preload" href="/remotes/cart-checkout/${cart}/mf-manifest.json" as="fetch" crossorigin="anonymous">`);
    expect(res.body).toContain(`<link rel="preload" href="/remotes/cart-checkout/${cart}/remoteEntry.js" as="script">`);
    const index = Object.keys(CART_CHECKOUT_EXPOSES).indexOf(module);
    expect(res.body).toContain(`<link rel="preload" href="/remotes/cart-checkout/${cart}/__federation_expose_${module}.${index}a2b3c4d.js" as="script">`);
    expect(res.body).toContain(`<link rel="preload" href="/remotes/cart-checkout/${cart}/__federation_expose_${module}.${index}e5f6a7b.css" as="style">`);
    // Only that page's module.
    expect(res.body.match(/__federation_expose_/g)).toHaveLength(2);
    // One shopper's page: no cache keeps it.
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('shared cart and order links: the page with its token, and nothing of the cart in the HTML', async () => {
    const cart = await page(`/en/cart/shared/${token}`);
    expect(cart.statusCode).toBe(200);
    expect(cart.body).toContain('<meta name="robots" content="noindex">');
    expect(cart.body).toContain('__federation_expose_SharedCartPage.');
    expect(block(cart.body, 'shop-page')).toBeUndefined();
    const shared = await api(`/api/cart/v2/shared/${token}`);
    expect(shared.cart.items).toHaveLength(1);
    expect(cart.body).not.toContain(shared.products[0].name);
    expect(cart.headers['set-cookie']).toBeUndefined();

    const order = await page(`/order/shared/${token}`);
    expect([order.statusCode, order.body.includes('__federation_expose_SharedOrderPage.')]).toEqual([200, true]);
  });

  it('an order id or link token that cannot be one is the 404 it was, with the 404 screen\'s module', async () => {
    for (const url of ['/en/success/abc', '/failure/-1', '/cart/shared/x']) {
      const res = await page(url);
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.body).toContain('<meta name="robots" content="noindex">');
      expect(res.body).not.toContain('<link rel="preload" href="/remotes/cart-checkout/');
      expect(res.body).toContain(`<link rel="preload" href="/remotes/content-blog/${blog}/remoteEntry.js" as="script">`);
    }
  });
});

describe("the edge's page cache", () => {
  it('sends a page again as it made it, until a write goes through the API', async () => {
    const url = '/en/blog?utm_source=cache-test';
    const first = await page(url);
    expect(first.headers['x-render']).not.toContain('page cached');
    const again = await page(url);
    expect(again.headers['x-render']).toMatch(/; page cached$/);
    expect([again.statusCode, again.headers['cache-control'], again.body]).toEqual([first.statusCode, first.headers['cache-control'], first.body]);
    // A page's vitals beacon is a POST that changes nothing a page shows.
    const beacon = { shell: '1.0.0', language: 'en-gb', device: 'desktop', views: [{ page: 'blog-list', remotes: {}, errors: 0, failed: [] }] };
    expect((await edge.inject({ method: 'POST', url: '/api/rum', payload: beacon })).statusCode).toBe(200);
    expect((await page(url)).headers['x-render']).toMatch(/page cached/);
    // Another query or language is another page.
    expect((await page('/blog?utm_source=cache-test')).headers['x-render']).not.toContain('page cached');
    expect((await page('/en/blog?utm_source=other')).headers['x-render']).not.toContain('page cached');

    const session = await edge.inject({ url: '/api/session' });
    const cookie = session.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const xsrf = session.cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
    const subscribed = await edge.inject({ method: 'POST', url: '/api/email/subscribe', headers: { cookie, 'x-xsrf-token': xsrf }, payload: { email: 'cache@example.com' } });
    expect(subscribed.statusCode).toBe(200);
    expect((await page(url)).headers['x-render']).not.toContain('page cached');
    expect((await page(url)).headers['x-render']).toMatch(/page cached/);
  });

  it('sends a page again as br or gzip compressed once, with the ETag of its HTML, and 304 for it', async () => {
    const url = '/en/blog?utm_source=encodings';
    const made = await page(url);
    const [br, gzip, identity] = await Promise.all(
      ['br', 'gzip', 'identity'].map((encoding) => edge.inject({ url, headers: { host: 'shop.test', 'accept-encoding': encoding } })),
    );
    expect(br!.headers['x-render']).toMatch(/page cached/);
    expect([br!.headers['content-encoding'], gzip!.headers['content-encoding'], identity!.headers['content-encoding']]).toEqual(['br', 'gzip', undefined]);
    expect(brotliDecompressSync(br!.rawPayload).toString('utf8')).toBe(made.body);
    expect(gunzipSync(gzip!.rawPayload).toString('utf8')).toBe(made.body);
    expect(identity!.body).toBe(made.body);
    expect(new Set([made, br, gzip, identity].map((res) => res!.headers.etag)).size).toBe(1);
    expect(String(br!.headers.vary)).toMatch(/accept-encoding/i);
    const revalidated = await edge.inject({ url, headers: { host: 'shop.test', 'accept-encoding': 'br', 'if-none-match': String(made.headers.etag) } });
    expect([revalidated.statusCode, revalidated.body]).toEqual([304, '']);
  });

  it('makes a kept page anew once its catalogue changed elsewhere (another edge, a sweep), not only after 10 s', async () => {
    const url = '/en/blog?utm_source=changed-elsewhere';
    await page(url);
    expect((await page(url)).headers['x-render']).toMatch(/page cached/);
    // Another process's write: straight into the database, not through this edge's API.
    await fixture.db.orm.execute('UPDATE products SET popularity = popularity + 1 WHERE id = (SELECT min(id) FROM products)');
    const changedAt = Date.now();
    // The index follows within its 250 ms check and a rebuild; the page is kept for 10 s.
    while ((await page(url)).headers['x-render']?.toString().includes('page cached')) {
      expect(Date.now() - changedAt).toBeLessThan(4000);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  it('keeps a 404 like any page: the resolver said so', async () => {
    expect((await page('/en/no-such-thing-yet')).statusCode).toBe(404);
    const again = await page('/en/no-such-thing-yet');
    expect([again.statusCode, again.headers['x-render']]).toEqual([404, expect.stringMatching(/page cached/)]);
  });
});
