/** @jest-environment node */
import { CartReply, OrderFinishedReply, OrderSuccessReply, PaymentMethodsReply, SharedOrderReply, TEST_CARDS, TEST_CONFIRMATION_CODE, type CurrencyCode } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { contractErrors } from '../../test/contract';
import { createTestApp, sessionIdOf, type TestApp } from '../../test/test-app';
import { forgetSettings } from '../settings/settings-repository';
import { cancelUnpaidOrders } from './unpaid-sweep';
import { COURIER_ADDRESS, MOSCOW, ok, paymentOf, refusal, rowsIn, setUnits, Shopper, sizesInStock, unitsOf, type Size } from '../../test/test-shopper';

// Checkout, placing and paying through the API on a fresh database: each endpoint's work and its
// bad input (another session's order, a wrong method code, a price sent by the client).

let t: TestApp;
let sizes: Size[];
const rows = <T>(query: ReturnType<typeof sql>) => rowsIn<T>(t, query);
const totalsOf = (cart: CartReply) => Object.fromEntries(cart.cart.totals.map((total) => [total.code, total.value]));
const shopper = (currency?: CurrencyCode) => Shopper.start(t, currency);

beforeAll(async () => {
  t = await createTestApp();
  sizes = await sizesInStock(t, 4, 50);
});
afterAll(async () => { await t.close(); });

/** A shopper with one unit of `size` (the first by default) in the cart. */
async function withLine(size: Size = sizes[0]!, currency?: CurrencyCode): Promise<Shopper> {
  const one = await shopper(currency);
  await one.add(size);
  return one;
}

describe('GET /api/cart/v2/payment-methods', () => {
  it.each([
    ['ru-ru', 'Банковская карта (тестовый провайдер)', 'Наличными при получении'],
    ['en-gb', 'Bank card (test provider)', 'Cash on delivery'],
    ['ka-ge', 'საბანკო ბარათი (სატესტო პროვაიდერი)', 'ნაღდი ანგარიშსწორება მიღებისას'],
  ])('answers card and cash on delivery in %s', async (language, card, cash) => {
    const body = ok(await t.app.inject({ method: 'GET', url: '/api/cart/v2/payment-methods', headers: { 'x-language': language } })).json<PaymentMethodsReply>();
    expect(contractErrors(PaymentMethodsReply, body)).toEqual([]);
    expect(body.methods.map((method) => [method.code, method.title])).toEqual([['card', card], ['cash_on_delivery', cash]]);
    expect(body.methods.every((method) => method.description.length > 10)).toBe(true);
  });
});

