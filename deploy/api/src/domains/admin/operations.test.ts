/** @jest-environment node */
import {
  AdminCategoriesReply, AdminGiftcardReply, AdminReviewReply, ConflictReply, GiftcardListReply, LowStockReply, PointsReply, PromoCodeListReply, PromoCodeReply, ReviewListReply, StockChangeReply,
} from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { contractErrors } from '../../test/contract';
import { createTestApp, startSession, type TestApp } from '../../test/test-app';
import { ok, refusal, rowsIn, Shopper, sizesInStock, setUnits, type Size } from '../../test/test-shopper';
import { balanceAndLedger, issuedCard } from '../giftcard/test-giftcard';
import { newApiToken, secretHash } from './secrets';

let t: TestApp;
let operator: string;
let sizes: Size[];

/** An API token of `role`, written straight into the database (admin.test.ts makes them as people do). */
async function tokenOf(role: 'admin' | 'operator'): Promise<string> {
  const token = newApiToken();
  await t.db.orm.execute(sql`INSERT INTO api_tokens (name, role, token_hash) VALUES (${`test ${role}`}, ${role}, ${secretHash(token)})`);
  return token;
}

beforeAll(async () => {
  t = await createTestApp();
  operator = await tokenOf('operator');
  sizes = await sizesInStock(t, 2, 5);
});
afterAll(async () => { await t.close(); });

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/admin/${url}`, headers: { authorization: `Bearer ${operator}`, ...headers } });
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/admin/${url}`, payload, headers: { authorization: `Bearer ${operator}` } });
const skuAndSize = async (size: Size) =>
  (await rowsIn<{ sku: string; code: string }>(t, sql`
    SELECT p.sku, v.code FROM product_options o JOIN products p ON p.id = o.product_id JOIN attribute_values v ON v.id = o.value_id WHERE o.id = ${size.optionId}`))[0]!;

describe('stock', () => {
  it('sets and adjusts a size by SKU and size, never below zero, and lists what runs out', async () => {
    const { sku, code } = await skuAndSize(sizes[0]!);
    const set = ok(await post('stock', { sku, size: code.toUpperCase(), set: 2, reason: 'stocktake' })).json<StockChangeReply>();
    expect(contractErrors(StockChangeReply, set)).toEqual([]);
    expect(set.stock).toMatchObject({ sku, units: 2, stock_status: 'inStock' });
    expect(refusal(await post('stock', { sku, size: code, adjust: -3 }))).toEqual([400, 'below_zero']);
    expect(ok(await post('stock', { sku, size: code, adjust: -2 })).json<StockChangeReply>().stock).toMatchObject({ units: 0, stock_status: 'outOfStock' });
    expect(refusal(await post('stock', { sku, size: code, set: 1, adjust: 1 }))).toEqual([400, 'validation']);
    expect(refusal(await post('stock', { sku: 'NO-SUCH-SKU', size: code, set: 1 }))).toEqual([400, 'not_found']);

    const low = ok(await get('stock/low?below=1', { 'x-language': 'en-gb' })).json<LowStockReply>();
    expect(contractErrors(LowStockReply, low)).toEqual([]);
    expect(low.stock.find((line) => line.sku === sku)).toMatchObject({ units: 0, name: expect.any(String) });
  });

  it('tells the shoppers who asked for a sold-out size when it is back, once, in their language', async () => {
    const size = sizes[1]!;
    await setUnits(t, [size], 0);
    const session = await startSession(t.app);
    ok(await t.app.inject({
      method: 'POST', url: '/api/cart/v2/oneclick', headers: { cookie: session.cookie, 'x-xsrf-token': session.token, 'x-language': 'en-gb' },
      payload: { customer_name: 'Nino', customer_phone: '+995 555 12 34 56', customer_email: 'nino@example.ge', productId: size.productId, productOption: size.optionId, isRestock: true },
    }));
    const { sku, code } = await skuAndSize(size);
    const back = ok(await post('stock', { sku, size: code, adjust: 3 })).json<StockChangeReply>();
    expect(back).toMatchObject({ notified: 1, stock: { units: 3, stock_status: 'inStock', waiting: 0 } });
    const messages = await rowsIn<{ subject: string; body: string }>(t, sql`SELECT subject, body FROM outbox WHERE recipient = 'nino@example.ge'`);
    expect(messages).toEqual([{ subject: expect.stringMatching(/is back in stock$/), body: expect.stringContaining('/en/') }]);
    ok(await post('stock', { sku, size: code, adjust: 1 }));
    expect(await rowsIn(t, sql`SELECT 1 FROM outbox WHERE recipient = 'nino@example.ge'`)).toHaveLength(1);
  });
});

