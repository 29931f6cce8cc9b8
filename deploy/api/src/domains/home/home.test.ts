/** @jest-environment node */
import {
  AbBannerReply, CarouselReply, HOME_ROW_SIZE, HomeBlocksReply, LANGUAGE_CODES, LatestPostsReply, ProductRowReply, ResolveReply, TaglineReply,
  type BannerImage, type HomePage, type LanguageCode, type ProductCard, type SettingsReply,
} from '@shop/contracts';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { rowsOf } from '../../db/client';
import { homepageFor } from '../../db/seed-data/home';
import { contractErrors } from '../../test/contract';
import { cookiesOf, testAppWithSession } from '../../test/test-app';
import { PRIOR_SCORE, PRIOR_WEIGHT } from './home-repository';

const api = testAppWithSession();

const get = (url: string, language: LanguageCode = 'ru-ru', cookie?: string) =>
  api.t.app.inject({ method: 'GET', url, headers: { 'x-language': language, ...(cookie ? { cookie } : {}) } });

/** A 200 reply that keeps its contract. */
async function ok<T>(response: Promise<{ statusCode: number; json: () => unknown }>, contract: Parameters<typeof contractErrors>[0]): Promise<T> {
  const reply = await response;
  expect(reply.statusCode).toBe(200);
  expect(contractErrors(contract, reply.json())).toEqual([]);
  return reply.json() as T;
}

const blocksOf = (body: unknown, language: LanguageCode = 'ru-ru') =>
  ok<HomeBlocksReply>(api.post('/api/promo_legacy/get/all', body, { 'x-language': language }), HomeBlocksReply);

const KA_SCRIPT = /[\u10D0-\u10FF]/;
const RU_SCRIPT = /[А-Яа-я]/;

/** The same picture, sized 1280 wide, with the URLs of the media route. */
function expectBannerImage(image: BannerImage): void {
  expect(image.width).toBe(1280);
  expect(image.height).toBeGreaterThan(0);
  expect(image.urls).toEqual({
    400: expect.stringMatching(/^\/api\/media\/banner\/\d+-400\.webp$/),
    768: expect.stringMatching(/^\/api\/media\/banner\/\d+-768\.webp$/),
    1280: expect.stringMatching(/^\/api\/media\/banner\/\d+-1280\.webp$/),
  });
}

describe('POST /api/promo_legacy/get/all', () => {
  it.each(LANGUAGE_CODES)('answers the blocks in page order in %s: a hero, category tiles, promo blocks', async (language) => {
    const { blocks } = await blocksOf({}, language);
    expect(blocks.map((block) => block.type)).toEqual(['hero', 'category', 'category', 'category', 'category', 'category', 'category', 'promo', 'promo']);
    for (const block of blocks) {
      expectBannerImage(block.image);
      expect(block.href).toMatch(/^\/(?!en\/|ka\/)/);
      expect(block.title).toMatch(language === 'ka-ge' ? KA_SCRIPT : language === 'ru-ru' ? RU_SCRIPT : /^[A-Z]/);
    }
    expect(blocks[0]).toMatchObject({ subtitle: expect.any(String), text: expect.any(String), button: expect.any(String) });
  });

  it('gives every block the same id, link and picture in each language', async () => {
    const neutral = async (language: LanguageCode) => (await blocksOf({}, language)).blocks.map(({ id, type, href, image }) => ({ id, type, href, image }));
    const russian = await neutral('ru-ru');
    expect(await neutral('en-gb')).toEqual(russian);
    expect(await neutral('ka-ge')).toEqual(russian);
  });

  it('links each category tile to a category, and every other block to a page that exists', async () => {
    const { blocks } = await blocksOf({});
    for (const block of blocks) {
      const reply = await ok<ResolveReply>(get(`/api/url/resolve?path=${encodeURIComponent(block.href)}`), ResolveReply);
      if (block.type === 'category') expect(reply).toMatchObject({ type: 'category', url_path: block.href.slice(1) });
    }
  });

  it('keeps only the types asked for in data.types', async () => {
    const { blocks } = await blocksOf({ data: { types: ['category', 'hero'] } });
    expect(blocks.map((block) => block.type)).toEqual(['hero', ...Array(6).fill('category')]);
    expect((await blocksOf({ data: { types: [] } })).blocks).toEqual([]);
    expect((await blocksOf({ data: {} })).blocks).toHaveLength(9);
  });

  it.each([
    [{ data: { types: ['banner'] } }],
    [{ data: { types: 'hero' } }],
    [{ data: 'all' }],
    [{ data: { types: ['hero', 'hero', 'hero', 'hero'] } }],
  ])('answers 400 validation to %j', async (body) => {
    const response = await api.post('/api/promo_legacy/get/all', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, error: 'validation' });
  });

  it('refuses a POST without the XSRF header', async () => {
    const response = await api.t.app.inject({ method: 'POST', url: '/api/promo_legacy/get/all', payload: {}, headers: { cookie: api.session.cookie } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ status: 403, error: 'xsrf' });
  });
});

