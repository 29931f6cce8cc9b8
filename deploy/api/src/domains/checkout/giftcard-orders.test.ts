/** @jest-environment node */
import { CartReply, GIFTCARD_ERRORS, TEST_CARDS, type Total } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ok, paymentOf, refusal, rowsIn, Shopper, sizesInStock, type Size } from '../../test/test-shopper';
import { cancelOrder, cancelUnpaidOrders } from './unpaid-sweep';
import { member } from '../loyalty/test-member';
import { refundGiftcardSpending } from '../giftcard/card-balance';
import { balanceAndLedger, issuedCard, ledgerOf, type IssuedCard } from '../giftcard/test-giftcard';

// A card's balance through the real checkout: spent when the order is placed (partly, when the
// order costs less), kept while a failed payment can be tried again, refunded once when the order
// is cancelled (by the shop or by the unpaid-order sweep), and a bought card voided when its paid
// order is cancelled.

let t: TestApp;
let sizes: Size[];
beforeAll(async () => {
  t = await createTestApp();
  sizes = await sizesInStock(t, 4, 500);
});
afterAll(async () => { await t.close(); });

const byCode = (totals: readonly Total[]) => Object.fromEntries(totals.map((total) => [total.code, total.value]));
const COURIER = 500;

/** A guest's cart of `size`, paying with `card`, checked out by courier and card: what the cart showed, and the placed order's id. */
async function placeWith(card: IssuedCard, size: Size, shopper?: Shopper) {
  const buyer = shopper ?? await Shopper.start(t);
  await buyer.add(size);
  const orderId = await buyer.checkout();
  const shown = byCode(ok(await buyer.post('giftcard/use', { cardNumber: card.number, cardCVC: card.pin })).json<CartReply>().cart.totals);
  const placed = await buyer.place();
  return { buyer, orderId, shown, placed };
}

async function orderTotals(orderId: number): Promise<{ totals: Record<string, number>; grandTotal: number; status: string }> {
  const [order] = await rowsIn<{ totals: Total[]; grand_total: number; status: string }>(t, sql`SELECT totals, grand_total, status FROM orders WHERE id = ${orderId}`);
  return { totals: byCode(order!.totals), grandTotal: Number(order!.grand_total), status: order!.status };
}

describe('placing an order with a card', () => {
  it('spends what the order costs and leaves the rest on the card', async () => {
    const card = await issuedCard(t, { amount: 10_000 });
    const { buyer, orderId, shown, placed } = await placeWith(card, sizes[0]!);
    const cost = sizes[0]!.price + COURIER;
    // Nothing is left to pay: the order is paid as it is placed, and the shopper goes to the success page, not to a card form for 0.
    expect(paymentOf(placed)).toMatchObject({ orderId, total: 0, status: 'paid', link: `/success/${orderId}` });
    expect(await rowsIn(t, sql`SELECT attempt, result, card_last4 FROM payments WHERE order_id = ${orderId}`)).toEqual([{ attempt: 1, result: 'paid', card_last4: null }]);
    const order = await orderTotals(orderId);
    expect(order.status).toBe('paid');
    expect(order.totals).toMatchObject({ subtotal: sizes[0]!.price, delivery: COURIER, giftcard: -cost, total: 0 });
    expect(order.totals.giftcard).toBe(shown.giftcard);
    expect(await balanceAndLedger(t, card.number)).toEqual({ balance: 10_000 - cost, ledger: 10_000 - cost });
    expect(await ledgerOf(t, card.number)).toEqual([
      { action: 'issued', amount: 10_000, order_id: card.orderId },
      { action: 'spent', amount: -cost, order_id: orderId },
    ]);
    // The cart went with the order; the rest of the card pays for the next one.
    expect((await buyer.cart()).cart.items).toEqual([]);
    const next = await placeWith(card, sizes[1]!, buyer);
    ok(next.placed);
    expect((await orderTotals(next.orderId)).totals.giftcard).toBe(-(10_000 - cost));
    expect(await balanceAndLedger(t, card.number)).toEqual({ balance: 0, ledger: 0 });
  });

  it('pays part of an order with what the card has, and the rest is paid by bank card', async () => {
    const card = await issuedCard(t, { amount: 2_500 });
    const { orderId, placed } = await placeWith(card, sizes[2]!);
    const cost = sizes[2]!.price + COURIER;
    expect(paymentOf(placed).total).toBe(cost - 2_500);
    expect((await orderTotals(orderId)).totals).toMatchObject({ giftcard: -2_500, total: cost - 2_500 });
    expect(await balanceAndLedger(t, card.number)).toEqual({ balance: 0, ledger: 0 });
  });

  it('refuses the order when the card was emptied since the cart showed it, and drops the card from the cart', async () => {
    const card = await issuedCard(t, { amount: 2_500 });
    const first = await Shopper.start(t);
    await first.add(sizes[0]!);
    await first.checkout();
    ok(await first.post('giftcard/use', { cardNumber: card.number, cardCVC: card.pin }));
    // Another order spends the whole card in the meantime.
    ok((await placeWith(card, sizes[3]!)).placed);
    expect(await balanceAndLedger(t, card.number)).toEqual({ balance: 0, ledger: 0 });

    expect(refusal(await first.place())).toEqual([400, GIFTCARD_ERRORS.empty]);
    const cart = await first.cart();
    expect(cart.cart.additional).not.toHaveProperty('giftcard');
    expect(cart.cart.items).toHaveLength(1);
    // Placed again without the card: the whole amount is due.
    expect(paymentOf(await first.place()).total).toBe(sizes[0]!.price + COURIER);
  });
});

