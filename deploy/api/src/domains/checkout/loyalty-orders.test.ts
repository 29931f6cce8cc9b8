/** @jest-environment node */
import { TEST_CARDS, type Total } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { loyaltyLedger } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ok, paymentOf, rowsIn, Shopper, sizesInStock, type Size } from '../../test/test-shopper';
import { cancelOrder } from './unpaid-sweep';
import { balanceOf, member, orderEntries } from '../loyalty/test-member';

// Points and orders through the real checkout: spent when the order is placed, earned when it is
// paid by the test card, given back and taken back when it is cancelled, and the referrer's reward
// for an invitee's first paid order.

let t: TestApp;
let sizes: Size[];
beforeAll(async () => {
  t = await createTestApp();
  sizes = await sizesInStock(t, 4, 500);
});
afterAll(async () => { await t.close(); });

const byCode = (totals: readonly Total[]) => Object.fromEntries(totals.map((total) => [total.code, total.value]));

/**
 * Puts `size` in the shopper's cart (spending points first when `useBonuses`), checks out by
 * courier and card and places the order. Answers the totals the cart showed and the order's.
 */
async function place(shopper: Shopper, size: Size, { useBonuses = false } = {}) {
  await shopper.add(size);
  if (useBonuses) ok(await shopper.post('loyalty/apply-bonuses', { state: true }));
  const shown = byCode((await shopper.cart()).cart.totals);
  const orderId = await shopper.checkout();
  ok(await shopper.place());
  const [order] = await rowsIn<{ totals: Total[] }>(t, sql`SELECT totals FROM orders WHERE id = ${orderId}`);
  return { orderId, shown, totals: byCode(order!.totals) };
}

const pay = async (shopper: Shopper, orderId: number, card: string = TEST_CARDS.success) => paymentOf(await shopper.pay(orderId, card)).status;

/** Spends (without an order) all but `left` of the customer's balance, as another order would have. */
async function spendDownTo(customerId: number, left: number): Promise<void> {
  await t.db.orm.insert(loyaltyLedger).values({ customerId, action: 'spent', points: left - await balanceOf(t, customerId) });
}

describe('placing an order', () => {
  it('spends the points the cart showed, and the order keeps the loyalty lines the cart had', async () => {
    const silver = await member(t, { earned: 1_500, balance: 1_000 });
    const { orderId, shown, totals } = await place(silver, sizes[0]!, { useBonuses: true });
    const price = sizes[0]!.price;
    const afterLevel = price - Math.floor((price * 3) / 100);
    const spent = Math.min(1_000, Math.floor((afterLevel * 30) / 100));
    expect(totals).toMatchObject({ subtotal: price, 'loyalty:discount': afterLevel - price, 'loyalty:bonuses': -spent, delivery: 500 });
    expect(totals['loyalty:bonuses']).toBe(shown['loyalty:bonuses']);
    expect(totals['loyalty:cashback']).toBe(shown['loyalty:cashback']);
    expect(await orderEntries(t, silver.customerId, orderId)).toEqual([{ action: 'spent', points: -spent, order_id: orderId }]);
    expect(await balanceOf(t, silver.customerId)).toBe(1_000 - spent);
    // The cart went with the order; the next cart starts without spending points.
    expect((await silver.cart()).cart.items).toEqual([]);
  });

  it('spends only what is left when the balance fell after the cart was shown, and the total takes off only that', async () => {
    const bronze = await member(t, { earned: 800 });
    await bronze.add(sizes[1]!);
    ok(await bronze.post('loyalty/apply-bonuses', { state: true }));
    expect(byCode((await bronze.cart()).cart.totals)['loyalty:bonuses']).toBeLessThan(-50);
    await spendDownTo(bronze.customerId, 50);
    const orderId = await bronze.checkout();
    ok(await bronze.place());
    const [order] = await rowsIn<{ totals: Total[]; grand_total: number }>(t, sql`SELECT totals, grand_total FROM orders WHERE id = ${orderId}`);
    expect(byCode(order!.totals)['loyalty:bonuses']).toBe(-50);
    expect(Number(order!.grand_total)).toBe(sizes[1]!.price - 50 + 500);
    expect(await orderEntries(t, bronze.customerId, orderId)).toEqual([{ action: 'spent', points: -50, order_id: orderId }]);
    expect(await balanceOf(t, bronze.customerId)).toBe(0);
  });

  it('spends nothing of a member who does not use points, and nothing of a guest', async () => {
    const saver = await member(t, { earned: 700 });
    const { orderId, totals } = await place(saver, sizes[0]!);
    expect(totals).not.toHaveProperty('loyalty:bonuses');
    expect(await orderEntries(t, saver.customerId, orderId)).toEqual([]);
    const guest = await Shopper.start(t);
    const guestOrder = await place(guest, sizes[0]!);
    expect(Object.keys(guestOrder.totals)).toEqual(['subtotal', 'delivery', 'total']);
  });
});