describe('POST /api/cart/v2/create-order', () => {
  it('makes one checkout order per key and per cart; the cart reply names it', async () => {
    const one = await withLine();
    const first = ok(await one.createOrder('same-key-0001')).json<{ result: { order_id: number } }>().result.order_id;
    expect(ok(await one.createOrder('same-key-0001')).json()).toEqual({ status: 200, result: { order_id: first } });
    expect(ok(await one.createOrder('another-key-0002')).json()).toEqual({ status: 200, result: { order_id: first } });
    expect((await one.cart()).cart.orderId).toBe(first);
    const [order] = await rows<{ status: string; telephone: string; email: string }>(sql`SELECT status, telephone, email FROM orders WHERE id = ${first}`);
    expect(order).toEqual({ status: 'new', telephone: '+79123456789', email: 'anna@example.com' });
  });

  it('answers the order a key made once it is placed and the cart empty, where a new key finds the cart empty', async () => {
    const one = await withLine();
    const key = 'placed-key-0001';
    const created = ok(await one.createOrder(key)).json<{ result: { order_id: number } }>().result.order_id;
    ok(await one.post('cart/v2/set-shipping-method', { method_code: 'courier', cityId: MOSCOW }));
    ok(await one.post('cart/v2/set-shipping-address', COURIER_ADDRESS));
    ok(await one.post('cart/v2/set-payment-method', { method_code: 'cash_on_delivery' }));
    paymentOf(await one.place('cash_on_delivery'));
    expect((await one.cart()).cart.items).toEqual([]);

    expect(ok(await one.createOrder(key)).json()).toEqual({ status: 200, result: { order_id: created } });
    expect(refusal(await one.createOrder('another-key-0002'))).toEqual([400, 'cart_empty']);
    // The key is the session's: another session sending it has its own (empty) cart.
    expect(refusal(await (await shopper()).createOrder(key))).toEqual([400, 'cart_empty']);
    expect(await rows(sql`SELECT count(*)::int AS n FROM orders WHERE session_id = ${sessionIdOf(one.session.cookie)}`)).toEqual([{ n: 1 }]);
  });

  it.each([
    ['no key', undefined, {}, 'idempotency_key'],
    ['a short key', 'abc', {}, 'idempotency_key'],
    ['a key with spaces', 'a key with spaces', {}, 'idempotency_key'],
    ['a bad phone', 'good-key-0001', { telephone: '12' }, 'invalid_phone'],
    ['a bad e-mail', 'good-key-0001', { email: 'anna@' }, 'invalid_email'],
  ])('refuses %s', async (_, key, change, error) => {
    const one = await withLine();
    const contact = { firstname: 'Анна', lastname: 'Петрова', telephone: '+7 912 345 67 89', email: 'anna@example.com', ...change };
    const response = await one.post('cart/v2/create-order', contact, key === undefined ? {} : { 'idempotency-key': key });
    expect(refusal(response)).toEqual([400, error]);
    expect((await one.cart()).cart.orderId).toBeNull();
  });

  it('refuses an empty cart, and goods under the minimum order amount of the cart\'s currency', async () => {
    expect(refusal(await (await shopper()).createOrder())).toEqual([400, 'cart_empty']);
    await t.db.orm.execute(sql`UPDATE settings SET data = jsonb_set(data, '{order,minimum_total,GEL}', '1000000')`); forgetSettings(t.db);
    try {
      expect(refusal(await (await withLine(sizes[0], 'GEL')).createOrder())).toEqual([400, 'min_order_amount']);
      ok(await (await withLine(sizes[0], 'RUB')).createOrder());
      ok(await (await withLine()).createOrder());
    } finally {
      await t.db.orm.execute(sql`UPDATE settings SET data = jsonb_set(data, '{order,minimum_total,GEL}', '3000')`); forgetSettings(t.db);
    }
  });
});