describe('promo codes', () => {
  it('creates a code that shoppers can apply, lists it with its uses, and ends it', async () => {
    const created = ok(await post('promo-codes', { code: 'winter15', kind: 'percent', value: 15, max_uses_per_client: 1, reason: 'winter sale' })).json<PromoCodeReply>();
    expect(contractErrors(PromoCodeReply, created)).toEqual([]);
    expect(created.code).toMatchObject({ code: 'WINTER15', kind: 'percent', value: 15, uses: 0, ends_at: null });
    expect(refusal(await post('promo-codes', { code: 'Winter15', kind: 'percent', value: 10 }))).toEqual([400, 'code_taken']);
    expect(refusal(await post('promo-codes', { code: 'FLAT5', kind: 'amount', value: 500 }))).toEqual([400, 'validation']);
    expect(refusal(await post('promo-codes', { code: 'BIG10', kind: 'percent', value: 10, min_total: 10_000 }))).toEqual([400, 'validation']);
    expect(refusal(await post('promo-codes', { code: 'HALFOFF', kind: 'percent', value: 150 }))).toEqual([400, 'validation']);

    const shopper = await Shopper.start(t);
    await shopper.add((await sizesInStock(t, 1, 5))[0]!);
    expect(ok(await shopper.post('promocode/apply', { code: 'winter15' })).json()).toMatchObject({ status: 200 });

    expect(ok(await get('promo-codes')).json<PromoCodeListReply>().codes.find((code) => code.code === 'WINTER15')).toBeDefined();
    const ended = ok(await post(`promo-codes/${created.code.id}/disable`, { reason: 'sale over' })).json<PromoCodeReply>();
    expect(ended.code.ends_at).not.toBeNull();
    const other = await Shopper.start(t);
    await other.add((await sizesInStock(t, 1, 5))[0]!);
    expect(refusal(await other.post('promocode/apply', { code: 'WINTER15' }))).toEqual([400, 'has_already_expired']);

    // Enabled again, it applies again.
    const enabled = ok(await post(`promo-codes/${created.code.id}/enable`, { reason: 'one more week' })).json<PromoCodeReply>();
    expect(enabled.code.ends_at).toBeNull();
    expect(ok(await other.post('promocode/apply', { code: 'WINTER15' })).json()).toMatchObject({ status: 200 });
    expect(refusal(await post(`promo-codes/${created.code.id}/enable`, { ends_at: '2020-01-01T00:00:00Z' }))).toEqual([400, 'validation']);
  });

  it('edits every rule of a code from the version it was read at: the later of two edits is refused with who changed it and when', async () => {
    const { code } = ok(await post('promo-codes', { code: 'SPRING', kind: 'percent', value: 10 })).json<PromoCodeReply>();
    const [category] = ok(await get('categories', { 'x-language': 'en-gb' })).json<AdminCategoriesReply>().categories;
    expect(category).toMatchObject({ id: expect.any(Number), path: expect.any(String), name: expect.any(String) });
    const edit = { kind: 'amount', value: 50_000, currency: 'RUB', min_total: 300_000, requires_login: true, customer_groups: ['vip'], category_ids: [category!.id], max_uses: 100 };

    const first = ok(await post(`promo-codes/${code.id}`, { ...edit, version: code.version, reason: 'flat 500 for VIPs' })).json<PromoCodeReply>();
    expect(contractErrors(PromoCodeReply, first)).toEqual([]);
    expect(first.code).toMatchObject({ ...edit, code: 'SPRING', version: code.version + 1, starts_at: null, max_uses_per_client: null });

    const stale = await post(`promo-codes/${code.id}`, { kind: 'percent', value: 20, version: code.version });
    expect(stale.statusCode).toBe(409);
    expect(contractErrors(ConflictReply, stale.json())).toEqual([]);
    expect(stale.json()).toMatchObject({ status: 409, error: 'conflict', changed_by: expect.stringMatching(/^token:\d+ test operator$/), changed_at: expect.any(String) });
    expect(ok(await get(`promo-codes/${code.id}`)).json<PromoCodeReply>().code).toMatchObject({ kind: 'amount', value: 50_000 });

    // A rule left out of an edit is none.
    const cleared = ok(await post(`promo-codes/${code.id}`, { kind: 'percent', value: 20, version: first.code.version })).json<PromoCodeReply>();
    expect(cleared.code).toMatchObject({ kind: 'percent', value: 20, currency: null, min_total: null, requires_login: false, customer_groups: null, category_ids: null, max_uses: null });
    for (const bad of [{ kind: 'amount', value: 500 }, { kind: 'percent', value: 10, version: 0 }, { kind: 'percent', value: 150, version: cleared.code.version }]) {
      expect(refusal(await post(`promo-codes/${code.id}`, bad))).toEqual([400, 'validation']);
    }
    // The code itself never changes: shoppers may have it already.
    const renamed = ok(await post(`promo-codes/${code.id}`, { kind: 'percent', value: 10, code: 'RENAMED', version: cleared.code.version })).json<PromoCodeReply>();
    expect(renamed.code.code).toBe('SPRING');
    expect(refusal(await post('promo-codes/2147483647', { kind: 'percent', value: 10, version: 1 }))).toEqual([400, 'not_found']);
  });
});