describe('POST /api/promo_legacy/fetch-carousel/', () => {
  it.each(LANGUAGE_CODES)('answers the slides in %s, each with words, a link and a picture', async (language) => {
    const { slides } = await ok<CarouselReply>(api.post('/api/promo_legacy/fetch-carousel/', {}, { 'x-language': language }), CarouselReply);
    expect(slides.length).toBeGreaterThanOrEqual(3);
    for (const slide of slides) {
      expectBannerImage(slide.image);
      expect(slide.text).toBeTruthy();
      if (language === 'ka-ge') expect(slide.title).toMatch(KA_SCRIPT);
    }
    expect(slides.map((slide) => slide.href)).toContain('/sale');
  });
});

describe('POST /api/promo_legacy/fetch-tagline/', () => {
  it.each(LANGUAGE_CODES)('answers the settings\' promo strip of %s', async (language) => {
    const { tagline } = await ok<TaglineReply>(api.post('/api/promo_legacy/fetch-tagline/', undefined, { 'x-language': language }), TaglineReply);
    const { settings } = (await get(`/api/settings/${language}`)).json<SettingsReply>();
    expect(tagline).toEqual(settings.header.tagline);
    expect(tagline.status).toBe(true);
  });
});

describe('GET /api/ab/get-banner', () => {
  const VARIANTS = homepageFor('ru-ru').ab_banner_variants.map((variant) => variant.id);
  const banner = async (language: LanguageCode = 'ru-ru', cookie?: string) => {
    const response = await get('/api/ab/get-banner', language, cookie);
    expect(response.statusCode).toBe(200);
    expect(contractErrors(AbBannerReply, response.json())).toEqual([]);
    expect(response.headers['cache-control']).toBe('private, no-store');
    return { banner: response.json<AbBannerReply>().banner!, cookie: cookiesOf(response).ab_banner };
  };

  it('gives a new visitor one of the variants and keeps it in the ab_banner cookie', async () => {
    const first = await banner();
    expectBannerImage(first.banner.image);
    expect(first.cookie).toBe(first.banner.id);
    for (let i = 0; i < 5; i++) {
      const again = await banner('ru-ru', `ab_banner=${first.cookie}`);
      expect(again.banner).toEqual(first.banner);
      // Already kept: nothing to set.
      expect(again.cookie).toBeUndefined();
    }
  });

  it('keeps the variant when the visitor changes language, in the new language\'s words', async () => {
    const { banner: russian } = await banner();
    const { banner: english } = await banner('en-gb', `ab_banner=${russian.id}`);
    expect(english.id).toBe(russian.id);
    expect(english.title).not.toBe(russian.title);
  });

  it('shares new visitors out among all the variants', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 60 && seen.size < VARIANTS.length; i++) seen.add((await banner()).banner.id);
    expect([...seen].sort()).toEqual([...VARIANTS].sort());
  });

  it.each(['unknown-variant', '', '%00', 'delivery-free;x', 'a'.repeat(500), '<script>'])('answers a fresh valid variant to the cookie %j', async (value) => {
    const { banner: fresh, cookie } = await banner('ru-ru', `ab_banner=${encodeURIComponent(value)}`);
    expect(VARIANTS).toContain(fresh.id);
    expect(cookie).toBe(fresh.id);
  });
});

