/** @jest-environment node */
import { CurrencyChangeReply, type CartReply, type CurrencyCode } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { contractErrors } from '../../test/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ok, refusal, rowsIn, Shopper, sizesInStock, type Size } from '../../test/test-shopper';
import { issuedCard } from '../giftcard/test-giftcard';
import { forgetSettings } from '../settings/settings-repository';

// POST /cart/v2/set-currency (spec §1): a cart has one currency; switching re-prices it, and what
// cannot go with it (a code or a card in another currency) comes off with a word for the shopper.

let t: TestApp;
let sizes: Size[];

beforeAll(async () => {
  t = await createTestApp();
  sizes = await sizesInStock(t, 2, 50);
});
afterAll(() => t.close());

const totalsOf = (body: CartReply) => Object.fromEntries(body.cart.totals.map((total) => [total.code, total.value]));

async function switchTo(shopper: Shopper, currency: CurrencyCode): Promise<CurrencyChangeReply> {
  const body = ok(await shopper.post('cart/v2/set-currency', { currency })).json<CurrencyChangeReply>();
  expect(contractErrors(CurrencyChangeReply, body)).toEqual([]);
  return body;
}

describe('POST /cart/v2/set-currency', () => {
  it('re-prices the lines, products and recommendations from the price lists of the new currency', async () => {
    const shopper = await Shopper.start(t);
    await shopper.add(sizes[0]!);
    await shopper.add(sizes[1]!);
    expect((await shopper.cart()).cart.currency).toBe('USD');
    for (const currency of ['RUB', 'GEL', 'USD'] as const) {
      const body = await switchTo(shopper, currency);
      const goods = sizes[0]!.prices[currency] + sizes[1]!.prices[currency];
      expect([body.cart.currency, body.removed, totalsOf(body)]).toEqual([currency, [], { subtotal: goods, total: goods }]);
      expect([...body.products, ...body.recommendations].every((product) => product.currency === currency)).toBe(true);
      // Later replies keep it, whatever header they carry.
      expect((await shopper.cart()).cart.currency).toBe(currency);
    }
  });

  it('takes off a code bound to another currency and a card in another, and says so; a percent code without a minimum stays', async () => {
    const shopper = await Shopper.start(t);
    await shopper.add(sizes[0]!);
    ok(await shopper.post('promocode/apply', { code: 'WELCOME10' }));
    const card = await issuedCard(t);
    ok(await shopper.post('giftcard/use', { cardNumber: card.number, cardCVC: card.pin }));

    const lari = await switchTo(shopper, 'GEL');
    expect(lari.removed).toEqual(['giftcard']);
    expect([lari.promocode, lari.cart.additional.giftcard]).toEqual(['WELCOME10', undefined]);
    expect(totalsOf(lari)).toMatchObject({ subtotal: sizes[0]!.prices.GEL, promocode: -Math.floor(sizes[0]!.prices.GEL / 10) });

    const roubles = await Shopper.start(t, 'RUB');
    await roubles.add(sizes[0]!);
    // Three of a 20-50 $ size cost over 5 000 ₽, the code's minimum.
    ok(await roubles.post('cart/v2/change-item-quantity', { item_id: (await roubles.cart()).cart.items[0]!.item_id, quantity: 3 }));
    ok(await roubles.post('promocode/apply', { code: 'RUB500' }));
    expect(totalsOf(await roubles.cart())).toMatchObject({ promocode: -50_000 });
    const dollars = await switchTo(roubles, 'USD');
    expect([dollars.removed, dollars.promocode, dollars.no_discount]).toEqual([['promocode'], null, 0]);
    // Switching back does not bring it back: it was taken off, as the shopper was told.
    expect((await switchTo(roubles, 'RUB')).promocode).toBeNull();
  });

  it('takes the checkout order along: delivery in the new currency, and the order placed in it', async () => {
    const shopper = await Shopper.start(t);
    await shopper.add(sizes[0]!);
    const orderId = await shopper.checkout('cash_on_delivery');
    const lari = await switchTo(shopper, 'GEL');
    expect(lari.cart.orderId).toBe(orderId);
    expect(totalsOf(lari)).toEqual({ subtotal: sizes[0]!.prices.GEL, delivery: 1_200, total: sizes[0]!.prices.GEL + 1_200 });
    ok(await shopper.place('cash_on_delivery'));
    expect(await rowsIn(t, sql`SELECT currency, grand_total FROM orders WHERE id = ${orderId}`)).toEqual([{ currency: 'GEL', grand_total: sizes[0]!.prices.GEL + 1_200 }]);
    expect(await rowsIn(t, sql`SELECT price FROM order_lines WHERE order_id = ${orderId}`)).toEqual([{ price: sizes[0]!.prices.GEL }]);
  });

  it('lets an emptied cart take the currency of the next add', async () => {
    const shopper = await Shopper.start(t);
    await shopper.add(sizes[0]!);
    ok(await shopper.post('cart/v2/remove-item/', { item_id: (await shopper.cart()).cart.items[0]!.item_id }));
    const again = ok(await shopper.post('cart/v2/add', { product_id: sizes[0]!.productId, option_value_id: sizes[0]!.optionId, quantity: 1 }, { 'x-currency': 'RUB' }));
    expect(again.json<CartReply>().cart.currency).toBe('RUB');
  });

  it('refuses a currency the shop does not offer, and a guest without a cart changes nothing', async () => {
    await t.db.orm.execute(sql`UPDATE settings SET data = jsonb_set(data, '{currencies}', '["USD","RUB"]')`); forgetSettings(t.db);
    try {
      const shopper = await Shopper.start(t);
      await shopper.add(sizes[0]!);
      expect(refusal(await shopper.post('cart/v2/set-currency', { currency: 'GEL' }))).toEqual([400, 'not_found']);
      expect((await shopper.cart()).cart.currency).toBe('USD');
      // An x-currency the shop does not offer is the default.
      expect((await shopper.get('settings/en-gb', { 'x-currency': 'GEL' })).json<{ settings: { currency: string } }>().settings.currency).toBe('USD');
    } finally {
      await t.db.orm.execute(sql`UPDATE settings SET data = jsonb_set(data, '{currencies}', '["USD","RUB","GEL"]')`); forgetSettings(t.db);
    }
    const empty = await Shopper.start(t);
    expect(await switchTo(empty, 'GEL')).toMatchObject({ removed: [], cart: { items: [] } });
  });

  it('needs the XSRF header', async () => {
    const shopper = await Shopper.start(t);
    const response = await t.app.inject({ method: 'POST', url: '/api/cart/v2/set-currency', payload: { currency: 'RUB' }, headers: { cookie: shopper.session.cookie } });
    expect(response.statusCode).toBe(403);
  });
});