describe('the set-* calls', () => {
  it('answer the whole cart, its totals with the chosen delivery, free from the threshold', async () => {
    const one = await withLine();
    await one.createOrder();
    const courier = ok(await one.post('cart/v2/set-shipping-method', { method_code: 'courier', cityId: MOSCOW })).json<CartReply>();
    expect(totalsOf(courier)).toEqual({ subtotal: sizes[0]!.price, delivery: 500, total: sizes[0]!.price + 500 });
    const [point] = await rows<{ id: number }>(sql`SELECT id FROM pickup_points WHERE city_id = ${MOSCOW} ORDER BY id LIMIT 1`);
    const pickup = ok(await one.post('cart/v2/set-shipping-method', { method_code: 'pickup_point', cityId: MOSCOW, pickupPointId: Number(point!.id) })).json<CartReply>();
    expect(totalsOf(pickup)).toMatchObject({ delivery: 300, total: sizes[0]!.price + 300 });
    // Enough goods for free delivery (60 $): the free_delivery line takes the price off.
    await one.add(sizes[1]!);
    await one.add(sizes[2]!);
    const free = totalsOf(await one.cart());
    const goods = sizes[0]!.price + sizes[1]!.price + sizes[2]!.price;
    expect(goods).toBeGreaterThanOrEqual(6000);
    expect(free).toEqual({ subtotal: goods, delivery: 300, free_delivery: -300, total: goods });
  });

  it('refuse every change without a checkout order (not_found)', async () => {
    const one = await withLine();
    for (const [url, payload] of [
      ['cart/v2/set-shipping-method', { method_code: 'courier', cityId: MOSCOW }],
      ['cart/v2/set-shipping-address', COURIER_ADDRESS],
      ['cart/v2/set-payment-method', { method_code: 'card' }],
      ['cart/v2/set-personal-data', { order_id: 1, firstname: 'A', lastname: 'B', telephone: '+79123456789', email: 'a@example.com' }],
    ] as const) expect(refusal(await one.post(url, payload))).toEqual([400, 'not_found']);
  });

  it("refuse an unknown city, a method the city lacks, a point of another city, a missing point, a courier address without a house", async () => {
    const one = await withLine();
    await one.createOrder();
    const [borjomi] = await rows<{ id: number }>(sql`SELECT city_id AS id FROM city_translations WHERE language = 'en-gb' AND name = 'Borjomi'`);
    const [elsewhere] = await rows<{ id: number }>(sql`SELECT id FROM pickup_points WHERE city_id <> ${MOSCOW} ORDER BY id LIMIT 1`);
    const cases = [
      [{ method_code: 'courier', cityId: 99_999 }, 'not_found'],
      [{ method_code: 'pickup_point', cityId: Number(borjomi!.id), pickupPointId: Number(elsewhere!.id) }, 'not_found'],
      [{ method_code: 'pickup_point', cityId: MOSCOW, pickupPointId: Number(elsewhere!.id) }, 'not_found'],
      [{ method_code: 'pickup_point', cityId: MOSCOW }, 'pickup_point_required'],
      [{ method_code: 'teleport', cityId: MOSCOW }, 'validation'],
    ] as const;
    for (const [payload, error] of cases) expect(refusal(await one.post('cart/v2/set-shipping-method', payload))).toEqual([400, error]);
    ok(await one.post('cart/v2/set-shipping-method', { method_code: 'courier', cityId: MOSCOW }));
    expect(refusal(await one.post('cart/v2/set-shipping-address', { ...COURIER_ADDRESS, house: ' ' }))).toEqual([400, 'address_required']);
    expect(refusal(await one.post('cart/v2/set-payment-method', { method_code: 'bitcoin' }))).toEqual([400, 'validation']);
  });

  it("take the contact data again for the cart's own order only", async () => {
    const one = await withLine();
    const orderId = ok(await one.createOrder()).json<{ result: { order_id: number } }>().result.order_id;
    const data = { order_id: orderId, firstname: 'Мария', lastname: 'Иванова', telephone: '8 912 000 11 22', email: 'Maria@Example.com' };
    ok(await one.post('cart/v2/set-personal-data', data));
    expect((await rows(sql`SELECT firstname, telephone, email FROM orders WHERE id = ${orderId}`))[0]).toEqual({ firstname: 'Мария', telephone: '+79120001122', email: 'maria@example.com' });
    const other = await withLine();
    await other.createOrder();
    expect(refusal(await other.post('cart/v2/set-personal-data', data))).toEqual([400, 'not_found']);
    expect(refusal(await one.post('cart/v2/set-personal-data', { ...data, telephone: 'call me' }))).toEqual([400, 'invalid_phone']);
    expect(refusal(await one.post('cart/v2/set-personal-data', { ...data, telephone: '+995 555 12 34 5' }))).toEqual([400, 'invalid_phone']);
    ok(await one.post('cart/v2/set-personal-data', { ...data, telephone: '+995 555 12 34 56' }));
    expect((await rows(sql`SELECT telephone FROM orders WHERE id = ${orderId}`))[0]).toEqual({ telephone: '+995555123456' });
  });
});