describe('gift cards', () => {
  it('finds a card by its buyer, shows its ledger, sends its link again and voids it', async () => {
    const card = await issuedCard(t);
    const list = ok(await get(`giftcards?search=${card.number.slice(-6)}`)).json<GiftcardListReply>();
    expect(contractErrors(GiftcardListReply, list)).toEqual([]);
    const [found] = list.giftcards;
    expect(found).toMatchObject({ number_last4: card.number.slice(-4), balance: 5_000, initial_amount: 5_000 });
    expect(JSON.stringify(list)).not.toContain(card.number);

    const before = await rowsIn(t, sql`SELECT 1 FROM outbox WHERE recipient = ${found!.recipient}`);
    expect(ok(await post(`giftcards/${found!.id}/resend`, {})).json()).toEqual({ status: 200, sent_to: found!.recipient });
    expect(await rowsIn(t, sql`SELECT 1 FROM outbox WHERE recipient = ${found!.recipient}`)).toHaveLength(before.length + 1);

    const voided = ok(await post(`giftcards/${found!.id}/void`, { reason: 'reported stolen' })).json<AdminGiftcardReply>();
    expect(contractErrors(AdminGiftcardReply, voided)).toEqual([]);
    expect(voided.giftcard.balance).toBe(0);
    expect(voided.ledger.map((entry) => [entry.action, entry.amount])).toEqual([['issued', 5_000], ['voided', -5_000]]);
    expect(await balanceAndLedger(t, card.number)).toEqual({ balance: 0, ledger: 0 });
    expect(refusal(await post(`giftcards/${found!.id}/void`, {}))).toEqual([400, 'already_voided']);
  });
});

describe('points', () => {
  it("adjusts a customer's points with a reason, never below zero, and the customer sees it", async () => {
    const shopper = await Shopper.loggedIn(t, { loyaltyStatus: 'active' });
    const added = ok(await post(`customers/${shopper.customerId}/points`, { points: 500, reason: 'sorry for the late parcel' })).json<PointsReply>();
    expect(contractErrors(PointsReply, added)).toEqual([]);
    expect(added).toMatchObject({ balance: 500, ledger: [expect.objectContaining({ action: 'adjusted', points: 500 })] });
    expect(refusal(await post(`customers/${shopper.customerId}/points`, { points: -501, reason: 'typo' }))).toEqual([400, 'below_zero']);
    expect(refusal(await post(`customers/${shopper.customerId}/points`, { points: 10 }))).toEqual([400, 'validation']);
    const history = ok(await shopper.get('account/rewards-history')).json<{ history: Array<{ action: string; points: number }> }>();
    expect(history.history[0]).toMatchObject({ action: 'adjusted', points: 500 });
  });

  it('lets two takings that together exceed the balance race: exactly one wins', async () => {
    const shopper = await Shopper.loggedIn(t, { loyaltyStatus: 'active' });
    ok(await post(`customers/${shopper.customerId}/points`, { points: 100, reason: 'gift' }));
    const replies = await Promise.all([1, 2].map(() => post(`customers/${shopper.customerId}/points`, { points: -80, reason: 'correction' })));
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 400]);
    expect(ok(await get(`customers/${shopper.customerId}/points`)).json<PointsReply>().balance).toBe(20);
  });
});

describe('reviews', () => {
  it('lists new reviews, and hiding one takes it off the product page and out of its rating', async () => {
    const shopper = await Shopper.loggedIn(t, { firstname: 'Ира' });
    const productId = sizes[0]!.productId;
    const reviewsOf = async () => ok(await shopper.post('review/get-product-reviews', { product_id: productId, page: 1 })).json<{ reviews: Array<{ id: number }>; rating: { count: number } }>();
    const before = await reviewsOf();
    ok(await shopper.post('review/add-product-review', { product_id: productId, score: 1, title: 'Ужасно', text: 'Реклама: купите часы на example.com' }));
    const fresh = ok(await get('reviews?status=new')).json<ReviewListReply>();
    expect(contractErrors(ReviewListReply, fresh)).toEqual([]);
    const review = fresh.reviews.find((entry) => entry.product_id === productId)!;
    expect(review).toMatchObject({ status: 'new', score: 1 });
    expect((await reviewsOf()).rating.count).toBe(before.rating.count + 1);

    const hidden = ok(await post(`reviews/${review.id}/status`, { status: 'hidden', reason: 'spam' })).json<AdminReviewReply>();
    expect(hidden.review.status).toBe('hidden');
    const after = await reviewsOf();
    expect(after.rating.count).toBe(before.rating.count);
    expect(after.reviews.map((entry) => entry.id)).not.toContain(review.id);
    ok(await post(`reviews/${review.id}/status`, { status: 'published' }));
    expect((await reviewsOf()).rating.count).toBe(before.rating.count + 1);
  });
});