describe('an order that does not go through', () => {
  it('gives the card its amount back once when the order is cancelled', async () => {
    const card = await issuedCard(t, { amount: 10_000 });
    const { orderId } = await placeWith(card, sizes[0]!);
    const cost = sizes[0]!.price + COURIER;
    expect((await balanceAndLedger(t, card.number)).balance).toBe(10_000 - cost);

    expect(await cancelOrder(t.db, orderId)).toBe(true);
    expect(await balanceAndLedger(t, card.number)).toEqual({ balance: 10_000, ledger: 10_000 });
    // Once: cancelling again changes nothing, and neither does a second refund of the same order.
    expect(await cancelOrder(t.db, orderId)).toBe(false);
    await t.db.orm.transaction((tx) => refundGiftcardSpending(tx, orderId));
    expect(await balanceAndLedger(t, card.number)).toEqual({ balance: 10_000, ledger: 10_000 });
    expect((await ledgerOf(t, card.number)).map((row) => [row.action, row.amount])).toEqual([['issued', 10_000], ['spent', -cost], ['refunded', cost]]);
  });

  it('keeps the amount with an order whose payment failed, to be paid again, and refunds it when the sweep cancels the order', async () => {
    const card = await issuedCard(t, { amount: 2_500 });
    const { buyer, orderId } = await placeWith(card, sizes[1]!);
    expect(paymentOf(await buyer.pay(orderId, TEST_CARDS.decline)).status).toBe('failed');
    expect(await balanceAndLedger(t, card.number)).toEqual({ balance: 0, ledger: 0 });
    // The payment window passes without a second try: the sweep cancels the order and the card gets its amount back.
    await t.db.orm.execute(sql`UPDATE orders SET placed_at = now() - interval '3 hours' WHERE id = ${orderId}`);
    expect(await cancelUnpaidOrders(t.db)).toBeGreaterThanOrEqual(1);
    expect((await orderTotals(orderId)).status).toBe('cancelled');
    expect(await balanceAndLedger(t, card.number)).toEqual({ balance: 2_500, ledger: 2_500 });
  });

  it('spends the amount for good when a failed payment is tried again and goes through', async () => {
    const card = await issuedCard(t, { amount: 2_500 });
    const { buyer, orderId } = await placeWith(card, sizes[2]!);
    expect(paymentOf(await buyer.pay(orderId, TEST_CARDS.decline)).status).toBe('failed');
    expect(paymentOf(await buyer.pay(orderId)).status).toBe('paid');
    await t.db.orm.execute(sql`UPDATE orders SET placed_at = now() - interval '3 hours' WHERE id = ${orderId}`);
    await cancelUnpaidOrders(t.db);
    expect((await orderTotals(orderId)).status).toBe('paid');
    expect(await balanceAndLedger(t, card.number)).toEqual({ balance: 0, ledger: 0 });
  });
});

describe('the order that bought a card', () => {
  it('voids what is left of the card when it is cancelled after payment; what was spent stays spent', async () => {
    const card = await issuedCard(t, { amount: 10_000 });
    const { orderId } = await placeWith(card, sizes[3]!);
    const spent = sizes[3]!.price + COURIER;
    expect(await cancelOrder(t.db, card.orderId)).toBe(true);
    expect(await balanceAndLedger(t, card.number)).toEqual({ balance: 0, ledger: 0 });
    expect((await ledgerOf(t, card.number)).map((row) => [row.action, row.amount, row.order_id])).toEqual([
      ['issued', 10_000, card.orderId], ['spent', -spent, orderId], ['voided', -(10_000 - spent), card.orderId],
    ]);
    // A card with nothing left pays for nothing.
    const shopper = await Shopper.start(t);
    await shopper.add(sizes[0]!);
    expect(refusal(await shopper.post('giftcard/use', { cardNumber: card.number, cardCVC: card.pin }))).toEqual([400, GIFTCARD_ERRORS.empty]);
    // The goods order it paid for, cancelled now, refunds to the voided card no more than it spent.
    expect(await cancelOrder(t.db, orderId)).toBe(true);
    expect(await balanceAndLedger(t, card.number)).toEqual({ balance: spent, ledger: spent });
  });

  it('earns no loyalty points: a card is money, its points come when it buys goods', async () => {
    const buyer = await member(t, { earned: 100 });
    const { orderId } = await issuedCard(t, { amount: 20_000, buyer });
    expect(await rowsIn(t, sql`SELECT action FROM loyalty_ledger WHERE order_id = ${orderId}`)).toEqual([]);
  });
});