describe('POST /api/payment/get/', () => {
  it('refuses an order without its methods, or paid another way than set', async () => {
    const one = await withLine();
    expect(refusal(await one.place())).toEqual([400, 'not_found']);
    await one.createOrder();
    expect(refusal(await one.place())).toEqual([400, 'order_incomplete']);
    ok(await one.post('cart/v2/set-shipping-method', { method_code: 'courier', cityId: MOSCOW }));
    ok(await one.post('cart/v2/set-payment-method', { method_code: 'card' }));
    expect(refusal(await one.place())).toEqual([400, 'address_required']);
    ok(await one.post('cart/v2/set-shipping-address', COURIER_ADDRESS));
    expect(refusal(await one.place('cash_on_delivery'))).toEqual([400, 'order_incomplete']);
  });

  it('places the order: server prices, units taken, cart emptied, confirmation queued; placing again changes nothing', async () => {
    const one = await withLine(sizes[1]!);
    await one.add(sizes[1]!);
    const orderId = await one.checkout();
    const before = await unitsOf(t, sizes[1]!);
    // A price sent by the client is not the server's business.
    const placed = paymentOf(await one.post('payment/get/', { code: 'card', price: 1, total: 1 }));
    const goods = 2 * sizes[1]!.price;
    const total = goods >= 6000 ? goods : goods + 500;
    expect(placed).toEqual({ orderId, status: 'pending', method: 'card', text: 'Ожидает оплаты', total, currency: 'USD', link: `/pay?order=${orderId}` });
    expect(await unitsOf(t, sizes[1]!)).toEqual({ units: before.units - 2, status: 'inStock' });
    const [order] = await rows<{ status: string; grand_total: number; share_token: string }>(sql`SELECT status, grand_total, share_token FROM orders WHERE id = ${orderId}`);
    expect(order).toMatchObject({ status: 'awaiting_payment', grand_total: total, share_token: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) });
    expect(await rows(sql`SELECT option_id, price, quantity FROM order_lines WHERE order_id = ${orderId}`))
      .toEqual([{ option_id: sizes[1]!.optionId, price: sizes[1]!.price, quantity: 2 }]);
    const cart = await one.cart();
    expect([cart.cart.items, cart.cart.orderId]).toEqual([[], null]);
    const [mail] = await rows<{ subject: string; body: string; recipient: string }>(sql`SELECT subject, body, recipient FROM outbox WHERE subject LIKE ${`%№${orderId} %`}`);
    expect(mail).toMatchObject({ recipient: 'anna@example.com', subject: `Заказ №${orderId} оформлен` });
    expect(mail!.body).toContain(`/order/shared/${order!.share_token}`);
    expect(mail!.body).toContain(`Итого: ${(total / 100).toFixed(2)} USD`);

    expect(paymentOf(await one.place())).toEqual(placed);
    expect(await unitsOf(t, sizes[1]!)).toEqual({ units: before.units - 2, status: 'inStock' });
    expect(await rows(sql`SELECT count(*)::int AS n FROM outbox WHERE subject LIKE ${`%№${orderId} %`}`)).toEqual([{ n: 1 }]);
  });

  it('refuses a size sold out meanwhile, naming it, and changes nothing', async () => {
    const [size] = await sizesInStock(t, 1, 1);
    const one = await withLine(size);
    const orderId = await one.checkout();
    await t.db.orm.execute(sql`UPDATE product_options SET stock_quantity = 0 WHERE id = ${size!.optionId}`);
    const response = await one.place();
    expect(response.json()).toEqual({ status: 400, error: 'out_of_stock', message: expect.stringMatching(/, .+: not enough left in stock$/) });
    expect((await rows(sql`SELECT status FROM orders WHERE id = ${orderId}`))[0]).toEqual({ status: 'new' });
    expect((await one.cart()).cart.items).toHaveLength(1);
  });

  it('marks the last unit sold as out of stock: the product page shows it, the cart refuses it', async () => {
    const [size] = await sizesInStock(t, 1, 1);
    const one = await withLine(size);
    await one.checkout();
    paymentOf(await one.place());
    expect(await unitsOf(t, size!)).toEqual({ units: 0, status: 'outOfStock' });
    const [product] = await rows<{ url_path: string }>(sql`SELECT url_path FROM products WHERE id = ${size!.productId}`);
    // The product page comes from the listing index, which sees the catalogue version move within its check interval.
    const sizeShown = async () => {
      const page = ok(await one.post('indexedproducts/get/ru-ru', { url_path: product!.url_path })).json<{ product: { sizes: Array<{ option_value_id: number; stock: string }> } }>();
      return page.product.sizes.find((shown) => shown.option_value_id === size!.optionId)?.stock;
    };
    for (let wait = 0; wait < 20 && (await sizeShown()) !== 'outOfStock'; wait++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await sizeShown()).toBe('outOfStock');
    expect(refusal(await (await shopper()).post('cart/v2/add', { product_id: size!.productId, option_value_id: size!.optionId, quantity: 1 }))).toEqual([400, 'out_of_stock']);
  });
});

