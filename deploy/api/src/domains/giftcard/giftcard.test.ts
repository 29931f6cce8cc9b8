/** @jest-environment node */
import {
  CartReply, GIFTCARD_ERRORS, GiftcardConnectReply, GiftcardInfoReply, GiftcardMyReply, OrderSuccessReply, PaymentStateReply, TEST_CARDS, type Total,
} from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { contractErrors } from '../../test/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TEST_SECRET } from '../../test/test-env';
import { ok, paymentOf, refusal, rowsIn, Shopper, sizesInStock, type Size } from '../../test/test-shopper';
import { pinHash } from './card-secrets';
import {
  balanceAndLedger, buy, buyRequest, firstDesignId, issuedCard, lastMessageTo, ledgerOf, newRecipient, tokenIn, welcome,
} from './test-giftcard';

// The gift card routes over the API: the popup's terms, buying, issuing on payment, the welcome
// page, connecting, the account's cards, and paying for a cart with one.

let t: TestApp;
let designId: number;
let sizes: Size[];
beforeAll(async () => {
  t = await createTestApp();
  designId = await firstDesignId(t);
  sizes = await sizesInStock(t, 3, 100);
});
afterAll(async () => { await t.close(); });

const byCode = (totals: readonly Total[]) => Object.fromEntries(totals.map((total) => [total.code, total.value]));
const cartOf = (response: Awaited<ReturnType<Shopper['post']>>) => {
  const body = ok(response).json<CartReply>();
  expect(contractErrors(CartReply, body)).toEqual([]);
  return body;
};

describe('GET /giftcard/info', () => {
  it('offers the designs named in the language, the amounts sold in its shop currency, and the terms', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/giftcard/info', headers: { 'x-language': 'en-gb' } });
    const body = ok(response).json<GiftcardInfoReply>();
    expect(contractErrors(GiftcardInfoReply, body)).toEqual([]);
    expect(body.settings).toMatchObject({ currency: 'USD', denominations: [2_500, 5_000, 10_000, 20_000], validity_months: 12, message_max_length: 300 });
    expect(body.settings.designs.map((design) => design.name)).toEqual(['Classic', 'Happy birthday', 'With love', 'Celebration', 'Spring', 'Thank you']);
    expect(body.settings.designs[0]!.image).toMatch(/^\/api\/media\/giftcard\/1$/);
    // Public and the same for everyone: a CDN may keep it, once per language.
    expect(response.headers['cache-control']).toMatch(/^public/);
    expect(response.headers.vary).toContain('x-language');
    const ka = ok(await t.app.inject({ method: 'GET', url: '/api/giftcard/info', headers: { 'x-language': 'ka-ge' } })).json<GiftcardInfoReply>();
    expect(ka.settings.designs[0]!.name).toBe('კლასიკური');
  });
});