describe('paying an order', () => {
  it("earns the level's cashback on what the goods cost after every discount, once, as the cart's cashback line promised", async () => {
    const silver = await member(t, { earned: 1_500, balance: 1_000 });
    const { orderId, totals } = await place(silver, sizes[2]!, { useBonuses: true });
    expect(await pay(silver, orderId)).toBe('paid');
    const goods = totals.subtotal! + totals['loyalty:discount']! + totals['loyalty:bonuses']!;
    const earned = Math.floor((goods * 5) / 100);
    expect(earned).toBe(totals['loyalty:cashback']);
    expect(await orderEntries(t, silver.customerId, orderId)).toEqual([
      { action: 'spent', points: totals['loyalty:bonuses'], order_id: orderId },
      { action: 'earned', points: earned, order_id: orderId },
    ]);
    expect(await balanceOf(t, silver.customerId)).toBe(1_000 + totals['loyalty:bonuses']! + earned);
    // Paying again is refused and earns nothing more.
    expect((await silver.pay(orderId)).json()).toMatchObject({ error: 'already_paid' });
    expect(await orderEntries(t, silver.customerId, orderId)).toHaveLength(2);
  });

  it('earns nothing for a declined card, and earns once when the order is then paid', async () => {
    const bronze = await member(t, { earned: 100 });
    const { orderId, totals } = await place(bronze, sizes[0]!);
    expect(await pay(bronze, orderId, TEST_CARDS.decline)).toBe('failed');
    expect(await orderEntries(t, bronze.customerId, orderId)).toEqual([]);
    expect(await pay(bronze, orderId)).toBe('paid');
    expect(await orderEntries(t, bronze.customerId, orderId)).toEqual([{ action: 'earned', points: totals['loyalty:cashback'], order_id: orderId }]);
  });

  it('records a level up when the cashback takes the member over a threshold', async () => {
    const nearlySilver = await member(t, { earned: 990 });
    const { orderId, totals } = await place(nearlySilver, sizes[1]!);
    expect(totals['loyalty:cashback']).toBeGreaterThanOrEqual(10);
    expect(await pay(nearlySilver, orderId)).toBe('paid');
    expect((await orderEntries(t, nearlySilver.customerId, orderId)).map((row) => row.action)).toEqual(['earned', 'level_up']);
    const info = ok(await nearlySilver.get('loyalty/info', { 'x-language': 'en-gb' })).json<{ loyaltyInfo: { level: { name: string } } }>();
    expect(info.loyaltyInfo.level.name).toBe('Silver');
  });

  it('earns nothing for a customer outside the programme or a guest', async () => {
    const outsider = await Shopper.loggedIn(t);
    const { orderId } = await place(outsider, sizes[0]!);
    expect(await pay(outsider, orderId)).toBe('paid');
    const guest = await Shopper.start(t);
    const guestOrder = await place(guest, sizes[0]!);
    expect(await pay(guest, guestOrder.orderId)).toBe('paid');
    const rows = await rowsIn(t, sql`SELECT 1 FROM loyalty_ledger WHERE order_id IN (${orderId}, ${guestOrder.orderId})`);
    expect(rows).toEqual([]);
  });
});