describe('POST /api/payment/result/', () => {
  async function placed(size: Size = sizes[0]!): Promise<{ one: Shopper; orderId: number }> {
    const one = await withLine(size);
    const orderId = await one.checkout();
    paymentOf(await one.place());
    return { one, orderId };
  }
  const ledger = (orderId: number) => rows(sql`SELECT attempt, result, card_last4 FROM payments WHERE order_id = ${orderId} ORDER BY attempt`);

  it('pays with the success card; a second result is refused (already_paid) and changes nothing', async () => {
    const { one, orderId } = await placed();
    expect(paymentOf(await one.pay(orderId))).toMatchObject({ status: 'paid', link: `/success/${orderId}`, text: 'Оплачено' });
    expect(refusal(await one.pay(orderId))).toEqual([400, 'already_paid']);
    expect(refusal(await one.pay(orderId, TEST_CARDS.decline))).toEqual([400, 'already_paid']);
    expect(await ledger(orderId)).toEqual([{ attempt: 1, result: 'paid', card_last4: '4242' }]);
    expect((await rows(sql`SELECT status FROM orders WHERE id = ${orderId}`))[0]).toEqual({ status: 'paid' });
  });

  it('declines: units back, the failure link; paying again takes them again, or refuses when they are gone', async () => {
    const [size] = await sizesInStock(t, 1, 1);
    const { one, orderId } = await placed(size);
    expect(paymentOf(await one.pay(orderId, TEST_CARDS.decline))).toMatchObject({ status: 'failed', link: `/failure/${orderId}` });
    expect(await unitsOf(t, size!)).toEqual({ units: 1, status: 'inStock' });
    expect(paymentOf(await one.pay(orderId))).toMatchObject({ status: 'paid' });
    expect(await unitsOf(t, size!)).toEqual({ units: 0, status: 'outOfStock' });

    const [other] = await sizesInStock(t, 1, 1);
    const second = await placed(other);
    paymentOf(await second.one.pay(second.orderId, TEST_CARDS.decline));
    await setUnits(t, [other!], 0);
    const response = await second.one.pay(second.orderId);
    expect(refusal(response)).toEqual([400, 'out_of_stock']);
    expect(await ledger(second.orderId)).toEqual([{ attempt: 1, result: 'failed', card_last4: '0002' }]);
  });

  it('asks the confirm card for a second step; the code pays it', async () => {
    const { one, orderId } = await placed();
    expect(paymentOf(await one.pay(orderId, TEST_CARDS.confirm))).toMatchObject({ status: 'requires_confirmation', link: `/pay?order=${orderId}` });
    expect(paymentOf(await one.post('payment/result/', { result: { order_id: orderId, confirmation_code: TEST_CONFIRMATION_CODE } }))).toMatchObject({ status: 'paid' });
    expect((await ledger(orderId)).map((row) => (row as { result: string }).result)).toEqual(['requires_confirmation', 'paid']);
  });

  it("refuses an expired card, another session's order and a malformed card", async () => {
    const { one, orderId } = await placed();
    expect(refusal(await one.pay(orderId, TEST_CARDS.success, '01/20'))).toEqual([400, 'invalid_card']);
    expect(refusal(await (await shopper()).pay(orderId))).toEqual([400, 'not_found']);
    expect(refusal(await one.pay(orderId, '4242 4242 4242 4242'))).toEqual([400, 'validation']);
    expect(await ledger(orderId)).toEqual([]);
  });

  it('takes cash on delivery with no card step', async () => {
    const one = await withLine();
    const orderId = await one.checkout('cash_on_delivery');
    expect(paymentOf(await one.place('cash_on_delivery'))).toMatchObject({ status: 'pending', method: 'cash_on_delivery', link: `/success/${orderId}`, text: 'Оплата при получении' });
    expect(refusal(await one.pay(orderId))).toEqual([400, 'not_found']);
    expect(paymentOf(await one.post('payment/payment-data/', { order_id: orderId }))).toMatchObject({ orderId, status: 'pending' });
    expect(refusal(await (await shopper()).post('payment/payment-data/', { order_id: orderId }))).toEqual([400, 'not_found']);
  });
});

