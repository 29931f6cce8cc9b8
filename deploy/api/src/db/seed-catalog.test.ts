/** @jest-environment node */
import { count, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/test-app';
import { TEST_SEED_SIZE } from '../test/test-env';
import { appMeta, categories, products } from './schema';
import { seed, SEED_VERSION } from './seed';
import { homepageFor } from './seed-data/home';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => ((await t.db.orm.execute(query)) as unknown as { rows: T[] }).rows;
const one = async <T>(query: ReturnType<typeof sql>): Promise<T> => (await rows<T>(query))[0]!;

describe('the seeded catalogue', () => {
  it('has the products the size asked for, each translated, priced, sized and pictured', async () => {
    const facts = await one<Record<string, string | number>>(sql`SELECT
      (SELECT count(*) FROM products)::int AS products,
      (SELECT count(*) FROM products p WHERE (SELECT count(*) FROM product_translations t WHERE t.product_id = p.id) <> 3)::int AS untranslated,
      (SELECT count(*) FROM products p WHERE (SELECT count(*) FROM product_prices r WHERE r.product_id = p.id) <> 3)::int AS unpriced,
      (SELECT count(*) FROM products p WHERE NOT EXISTS (SELECT 1 FROM product_options o WHERE o.product_id = p.id))::int AS unsized,
      (SELECT count(*) FROM products p WHERE (SELECT count(*) FROM product_images i WHERE i.product_id = p.id) NOT BETWEEN 2 AND 5)::int AS badly_pictured,
      (SELECT count(DISTINCT a.attribute_code) FROM product_attribute_values pav JOIN attribute_values a ON a.id = pav.value_id)::int AS filter_attributes,
      (SELECT count(DISTINCT stock_status) FROM product_options)::int AS stock_statuses`);
    expect(facts).toEqual({ products: TEST_SEED_SIZE, untranslated: 0, unpriced: 0, unsized: 0, badly_pictured: 0, filter_attributes: 3, stock_statuses: 4 });
  });

  it('gives each size units consistent with its stock status: none when sold out, a few otherwise', async () => {
    const stock = await one<Record<string, number>>(sql`SELECT
      (SELECT count(*) FROM product_options WHERE stock_status = 'outOfStock' AND stock_quantity <> 0)::int AS sold_out_with_units,
      (SELECT count(*) FROM product_options WHERE stock_status <> 'outOfStock' AND stock_quantity NOT BETWEEN 1 AND 6)::int AS in_stock_without_units,
      (SELECT count(DISTINCT stock_quantity) FROM product_options)::int AS quantities`);
    expect(stock).toEqual({ sold_out_with_units: 0, in_stock_without_units: 0, quantities: 7 });
  });

  it('gives every city with a pickup_point rate two or three pickup points, and each paid rate its free-delivery threshold', async () => {
    const facts = await one<Record<string, number>>(sql`SELECT
      (SELECT count(*) FROM shipping_rates r WHERE r.method_code = 'pickup_point'
        AND (SELECT count(*) FROM pickup_points p WHERE p.city_id = r.city_id) NOT BETWEEN 2 AND 3)::int AS badly_served,
      (SELECT count(*) FROM pickup_points p WHERE NOT EXISTS (SELECT 1 FROM shipping_rates r WHERE r.city_id = p.city_id AND r.method_code = 'pickup_point'))::int AS stray,
      (SELECT count(*) FROM pickup_points p WHERE (SELECT count(*) FROM pickup_point_translations t WHERE t.point_id = p.id) <> 3)::int AS untranslated,
      (SELECT count(*) FROM shipping_rate_prices WHERE (price > 0) <> (free_from IS NOT NULL))::int AS thresholds_amiss,
      (SELECT min(free_from) FROM shipping_rate_prices WHERE currency = 'USD')::int AS usd_free_from`);
    expect(facts).toEqual({ badly_served: 0, stray: 0, untranslated: 0, thresholds_amiss: 0, usd_free_from: 6000 });
  });

  it('gives every category and product a url_rewrites row', async () => {
    const missing = await one<{ n: number }>(sql`SELECT (
      (SELECT count(*) FROM categories c WHERE NOT EXISTS (SELECT 1 FROM url_rewrites u WHERE u.path = c.url_path AND u.type = 'category' AND u.entity_id = c.id))
      + (SELECT count(*) FROM products p WHERE NOT EXISTS (SELECT 1 FROM url_rewrites u WHERE u.path = p.url_path AND u.type = 'product' AND u.entity_id = p.id))
    )::int AS n`);
    expect(missing.n).toBe(0);
  });

  it('lists each product in its category, the ancestors and its collections', async () => {
    const misplaced = await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM products p JOIN categories c ON c.id = p.category_id
      WHERE EXISTS (SELECT 1 FROM unnest(string_to_array(c.path, '/')::int[]) a(id)
        WHERE NOT EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id AND pc.category_id = a.id))`);
    expect(misplaced.n).toBe(0);
    const sale = await one<{ listed: number; reduced: number }>(sql`SELECT
      (SELECT count(*) FROM product_categories pc JOIN categories c ON c.id = pc.category_id WHERE c.url_path = 'sale')::int AS listed,
      (SELECT count(*) FROM product_prices WHERE currency = 'USD' AND old_price IS NOT NULL)::int AS reduced`);
    expect(sale.listed).toBe(sale.reduced);
    expect(sale.listed).toBeGreaterThan(0);
  });

  it('builds the word list typos are corrected against', async () => {
    const words = await rows<{ language: string; word: string }>(sql`SELECT language, word FROM search_words WHERE word IN ('платье', 'dress', 'კაბა') ORDER BY language`);
    expect(words).toEqual([{ language: 'en-gb', word: 'dress' }, { language: 'ka-ge', word: 'კაბა' }, { language: 'ru-ru', word: 'платье' }]);
  });

  it('moves the id sequences past the seeded ids', async () => {
    const [last] = await t.db.orm.select({ max: sql<number>`max(${categories.id})::int` }).from(categories);
    const next = await one<{ id: number }>(sql`SELECT nextval(pg_get_serial_sequence('categories', 'id'))::int AS id`);
    expect(next.id).toBe(last!.max + 1);
  });

  it('is added once to a database seeded by the version without a catalogue', async () => {
    // Back to what version 1 left: content only.
    await t.db.orm.execute(sql`DELETE FROM url_rewrites WHERE type IN ('category', 'product')`);
    await t.db.orm.execute(sql`TRUNCATE products, categories, attributes, countries, shipping_methods CASCADE`);
    await t.db.orm.update(appMeta).set({ value: { size: 20, version: 1 } }).where(eq(appMeta.key, 'seed'));

    await expect(seed(t.db, { size: 40 })).resolves.toEqual({ seeded: true, size: 40 });
    expect((await t.db.orm.select({ n: count() }).from(products))[0]!.n).toBe(40);
    const [marker] = await t.db.orm.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, 'seed'));
    expect(marker!.value).toEqual({ size: 40, version: SEED_VERSION });

    await expect(seed(t.db, { size: 40 })).resolves.toEqual({ seeded: false, size: 40 });
    expect((await t.db.orm.select({ n: count() }).from(products))[0]!.n).toBe(40);
  });

  it('gets its reviews once when seeded by the version without them, each product\'s count and score sum matching', async () => {
    await t.db.orm.execute(sql`TRUNCATE product_reviews, countries, shipping_methods CASCADE`);
    await t.db.orm.execute(sql`UPDATE products SET review_count = 0, review_score_sum = 0`);
    await t.db.orm.update(appMeta).set({ value: { size: 40, version: 2 } }).where(eq(appMeta.key, 'seed'));

    await expect(seed(t.db, { size: 40 })).resolves.toEqual({ seeded: true, size: 40 });
    const reviews = await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM product_reviews`);
    expect(reviews.n).toBeGreaterThan(10);
    const mismatched = await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM products p
      WHERE p.review_count <> (SELECT count(*) FROM product_reviews r WHERE r.product_id = p.id)
         OR p.review_score_sum <> (SELECT coalesce(sum(score), 0) FROM product_reviews r WHERE r.product_id = p.id)`);
    expect(mismatched.n).toBe(0);
    await expect(seed(t.db, { size: 40 })).resolves.toEqual({ seeded: false, size: 40 });
    expect((await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM product_reviews`)).n).toBe(reviews.n);
  });

  it('gets its delivery data once when seeded by the version without it', async () => {
    await t.db.orm.execute(sql`TRUNCATE countries, shipping_methods CASCADE`);
    await t.db.orm.update(appMeta).set({ value: { size: 40, version: 3 } }).where(eq(appMeta.key, 'seed'));

    await expect(seed(t.db, { size: 40 })).resolves.toEqual({ seeded: true, size: 40 });
    const counted = async () => one<{ countries: number; cities: number; rates: number }>(sql`SELECT
      (SELECT count(*) FROM countries)::int AS countries, (SELECT count(*) FROM cities)::int AS cities, (SELECT count(*) FROM shipping_rates)::int AS rates`);
    const after = await counted();
    expect(after.countries).toBeGreaterThanOrEqual(3);
    await expect(seed(t.db, { size: 40 })).resolves.toEqual({ seeded: false, size: 40 });
    expect(await counted()).toEqual(after);
  });

  it('gets the home page once when seeded by the version before it (4), the other settings untouched', async () => {
    await t.db.orm.execute(sql`UPDATE settings SET data = data - 'homepage'`);
    await t.db.orm.update(appMeta).set({ value: { size: 40, version: 4 } }).where(eq(appMeta.key, 'seed'));
    const settingsRows = () => rows<{ language: 'ru-ru' | 'en-gb' | 'ka-ge'; data: Record<string, unknown> }>(sql`SELECT language, data FROM settings ORDER BY language`);
    const before = await settingsRows();

    await expect(seed(t.db, { size: 40 })).resolves.toEqual({ seeded: true, size: 40 });
    const after = await settingsRows();
    expect(after.map(({ language }) => language)).toEqual(before.map(({ language }) => language));
    after.forEach(({ language, data }, i) => expect(data).toEqual({ ...before[i]!.data, homepage: homepageFor(language) }));
    await expect(seed(t.db, { size: 40 })).resolves.toEqual({ seeded: false, size: 40 });
  });

  it('gets the stories, the page groups of the settings, /info and the payment page\'s address once when seeded by version 12', async () => {
    await t.db.orm.execute(sql`DELETE FROM product_stories`);
    await t.db.orm.execute(sql`UPDATE settings SET data = data - 'product' - 'categorySettings' - 'inSPBSettings' - 'infoPage'`);
    await t.db.orm.execute(sql`DELETE FROM url_rewrites WHERE path IN ('info', 'online-payment')`);
    await t.db.orm.execute(sql`DELETE FROM info_pages WHERE url_path = 'info'`);
    await t.db.orm.update(appMeta).set({ value: { size: 40, version: 12 } }).where(eq(appMeta.key, 'seed'));

    await expect(seed(t.db, { size: 40 })).resolves.toEqual({ seeded: true, size: 40 });
    const counted = async () => one<{ stories: number; rewrites: string; groups: number }>(sql`SELECT
      (SELECT count(*) FROM product_stories)::int AS stories,
      (SELECT string_agg(path || ':' || type, ' ' ORDER BY path) FROM url_rewrites WHERE path IN ('info', 'online-payment')) AS rewrites,
      (SELECT count(*) FROM settings WHERE data ?& array['product', 'categorySettings', 'inSPBSettings', 'infoPage'])::int AS groups`);
    const after = await counted();
    expect(after).toEqual({ stories: expect.any(Number), rewrites: 'info:page online-payment:payment', groups: 3 });
    expect(after.stories).toBeGreaterThan(10);
    await expect(seed(t.db, { size: 40 })).resolves.toEqual({ seeded: false, size: 40 });
    expect(await counted()).toEqual(after);
  });
});