describe('product rows', () => {
  type Row = 'product-favourite' | 'product-sale' | 'product-newest';
  const row = async (path: Row, language: LanguageCode = 'ru-ru') => (await ok<ProductRowReply>(get(`/api/promo_legacy/${path}`, language), ProductRowReply)).products;
  const one = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => rowsOf<T>(await api.t.db.orm.execute(query));

  it.each(['product-favourite', 'product-sale', 'product-newest'] as const)('%s answers 12 cards in the shop currency, named in each language', async (path) => {
    const russian = await row(path);
    expect(russian).toHaveLength(HOME_ROW_SIZE);
    expect(new Set(russian.map((card) => card.id)).size).toBe(HOME_ROW_SIZE);
    for (const card of russian) expect(card.currency).toBe('USD');
    const georgian = await row(path, 'ka-ge');
    expect(georgian.map((card) => card.id)).toEqual(russian.map((card) => card.id));
    expect(georgian[0]!.name).toMatch(KA_SCRIPT);
    expect((await row(path, 'en-gb'))[0]!.name).not.toBe(russian[0]!.name);
  });

  it('favourite: best rated first, an average weighed by how many reviewed', async () => {
    const cards = await row('product-favourite');
    const stats = await one<{ id: number; n: number; s: number }>(sql`
      SELECT id, review_count AS n, review_score_sum AS s FROM products WHERE review_count > 0`);
    const score = ({ n, s }: { n: number; s: number }) => (Number(s) + PRIOR_SCORE * PRIOR_WEIGHT) / (Number(n) + PRIOR_WEIGHT);
    const best = [...stats].sort((a, b) => score(b) - score(a) || Number(b.n) - Number(a.n) || Number(a.id) - Number(b.id)).slice(0, HOME_ROW_SIZE);
    expect(cards.map((card) => card.id)).toEqual(best.map((product) => Number(product.id)));
  });

  it('sale: every product has an old price, bestsellers first', async () => {
    const cards = await row('product-sale');
    for (const card of cards) expect(card.old_price).toBeGreaterThan(card.price);
    const expected = await one<{ id: number }>(sql`
      SELECT p.id FROM products p JOIN product_prices pr ON pr.product_id = p.id AND pr.currency = 'USD'
      WHERE pr.old_price IS NOT NULL ORDER BY p.popularity DESC, p.id LIMIT ${HOME_ROW_SIZE}`);
    expect(cards.map((card) => card.id)).toEqual(expected.map((product) => Number(product.id)));
  });

  it('favourite: a new review counts once the kept ranking is a minute old, read again while the kept one answers', async () => {
    const ids = (cards: ProductCard[]) => cards.map((card) => card.id);
    const before = ids(await row('product-favourite'));
    const [outsider] = await one<{ id: number; n: number; s: number }>(sql`
      SELECT id, review_count AS n, review_score_sum AS s FROM products WHERE id <> ALL(${`{${before.join(',')}}`}::int[]) ORDER BY id LIMIT 1`);
    const raise = (n: number, s: number) => api.t.db.orm.execute(sql`UPDATE products SET review_count = ${n}, review_score_sum = ${s} WHERE id = ${outsider!.id}`);
    await raise(500, 2500);
    const clock = jest.spyOn(Date, 'now');
    try {
      expect(ids(await row('product-favourite'))).toEqual(before);
      const later = Date.now() + 61_000;
      clock.mockReturnValue(later);
      expect(ids(await row('product-favourite'))).toEqual(before);
      let after = before;
      for (let tries = 0; tries < 50 && after[0] !== Number(outsider!.id); tries++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        after = ids(await row('product-favourite'));
      }
      expect(after).toEqual([Number(outsider!.id), ...before.slice(0, HOME_ROW_SIZE - 1)]);
    } finally {
      clock.mockRestore();
      await raise(Number(outsider!.n), Number(outsider!.s));
    }
  });

  it('newest: the last products created', async () => {
    const cards = await row('product-newest');
    const expected = await one<{ id: number }>(sql`SELECT id FROM products ORDER BY created_at DESC, id DESC LIMIT ${HOME_ROW_SIZE}`);
    expect(cards.map((card) => card.id)).toEqual(expected.map((product) => Number(product.id)));
  });
});