describe('POST /giftcard/buy', () => {
  it("keeps a recipient's Georgian mobile, typed as Georgians write it, in international form", async () => {
    const shopper = await Shopper.start(t);
    const orderId = ok(await buy(shopper, buyRequest(designId, { recipient_contact: '555 12 34 56' }))).json<{ result: { order_id: number } }>().result.order_id;
    const [purchase] = await rowsIn<{ recipient_contact: string }>(t, sql`SELECT recipient_contact FROM gift_card_purchases WHERE order_id = ${orderId}`);
    expect(purchase).toEqual({ recipient_contact: '+995555123456' });
  });

  it('places a gift card order at once, awaiting its card payment, which the pay page takes', async () => {
    const shopper = await Shopper.start(t);
    const request = buyRequest(designId, { amount: 10_000 });
    const orderId = ok(await buy(shopper, request)).json<{ result: { order_id: number } }>().result.order_id;

    const [order] = await rowsIn<{ kind: string; status: string; payment_method: string; grand_total: number; totals: Total[]; email: string }>(t, sql`
      SELECT kind, status, payment_method, grand_total, totals, email FROM orders WHERE id = ${orderId}`);
    expect(order).toMatchObject({ kind: 'giftcard', status: 'awaiting_payment', payment_method: 'card', email: 'anna@example.com' });
    expect(Number(order!.grand_total)).toBe(10_000);
    expect(order!.totals).toEqual([{ code: 'subtotal', value: 10_000 }, { code: 'total', value: 10_000 }]);
    const [purchase] = await rowsIn<{ recipient_contact: string; message: string }>(t, sql`SELECT recipient_contact, message FROM gift_card_purchases WHERE order_id = ${orderId}`);
    expect(purchase).toEqual({ recipient_contact: request.recipient_contact, message: 'С днём рождения!' });

    const payment = paymentOf(await shopper.post('payment/payment-data/', { order_id: orderId }));
    expect(payment).toMatchObject({ orderId, status: 'pending', method: 'card', total: 10_000, currency: 'USD', link: `/pay?order=${orderId}` });
  });

  it.each([
    ['a recipient without a last name', { recipient_lastname: ' ' }, GIFTCARD_ERRORS.missingFields],
    ['a recipient without a contact', { recipient_contact: undefined }, GIFTCARD_ERRORS.missingFields],
    ['a recipient e-mail that is not one', { recipient_contact: 'maria@' }, 'invalid_email'],
    ['a recipient phone that is not one', { recipient_contact: '12-34' }, 'invalid_phone'],
    ['a recipient phone too short for Georgia', { recipient_contact: '+995 555 12 34 5' }, 'invalid_phone'],
    ['an amount the shop does not sell', { amount: 4_999 }, 'validation'],
    ['a design the shop does not have', { design_id: 99_999 }, 'validation'],
    ['a message over the length', { message: 'x'.repeat(301) }, 'validation'],
    ["a buyer's phone that is not one", { buyer: { firstname: 'Анна', lastname: 'П', telephone: '123', email: 'anna@example.com' } }, 'invalid_phone'],
  ])('refuses %s', async (_case, over, code) => {
    const shopper = await Shopper.start(t);
    const before = await rowsIn<{ n: number }>(t, sql`SELECT count(*)::int AS n FROM orders`);
    expect(refusal(await buy(shopper, buyRequest(designId, over)))).toEqual([400, code]);
    expect(await rowsIn<{ n: number }>(t, sql`SELECT count(*)::int AS n FROM orders`)).toEqual(before);
  });

  it("sends a card for oneself to the buyer's e-mail, and needs no recipient's fields", async () => {
    const shopper = await Shopper.start(t);
    const email = newRecipient();
    const request = buyRequest(designId, { recipient: 'self', buyer: { firstname: 'Ян', lastname: 'Ким', telephone: '+79991112233', email } });
    delete request.recipient_firstname;
    delete request.recipient_contact;
    const orderId = ok(await buy(shopper, request, 'en-gb')).json<{ result: { order_id: number } }>().result.order_id;
    expect(paymentOf(await shopper.pay(orderId)).status).toBe('paid');
    const message = await lastMessageTo(t, email);
    expect(message).toMatchObject({ channel: 'email', subject: 'Your Mira gift card' });
    expect(message!.body).toContain('Hello Ян,');
    expect(message!.body).toContain('Your Mira gift card of 50.00 USD is ready.');
    // Its page names no sender: the card is from the one reading it.
    expect((await welcome(shopper, tokenIn(message!.body)!)).from).toBe('');
  });
});