describe('cancelling an order', () => {
  it('gives back the points an unpaid order spent', async () => {
    const bronze = await member(t, { earned: 600 });
    const { orderId, totals } = await place(bronze, sizes[0]!, { useBonuses: true });
    const spent = -totals['loyalty:bonuses']!;
    expect(await balanceOf(t, bronze.customerId)).toBe(600 - spent);
    expect(await cancelOrder(t.db, orderId)).toBe(true);
    expect(await orderEntries(t, bronze.customerId, orderId)).toEqual([
      { action: 'spent', points: -spent, order_id: orderId },
      { action: 'returned', points: spent, order_id: orderId },
    ]);
    expect(await balanceOf(t, bronze.customerId)).toBe(600);
    // Cancelled already: nothing is returned twice.
    expect(await cancelOrder(t.db, orderId)).toBe(false);
    expect(await orderEntries(t, bronze.customerId, orderId)).toHaveLength(2);
  });

  it('takes back the cashback of a paid order, capped at the balance, and gives back what it spent', async () => {
    const silver = await member(t, { earned: 2_000, balance: 300 });
    const { orderId, totals } = await place(silver, sizes[1]!, { useBonuses: true });
    expect(await pay(silver, orderId)).toBe('paid');
    const spent = -totals['loyalty:bonuses']!;
    const earned = totals['loyalty:cashback']!;
    // Spent meanwhile on something else: all but 5 points.
    await spendDownTo(silver.customerId, 5);
    expect(await cancelOrder(t.db, orderId)).toBe(true);
    // The spent points come back first (5 + spent), then the cashback goes, as much as the balance holds.
    const revoked = Math.min(earned, 5 + spent);
    expect(await orderEntries(t, silver.customerId, orderId)).toEqual([
      { action: 'spent', points: -spent, order_id: orderId },
      { action: 'earned', points: earned, order_id: orderId },
      { action: 'returned', points: spent, order_id: orderId },
      { action: 'revoked', points: -revoked, order_id: orderId },
    ]);
    expect(await balanceOf(t, silver.customerId)).toBe(5 + spent - revoked);
  });

  it('takes back no more than the balance holds', async () => {
    const bronze = await member(t, { earned: 100 });
    const { orderId, totals } = await place(bronze, sizes[2]!);
    expect(await pay(bronze, orderId)).toBe('paid');
    expect(totals['loyalty:cashback']).toBeGreaterThan(10);
    await spendDownTo(bronze.customerId, 10);
    expect(await cancelOrder(t.db, orderId)).toBe(true);
    expect((await orderEntries(t, bronze.customerId, orderId)).at(-1)).toEqual({ action: 'revoked', points: -10, order_id: orderId });
    expect(await balanceOf(t, bronze.customerId)).toBe(0);
  });
});

describe('the referral reward', () => {
  /** A logged-in customer whose registration named `referrerId` (helper of the login flow: customers.referred_by). */
  async function invitee(referrerId: number, fields = {}) {
    const shopper = await Shopper.loggedIn(t, fields);
    await t.db.orm.execute(sql`UPDATE customers SET referred_by = ${referrerId} WHERE id = ${shopper.customerId}`);
    return shopper;
  }

  it("gives the referrer settings.loyalty.referral_reward for the invitee's first paid order only", async () => {
    const referrer = await member(t);
    const friend = await invitee(referrer.customerId);
    const first = await place(friend, sizes[0]!);
    // A declined first try is no paid order yet.
    expect(await pay(friend, first.orderId, TEST_CARDS.decline)).toBe('failed');
    expect(await orderEntries(t, referrer.customerId, first.orderId)).toEqual([]);
    expect(await pay(friend, first.orderId)).toBe('paid');
    expect(await orderEntries(t, referrer.customerId, first.orderId)).toEqual([{ action: 'referral_reward', points: 500, order_id: first.orderId }]);
    const second = await place(friend, sizes[1]!);
    expect(await pay(friend, second.orderId)).toBe('paid');
    expect(await orderEntries(t, referrer.customerId, second.orderId)).toEqual([]);
    expect(await balanceOf(t, referrer.customerId)).toBe(500);
    // The invitee, outside the programme, earned no cashback.
    expect(await balanceOf(t, friend.customerId)).toBe(0);
  });

  it('pays a member invitee their cashback as well, and takes the reward back when that order is cancelled', async () => {
    const referrer = await member(t);
    const friend = await invitee(referrer.customerId, { loyaltyStatus: 'active' });
    const { orderId, totals } = await place(friend, sizes[2]!);
    expect(await pay(friend, orderId)).toBe('paid');
    expect(await orderEntries(t, friend.customerId, orderId)).toEqual([{ action: 'earned', points: totals['loyalty:cashback'], order_id: orderId }]);
    expect(await balanceOf(t, referrer.customerId)).toBe(500);
    expect(await cancelOrder(t.db, orderId)).toBe(true);
    expect((await orderEntries(t, referrer.customerId, orderId)).map((row) => [row.action, row.points])).toEqual([['referral_reward', 500], ['revoked', -500]]);
    expect(await balanceOf(t, friend.customerId)).toBe(0);
  });

  it('gives a referrer outside the programme nothing', async () => {
    const referrer = await Shopper.loggedIn(t);
    const friend = await invitee(referrer.customerId);
    const { orderId } = await place(friend, sizes[3]!);
    expect(await pay(friend, orderId)).toBe('paid');
    expect(await balanceOf(t, referrer.customerId)).toBe(0);
  });
});