describe('GET /api/promo_legacy/latest-posts', () => {
  it.each(LANGUAGE_CODES)('answers the newest posts as the blog list shows them, in %s', async (language) => {
    const { posts } = await ok<LatestPostsReply>(get('/api/promo_legacy/latest-posts', language), LatestPostsReply);
    expect(posts).toHaveLength(4);
    const list = (await get('/api/blog/posts/1', language)).json<{ posts: unknown[] }>();
    expect(posts).toEqual(list.posts.slice(0, 4));
  });
});

describe('GET /api/url/resolve?path=/', () => {
  it.each(LANGUAGE_CODES)('carries the home page\'s data in %s, as its endpoints answer it', async (language) => {
    const reply = await ok<ResolveReply>(get('/api/url/resolve?path=%2F', language), ResolveReply);
    expect(reply).toMatchObject({ type: 'home', url_path: '' });
    const { home } = reply.data as { home: HomePage };
    const headers = { 'x-language': language };
    expect(home.blocks).toEqual((await api.post('/api/promo_legacy/get/all', {}, headers)).json<HomeBlocksReply>().blocks);
    expect(home.carousel).toEqual((await api.post('/api/promo_legacy/fetch-carousel/', {}, headers)).json<CarouselReply>().slides);
    expect(home.favourite).toEqual((await get('/api/promo_legacy/product-favourite', language)).json<ProductRowReply>().products);
    expect(home.sale).toEqual((await get('/api/promo_legacy/product-sale', language)).json<ProductRowReply>().products);
    expect(home.newest).toEqual((await get('/api/promo_legacy/product-newest', language)).json<ProductRowReply>().products);
    expect(home.posts).toEqual((await get('/api/promo_legacy/latest-posts', language)).json<LatestPostsReply>().posts);
    // The A/B banner differs per visitor: the page asks for it, and resolve sets no ab_banner cookie.
    expect(home).not.toHaveProperty('banner');
  });

  it('sets no A/B cookie', async () => {
    const response = await get('/api/url/resolve?path=%2F');
    expect(cookiesOf(response).ab_banner).toBeUndefined();
  });
});

describe('GET /api/media/banner/{id}-{width}.webp', () => {
  it.each([400, 768, 1280])('draws every picture the home page names at %i px, in its proportions', async (width) => {
    const { blocks } = await blocksOf({});
    const { slides } = (await api.post('/api/promo_legacy/fetch-carousel/', {})).json<CarouselReply>();
    for (const { image } of [blocks[0]!, blocks[1]!, blocks[7]!, slides[0]!]) {
      const response = await api.t.app.inject({ method: 'GET', url: image.urls[width as 400 | 768 | 1280] });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'webp', width, height: Math.round((width * image.height) / image.width) });
    }
  });

  it('answers 404 JSON for a banner that does not exist', async () => {
    const response = await api.t.app.inject({ method: 'GET', url: '/api/media/banner/999999-400.webp' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, error: 'not_found' });
  });

  it.each(['1-500.webp', '1-400.png', 'x-400.webp', '1234567-400.webp'])('answers validation for %s', async (file) => {
    const response = await api.t.app.inject({ method: 'GET', url: `/api/media/banner/${file}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, error: 'validation' });
  });
});