describe('the order pages', () => {
  it("show the session's own placed order, its payment, and to anyone with the link the order without contact data", async () => {
    const one = await withLine();
    const orderId = await one.checkout();
    paymentOf(await one.place());
    paymentOf(await one.pay(orderId));

    const success = await one.get(`order/success/${orderId}`, { 'x-language': 'en-gb' });
    expect(success.headers['cache-control']).toBe('private, no-store');
    const { order } = ok(success).json<OrderSuccessReply>();
    expect(contractErrors(OrderSuccessReply, success.json())).toEqual([]);
    expect(order).toMatchObject({
      id: orderId, status: 'paid', currency: 'USD', grand_total: sizes[0]!.price + 500, city: 'Moscow', address: 'Тверская 7, 12, 125009',
      delivery_method: { code: 'courier', title: 'Courier delivery' }, payment_method: { code: 'card', title: 'Bank card (test provider)' },
      tracking_number: null, items: [expect.objectContaining({ product_id: sizes[0]!.productId, quantity: 1, price: sizes[0]!.price, image: expect.stringMatching(/^\/api\/media\/product\//) })],
    });

    const finished = ok(await one.get(`order/finished/${orderId}`)).json<OrderFinishedReply>();
    expect(contractErrors(OrderFinishedReply, finished)).toEqual([]);
    expect(finished.paymentData).toMatchObject({ orderId, status: 'paid' });

    const stranger = await shopper();
    expect(refusal(await stranger.get(`order/success/${orderId}`))).toEqual([400, 'not_found']);
    expect(refusal(await stranger.get(`order/finished/${orderId}`))).toEqual([400, 'not_found']);
    const shared = await stranger.get(`order/shared/${order.share_token}`);
    expect(contractErrors(SharedOrderReply, shared.json())).toEqual([]);
    expect(shared.headers['cache-control']).toBe('private, no-store');
    expect(shared.json<SharedOrderReply>().order.id).toBe(orderId);
    expect(shared.body).not.toMatch(/Анна|Петрова|anna@example\.com|912/);
    expect(refusal(await stranger.get('order/shared/AAAAAAAAAAAAAAAAAAAAAA'))).toEqual([400, 'not_found']);
  });

  it('do not show a checkout order before it is placed', async () => {
    const one = await withLine();
    const orderId = ok(await one.createOrder()).json<{ result: { order_id: number } }>().result.order_id;
    expect(refusal(await one.get(`order/success/${orderId}`))).toEqual([400, 'not_found']);
  });
});

describe('the unpaid order sweep', () => {
  it('cancels a card order unpaid past the window: its units and its promo use come back', async () => {
    const [size] = await sizesInStock(t, 1, 3);
    const [code] = await rows<{ id: number }>(sql`INSERT INTO promo_codes (code, kind, value) VALUES ('SWEEP5', 'percent', 5) RETURNING id`);
    const one = await withLine(size);
    ok(await one.post('promocode/apply', { code: 'SWEEP5' }));
    const orderId = await one.checkout();
    paymentOf(await one.place());
    const paid = await withLine(size);
    const paidId = await paid.checkout();
    paymentOf(await paid.place());
    paymentOf(await paid.pay(paidId));
    expect(await unitsOf(t, size!)).toMatchObject({ units: 1 });
    expect((await rows(sql`SELECT uses_count FROM promo_codes WHERE id = ${code!.id}`))[0]).toEqual({ uses_count: 1 });

    expect(await cancelUnpaidOrders(t.db)).toBe(0);
    await t.db.orm.execute(sql`UPDATE orders SET placed_at = now() - interval '3 hours' WHERE id IN (${orderId}, ${paidId})`);
    expect(await cancelUnpaidOrders(t.db)).toBe(1);
    expect(await rows(sql`SELECT id, status FROM orders WHERE id IN (${orderId}, ${paidId}) ORDER BY id`))
      .toEqual([{ id: orderId, status: 'cancelled' }, { id: paidId, status: 'paid' }]);
    expect(await unitsOf(t, size!)).toMatchObject({ units: 2 });
    expect((await rows(sql`SELECT uses_count FROM promo_codes WHERE id = ${code!.id}`))[0]).toEqual({ uses_count: 0 });
    expect(refusal(await one.pay(orderId))).toEqual([400, 'already_paid']);
  });
});