describe('issuing', () => {
  it('issues the card only when its order is paid: nothing while it waits or after a declined card', async () => {
    const shopper = await Shopper.start(t);
    const request = buyRequest(designId, { amount: 2_500 });
    const orderId = ok(await buy(shopper, request, 'en-gb')).json<{ result: { order_id: number } }>().result.order_id;
    const cards = () => rowsIn<{ id: number }>(t, sql`SELECT id FROM gift_cards WHERE purchase_order_id = ${orderId}`);
    expect(await cards()).toEqual([]);
    expect(paymentOf(await shopper.pay(orderId, TEST_CARDS.decline)).status).toBe('failed');
    expect(await cards()).toEqual([]);
    expect(await lastMessageTo(t, request.recipient_contact!)).toBeUndefined();
    // The second step of a card that asks for one: still waiting, still no card.
    expect(paymentOf(await shopper.pay(orderId, TEST_CARDS.confirm)).status).toBe('requires_confirmation');
    expect(await cards()).toEqual([]);

    expect(paymentOf(await shopper.post('payment/result/', { result: { order_id: orderId, confirmation_code: '1234' } })).status).toBe('paid');
    const [card] = await rowsIn<{ number: string; pin_hash: string; token: string; currency: string; balance: number; initial_amount: number; months: number; customer_id: number | null }>(t, sql`
      SELECT number, pin_hash, token, currency, balance, initial_amount, customer_id,
        round(extract(epoch FROM expires_at - created_at) / 86400 / 30.44)::int AS months
      FROM gift_cards WHERE purchase_order_id = ${orderId}`);
    expect(card).toMatchObject({ currency: 'USD', months: 12, customer_id: null });
    expect(card!.number).toMatch(/^[0-9]{16}$/);
    expect(card!.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect([Number(card!.balance), Number(card!.initial_amount)]).toEqual([2_500, 2_500]);
    expect(await ledgerOf(t, card!.number)).toEqual([{ action: 'issued', amount: 2_500, order_id: orderId }]);

    // The link goes to the recipient, absolute, in the order's language, and leads to the card.
    const message = await lastMessageTo(t, request.recipient_contact!);
    expect(message).toMatchObject({ channel: 'email', subject: 'Анна sends you a Mira gift card' });
    expect(message!.body).toContain(`http://localhost:80/en/giftcard/${card!.token}`);
    expect(message!.body).toContain('Hello Мария,');
    expect(message!.body).toContain('С днём рождения!');
    expect(message!.body).not.toContain(card!.number);

    // The PIN is stored only as its hash: the page's PIN is the one it hashes.
    const { giftcard, pin } = await welcome(shopper, card!.token);
    expect(giftcard.number).toBe(card!.number);
    expect(card!.pin_hash).not.toContain(pin);
    expect(card!.pin_hash).toBe(pinHash(TEST_SECRET, card!.number, pin));
  });

  it('sends the link to a phone as a text, and a paid order takes no second payment nor issues a second card', async () => {
    const shopper = await Shopper.start(t);
    const orderId = ok(await buy(shopper, buyRequest(designId, { recipient_contact: '8 (912) 000-11-22' }))).json<{ result: { order_id: number } }>().result.order_id;
    expect(paymentOf(await shopper.pay(orderId)).status).toBe('paid');
    const message = await lastMessageTo(t, '+79120001122');
    expect(message).toMatchObject({ channel: 'sms', subject: 'Анна дарит вам подарочную карту Mira' });
    expect(message!.body).toMatch(/^Анна дарит вам карту Mira на 50\.00 USD: http:\/\/localhost:80\/giftcard\/[A-Za-z0-9_-]{22}$/);
    expect(refusal(await shopper.pay(orderId))).toEqual([400, 'already_paid']);
    expect(await rowsIn(t, sql`SELECT id FROM gift_cards WHERE purchase_order_id = ${orderId}`)).toHaveLength(1);
  });

  it('shows the paid gift card order on the success page and in the account, without delivery', async () => {
    const buyer = await Shopper.loggedIn(t);
    const { orderId } = await issuedCard(t, { buyer });
    const success = ok(await buyer.get(`order/success/${orderId}`)).json<OrderSuccessReply>();
    expect(contractErrors(OrderSuccessReply, success)).toEqual([]);
    expect(success.order).toMatchObject({ id: orderId, kind: 'giftcard', status: 'paid', delivery_method: null, items: [], grand_total: 5_000 });
    const history = ok(await buyer.get('account/orders-history')).json<{ orders: Array<{ id: number }> }>();
    expect(history.orders.map((order) => order.id)).toEqual([orderId]);
    const state = ok(await buyer.post('payment/payment-data/', { order_id: orderId })).json<PaymentStateReply>();
    expect(state.payment).toMatchObject({ status: 'paid', link: `/success/${orderId}` });
  });
});

describe('POST /giftcard/get', () => {
  it('shows the card, its PIN, who sent it and the message to whoever holds the link', async () => {
    const card = await issuedCard(t);
    const stranger = await Shopper.start(t);
    const page = await welcome(stranger, card.token);
    expect(page).toMatchObject({ pin: card.pin, from: 'Анна', message: 'С днём рождения!' });
    expect(page.giftcard).toMatchObject({ number: card.number, balance: 5_000, initial_amount: 5_000, currency: 'USD', connected: false });
    expect(page.giftcard.design).toEqual({ id: designId, name: 'Классическая', image: '/api/media/giftcard/1' });
    expect(page.pin).toMatch(/^[0-9]{4}$/);
  });

  it('does not find a token no card has', async () => {
    const shopper = await Shopper.start(t);
    expect(refusal(await shopper.post('giftcard/get', { token: 'A'.repeat(22) }))).toEqual([400, 'not_found']);
  });
});

describe('POST /giftcard/connect and GET /giftcard/my', () => {
  it("connects a card by number and PIN to the customer's account, where it is listed with its balance", async () => {
    const card = await issuedCard(t);
    const customer = await Shopper.loggedIn(t);
    expect(ok(await customer.get('giftcard/my')).json<GiftcardMyReply>().giftcards).toEqual([]);
    const connected = ok(await customer.post('giftcard/connect', { cardNumber: card.number.replace(/(\d{4})(?=\d)/g, '$1 '), cardCVC: card.pin }))
      .json<GiftcardConnectReply>();
    expect(contractErrors(GiftcardConnectReply, connected)).toEqual([]);
    expect(connected.giftcard).toMatchObject({ number: card.number, balance: 5_000, connected: true });
    // Again: the same card, still the customer's.
    ok(await customer.post('giftcard/connect', { cardNumber: card.number, cardCVC: card.pin }));
    const mine = ok(await customer.get('giftcard/my')).json<GiftcardMyReply>();
    expect(contractErrors(GiftcardMyReply, mine)).toEqual([]);
    expect(mine.giftcards.map((listed) => [listed.number, listed.balance, listed.connected])).toEqual([[card.number, 5_000, true]]);
    expect((await welcome(customer, card.token)).giftcard.connected).toBe(true);
  });

  it('answers the same invalid_card for a wrong number and a wrong PIN', async () => {
    const card = await issuedCard(t);
    const customer = await Shopper.loggedIn(t);
    const wrongPin = String((Number(card.pin) + 1) % 10_000).padStart(4, '0');
    const wrongNumber = `${card.number.slice(0, 15)}${(Number(card.number[15]) + 1) % 10}`;
    const answers = await Promise.all([
      customer.post('giftcard/connect', { cardNumber: card.number, cardCVC: wrongPin }),
      customer.post('giftcard/connect', { cardNumber: wrongNumber, cardCVC: card.pin }),
      customer.post('giftcard/connect', { cardNumber: 'abcd efgh ijkl mnop', cardCVC: card.pin }),
    ]);
    expect(answers.map((answer) => [answer.statusCode, answer.body])).toEqual(Array(3).fill([400, JSON.stringify({ status: 400, error: GIFTCARD_ERRORS.invalidCard })]));
    expect(ok(await customer.get('giftcard/my')).json<GiftcardMyReply>().giftcards).toEqual([]);
  });

  it("refuses another customer's card as invalid_card, and a guest as not logged in", async () => {
    const card = await issuedCard(t);
    const owner = await Shopper.loggedIn(t);
    ok(await owner.post('giftcard/connect', { cardNumber: card.number, cardCVC: card.pin }));
    const other = await Shopper.loggedIn(t);
    expect(refusal(await other.post('giftcard/connect', { cardNumber: card.number, cardCVC: card.pin }))).toEqual([400, GIFTCARD_ERRORS.invalidCard]);
    expect(ok(await other.get('giftcard/my')).json<GiftcardMyReply>().giftcards).toEqual([]);
    const guest = await Shopper.start(t);
    expect(refusal(await guest.post('giftcard/connect', { cardNumber: card.number, cardCVC: card.pin }))).toEqual([400, 'not_logged_in']);
    expect(refusal(await guest.get('giftcard/my'))).toEqual([400, 'not_logged_in']);
  });
});

describe('POST /giftcard/use and /giftcard/decline', () => {
  it("pays what the cart still owes, up to the balance, and names the card; decline takes it off", async () => {
    const card = await issuedCard(t, { amount: 2_500 });
    const shopper = await Shopper.start(t);
    await shopper.add(sizes[0]!);
    const used = cartOf(await shopper.post('giftcard/use', { cardNumber: card.number, cardCVC: card.pin }));
    const totals = byCode(used.cart.totals);
    expect(totals).toMatchObject({ subtotal: sizes[0]!.price, giftcard: -2_500, total: sizes[0]!.price - 2_500 });
    expect(used.cart.additional.giftcard).toEqual({ last4: card.number.slice(-4), balance: 2_500, currency: 'USD' });
    // Nothing is held: the balance stays until an order is placed.
    expect(await balanceAndLedger(t, card.number)).toEqual({ balance: 2_500, ledger: 2_500 });
    expect((await shopper.cart()).cart.additional.giftcard?.last4).toBe(card.number.slice(-4));

    const declined = cartOf(await shopper.post('giftcard/decline'));
    expect(byCode(declined.cart.totals)).not.toHaveProperty('giftcard');
    expect(declined.cart.additional).not.toHaveProperty('giftcard');
  });

  it('takes only what is due when the balance is more, delivery included', async () => {
    const card = await issuedCard(t, { amount: 20_000 });
    const shopper = await Shopper.start(t);
    await shopper.add(sizes[1]!);
    await shopper.checkout();
    const totals = byCode(cartOf(await shopper.post('giftcard/use', { cardNumber: card.number, cardCVC: card.pin })).cart.totals);
    expect(totals).toMatchObject({ delivery: 500, giftcard: -(sizes[1]!.price + 500), total: 0 });
  });

  it("uses a connected card by its number alone for its customer only; another customer's card is invalid_card even with its PIN", async () => {
    const card = await issuedCard(t, { amount: 2_500 });
    const owner = await Shopper.loggedIn(t);
    ok(await owner.post('giftcard/connect', { cardNumber: card.number, cardCVC: card.pin }));
    await owner.add(sizes[0]!);
    expect(byCode(cartOf(await owner.post('giftcard/use', { cardNumber: card.number })).cart.totals).giftcard).toBe(-2_500);

    const other = await Shopper.loggedIn(t);
    await other.add(sizes[0]!);
    expect(refusal(await other.post('giftcard/use', { cardNumber: card.number }))).toEqual([400, GIFTCARD_ERRORS.invalidCard]);
    expect(refusal(await other.post('giftcard/use', { cardNumber: card.number, cardCVC: card.pin }))).toEqual([400, GIFTCARD_ERRORS.invalidCard]);
    const guest = await Shopper.start(t);
    expect(refusal(await guest.post('giftcard/use', { cardNumber: card.number }))).toEqual([400, GIFTCARD_ERRORS.invalidCard]);
    // A card not connected to anyone needs its PIN: the number alone is no key.
    const loose = await issuedCard(t);
    expect(refusal(await owner.post('giftcard/use', { cardNumber: loose.number }))).toEqual([400, GIFTCARD_ERRORS.invalidCard]);
  });

  it('refuses a card in another currency than the cart with wrong_currency', async () => {
    // A card bought in lari (x-currency GEL) cannot pay a cart in dollars, nor the other way round.
    const lari = await issuedCard(t, { amount: 10_000, currency: 'GEL' });
    expect(await rowsIn(t, sql`SELECT currency, balance FROM gift_cards WHERE number = ${lari.number}`)).toEqual([{ currency: 'GEL', balance: 10_000 }]);
    const shopper = await Shopper.start(t);
    await shopper.add(sizes[0]!);
    expect(refusal(await shopper.post('giftcard/use', { cardNumber: lari.number, cardCVC: lari.pin }))).toEqual([400, GIFTCARD_ERRORS.wrongCurrency]);
    ok(await shopper.post('cart/v2/set-currency', { currency: 'GEL' }));
    const paid = ok(await shopper.post('giftcard/use', { cardNumber: lari.number, cardCVC: lari.pin })).json<CartReply>();
    expect(paid.cart.additional.giftcard).toMatchObject({ currency: 'GEL', balance: 10_000 });

    const dollars = await issuedCard(t);
    expect(refusal(await shopper.post('giftcard/use', { cardNumber: dollars.number, cardCVC: dollars.pin }))).toEqual([400, GIFTCARD_ERRORS.wrongCurrency]);
  });

  it('refuses an expired card and an empty one; a cart holding a card that expired since shows no giftcard line', async () => {
    const shopper = await Shopper.start(t);
    await shopper.add(sizes[2]!);
    const expiring = await issuedCard(t);
    ok(await shopper.post('giftcard/use', { cardNumber: expiring.number, cardCVC: expiring.pin }));
    await t.db.orm.execute(sql`UPDATE gift_cards SET expires_at = now() - interval '1 minute' WHERE number = ${expiring.number}`);
    expect(byCode((await shopper.cart()).cart.totals)).not.toHaveProperty('giftcard');
    expect(refusal(await shopper.post('giftcard/use', { cardNumber: expiring.number, cardCVC: expiring.pin }))).toEqual([400, GIFTCARD_ERRORS.expired]);

    const emptied = await issuedCard(t, { amount: 2_500 });
    await t.db.orm.execute(sql`
      WITH card AS (UPDATE gift_cards SET balance = 0 WHERE number = ${emptied.number} RETURNING id, purchase_order_id)
      INSERT INTO gift_card_ledger (card_id, action, amount, order_id) SELECT id, 'spent', -2500, purchase_order_id FROM card`);
    expect(refusal(await shopper.post('giftcard/use', { cardNumber: emptied.number, cardCVC: emptied.pin }))).toEqual([400, GIFTCARD_ERRORS.empty]);
  });
});
