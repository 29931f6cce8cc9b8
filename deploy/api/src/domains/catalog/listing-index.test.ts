/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { LANGUAGE_CODES } from '@shop/contracts';
import { catchUpListingIndex, ListingIndex, listingIndexOf } from './listing-index';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const one = async <T>(query: ReturnType<typeof sql>): Promise<T> => ((await t.db.orm.execute(query)) as unknown as { rows: T[] }).rows[0]!;
const cheapestFirst = async (categoryId: number) =>
  (await listingIndexOf(t.db)).query({ categoryId, currency: 'USD', selection: { values: [] }, valuesOf: () => [], sort: 'price_asc', limit: 1, offset: 0 }).ids[0];

describe('listingIndexOf', () => {
  it('is one index per database, rebuilt after any change to what listings show, by whoever made it', async () => {
    expect(await listingIndexOf(t.db)).toBe(await listingIndexOf(t.db));
    const { category_id: categoryId, product_id: productId } = await one<{ category_id: number; product_id: number }>(sql`
      SELECT pc.category_id, pc.product_id FROM product_categories pc JOIN product_prices pr ON pr.product_id = pc.product_id AND pr.currency = 'USD'
      ORDER BY pr.price DESC LIMIT 1`);
    expect(await cheapestFirst(categoryId)).not.toBe(productId);
    const before = await listingIndexOf(t.db);

    // The dearest product becomes the cheapest, written straight to the database.
    await t.db.orm.execute(sql`UPDATE product_prices SET price = 1, old_price = NULL WHERE product_id = ${productId} AND currency = 'USD'`);
    let index = await listingIndexOf(t.db);
    for (let tries = 0; index === before && tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      index = await listingIndexOf(t.db);
    }
    expect(index.version).not.toBe(before.version);
    expect(await cheapestFirst(categoryId)).toBe(productId);
  });

  it('does not settle on a version whose change is not committed yet (another process reading meanwhile)', async () => {
    const { category_id: categoryId, product_id: productId } = await one<{ category_id: number; product_id: number }>(sql`
      SELECT pc.category_id, pc.product_id FROM product_categories pc JOIN product_prices pr ON pr.product_id = pc.product_id AND pr.currency = 'USD'
      ORDER BY pr.price DESC, pc.product_id LIMIT 1`);
    await listingIndexOf(t.db);
    const versionNow = async () => (await one<{ v: string }>(sql`SELECT last_value::text AS v FROM catalog_version`)).v;
    const before = await versionNow();

    // A write whose statement has moved the version, its transaction still open.
    let commit!: () => void;
    const held = new Promise<void>((resolve) => (commit = resolve));
    let moved!: () => void;
    const versionMoved = new Promise<void>((resolve) => (moved = resolve));
    const writer = t.db.orm.transaction(async (tx) => {
      await tx.execute(sql`UPDATE product_prices SET price = 1, old_price = NULL WHERE product_id = ${productId} AND currency = 'USD'`);
      moved();
      await held;
    });
    await versionMoved;
    // On PostgreSQL the index reads the moved version now, and must wait for the commit before
    // loading; on PGlite, one connection, the read itself waits behind the transaction.
    const following = catchUpListingIndex(t.db);
    if (t.db.driver === 'pg') expect(await versionNow()).not.toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 100));
    commit();
    await writer;
    await following;

    expect(await cheapestFirst(categoryId)).toBe(productId);
  });

  it('leaves an index alone when nothing listings show changed', async () => {
    const before = await listingIndexOf(t.db);
    await t.db.orm.execute(sql`UPDATE products SET review_count = review_count + 1 WHERE id = 1`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await listingIndexOf(t.db)).toBe(before);
  });

  it('reads the same catalogue a few products a statement as all at once', async () => {
    const whole = await ListingIndex.load(t.db);
    const sliced = await ListingIndex.load(t.db, 7);
    const categories = (await t.db.orm.execute(sql`SELECT id FROM categories ORDER BY id`)) as unknown as { rows: Array<{ id: number }> };
    const answers = (index: ListingIndex) => categories.rows.flatMap(({ id }) => (['rec', 'new', 'price_asc', 'price_desc'] as const).map((sort) => {
      const { ids, total, counts, priceRange } = index.query({ categoryId: id, currency: 'USD', selection: { values: [] }, valuesOf: () => [], sort, limit: 500, offset: 0 });
      return { ids, total, counts: [...counts].sort(([a], [b]) => a - b), priceRange, cards: LANGUAGE_CODES.map((language) => index.cards.cards(ids, { language, currency: 'GEL' })) };
    }));
    expect(answers(sliced)).toEqual(answers(whole));
    expect(answers(whole).some((answer) => answer.ids.length > 0)).toBe(true);
  });
});
