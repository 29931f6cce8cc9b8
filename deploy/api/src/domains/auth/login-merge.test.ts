/** @jest-environment node */
import { CART_MAX_LINES, WISHLIST_MAX_ITEMS } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { createCustomer, createTestApp, type TestApp } from '../../test/test-app';
import { issuedCard } from '../giftcard/test-giftcard';
import { lastCode, newPhone, Visitor } from './test-visitor';

// What a guest had becomes the customer's at login: the cart, the wishlist, the orders of the
// session, and the invitation they came by.

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

interface Option { id: number; productId: number; stock: number }

let optionsTaken = 0;
/** Sizes no other test of the file uses, with `stock` units each. */
async function sizes(count: number, stock = 5): Promise<Option[]> {
  const rows = rowsOf<{ id: number; product_id: number }>(await t.db.orm.execute(sql`
    SELECT id, product_id FROM product_options ORDER BY id OFFSET ${optionsTaken} LIMIT ${count}`));
  optionsTaken += count;
  const ids = rows.map((row) => Number(row.id));
  await t.db.orm.execute(sql`UPDATE product_options SET stock_quantity = ${stock}, stock_status = 'inStock'
    WHERE id IN (SELECT value::int FROM json_array_elements_text(${JSON.stringify(ids)}::json))`);
  return rows.map((row) => ({ id: Number(row.id), productId: Number(row.product_id), stock }));
}

const setStock = (option: Option, stock: number) => t.db.orm.execute(sql`UPDATE product_options SET stock_quantity = ${stock} WHERE id = ${option.id}`);

const promoId = async (code: string) =>
  Number(rowsOf<{ id: number }>(await t.db.orm.execute(sql`SELECT id FROM promo_codes WHERE code = ${code}`))[0]!.id);

/** A cart of a session or a customer with `lines` of [size, quantity], as the cart routes leave one. */
async function cartWith(owner: { sessionId: string } | { customerId: number }, lines: Array<[Option, number]>, promo?: string): Promise<number> {
  const [cart] = rowsOf<{ id: number }>(await t.db.orm.execute('sessionId' in owner
    ? sql`INSERT INTO carts (session_id, promo_code_id) VALUES (${owner.sessionId}, ${promo ? await promoId(promo) : null}) RETURNING id`
    : sql`INSERT INTO carts (customer_id, promo_code_id) VALUES (${owner.customerId}, ${promo ? await promoId(promo) : null}) RETURNING id`));
  for (const [option, quantity] of lines) {
    await t.db.orm.execute(sql`
      INSERT INTO cart_items (cart_id, product_id, option_value_id, quantity) VALUES (${cart!.id}, ${option.productId}, ${option.id}, ${quantity})`);
  }
  return Number(cart!.id);
}

interface CustomerCart { id: number; promo: string | null; lines: Array<[number, number]> }

/** The customer's cart: its id, promo code and [size, quantity] lines in the order added. */
async function customerCart(customerId: number): Promise<CustomerCart | undefined> {
  const [cart] = rowsOf<{ id: number; promo: string | null }>(await t.db.orm.execute(sql`
    SELECT c.id, p.code AS promo FROM carts c LEFT JOIN promo_codes p ON p.id = c.promo_code_id WHERE c.customer_id = ${customerId}`));
  if (!cart) return undefined;
  const lines = rowsOf<{ option_value_id: number; quantity: number }>(await t.db.orm.execute(sql`
    SELECT option_value_id, quantity FROM cart_items WHERE cart_id = ${cart.id} ORDER BY id`));
  return { id: Number(cart.id), promo: cart.promo, lines: lines.map((line) => [Number(line.option_value_id), Number(line.quantity)]) };
}

const guestCarts = async (sessionId: string) => rowsOf(await t.db.orm.execute(sql`SELECT id FROM carts WHERE session_id = ${sessionId}`));

/**
 * A guest who has asked for a code (so the session has its row, as after any POST), then `before`
 * (filling the guest's cart, say), then logs in. Answers the customer's id and the visitor.
 */
async function guestLogsIn(phone: string, before: (guest: Visitor) => Promise<unknown>, wishlist?: string[]) {
  const guest = await Visitor.start(t);
  await guest.sendCode(phone);
  const guestSession = guest.sessionId;
  await before(guest);
  const response = await guest.verifyCode(phone, await lastCode(t, phone), { wishlist });
  expect(response.statusCode).toBe(200);
  guest.adopt(response);
  return { customerId: response.json<{ customer: { id: number } }>().customer.id, guest, guestSession };
}

describe('the guest cart at login', () => {
  it('adds up sizes in both carts (up to stock and 999, never below what the customer had), keeps the rest, takes the guest promo code', async () => {
    const phone = newPhone();
    const customerId = await createCustomer(t, { telephone: phone });
    const [both, capped, many, short, guestOnly, customerOnly] = await sizes(6);
    await setStock(many!, 5000);
    await setStock(short!, 1);
    await cartWith({ customerId }, [[customerOnly!, 1], [both!, 1], [capped!, 4], [many!, 900], [short!, 3]]);

    const { guestSession } = await guestLogsIn(phone, (guest) =>
      cartWith({ sessionId: guest.sessionId }, [[guestOnly!, 2], [both!, 2], [capped!, 4], [many!, 200], [short!, 1]], 'WELCOME10'));

    expect(await customerCart(customerId)).toMatchObject({
      promo: 'WELCOME10',
      lines: [[customerOnly!.id, 1], [both!.id, 3], [capped!.id, 5], [many!.id, 999], [short!.id, 3], [guestOnly!.id, 2]],
    });
    expect(await guestCarts(guestSession)).toEqual([]);
  });

  it("keeps the customer's promo code over the guest's", async () => {
    const phone = newPhone();
    const customerId = await createCustomer(t, { telephone: phone });
    const [size] = await sizes(1);
    await cartWith({ customerId }, [], 'BIG50');
    await guestLogsIn(phone, (guest) => cartWith({ sessionId: guest.sessionId }, [[size!, 1]], 'WELCOME10'));
    expect(await customerCart(customerId)).toMatchObject({ promo: 'BIG50', lines: [[size!.id, 1]] });
  });

  it("takes the gift card the guest's cart paid with when the customer's pays with none", async () => {
    const phone = newPhone();
    const customerId = await createCustomer(t, { telephone: phone });
    const [size] = await sizes(1);
    const card = await issuedCard(t);
    await cartWith({ customerId }, [[size!, 1]]);
    await guestLogsIn(phone, async (guest) => {
      const guestCart = await cartWith({ sessionId: guest.sessionId }, [[size!, 1]]);
      await t.db.orm.execute(sql`UPDATE carts SET gift_card_id = (SELECT id FROM gift_cards WHERE number = ${card.number}) WHERE id = ${guestCart}`);
    });
    const [merged] = rowsOf<{ number: string }>(await t.db.orm.execute(sql`
      SELECT g.number FROM carts c JOIN gift_cards g ON g.id = c.gift_card_id WHERE c.customer_id = ${customerId}`));
    expect(merged?.number).toBe(card.number);
  });

  it('makes the guest cart the customer\'s when they had none, as it is', async () => {
    const phone = newPhone();
    let guestCartId = 0;
    const [first, second] = await sizes(2);
    const { customerId } = await guestLogsIn(phone, async (guest) => {
      guestCartId = await cartWith({ sessionId: guest.sessionId }, [[first!, 2], [second!, 1]], 'WELCOME10');
    });
    expect(await customerCart(customerId)).toEqual({ id: guestCartId, promo: 'WELCOME10', lines: [[first!.id, 2], [second!.id, 1]] });
  });

  it(`stops adding the guest's sizes at ${CART_MAX_LINES} lines, in the order the guest added them`, async () => {
    const phone = newPhone();
    const customerId = await createCustomer(t, { telephone: phone });
    const own = await sizes(CART_MAX_LINES - 1);
    const [firstNew, secondNew] = await sizes(2);
    await cartWith({ customerId }, own.map((option): [Option, number] => [option, 1]));
    await guestLogsIn(phone, (guest) => cartWith({ sessionId: guest.sessionId }, [[firstNew!, 1], [own[0]!, 1], [secondNew!, 1]]));
    const cart = await customerCart(customerId);
    expect(cart!.lines).toHaveLength(CART_MAX_LINES);
    expect(cart!.lines.at(-1)).toEqual([firstNew!.id, 1]);
    expect(cart!.lines[0]).toEqual([own[0]!.id, 2]);
  });

  it('is a no-op without a guest cart', async () => {
    const phone = newPhone();
    const customerId = await createCustomer(t, { telephone: phone });
    const [size] = await sizes(1);
    const cartId = await cartWith({ customerId }, [[size!, 2]]);
    await guestLogsIn(phone, async () => undefined);
    expect(await customerCart(customerId)).toEqual({ id: cartId, promo: null, lines: [[size!.id, 2]] });
  });
});

describe('the guest wishlist at login', () => {
  const skus = async (count: number) => rowsOf<{ id: number; sku: string }>(await t.db.orm.execute(sql`
    SELECT id, sku FROM products ORDER BY id DESC LIMIT ${count}`)).map((row) => ({ id: Number(row.id), sku: row.sku }));
  const wishlistOf = async (customerId: number) => rowsOf<{ product_id: number }>(await t.db.orm.execute(sql`
    SELECT product_id FROM wishlist_items WHERE customer_id = ${customerId} ORDER BY id`)).map((row) => Number(row.product_id));

  it("adds the guest's skus after the customer's, once each, in the guest's order; unknown skus are ignored", async () => {
    const phone = newPhone();
    const customerId = await createCustomer(t, { telephone: phone });
    const [kept, first, second] = await skus(3);
    await t.db.orm.execute(sql`INSERT INTO wishlist_items (customer_id, product_id) VALUES (${customerId}, ${kept!.id})`);
    await guestLogsIn(phone, async () => undefined, [second!.sku, 'NO-SUCH-SKU', first!.sku, kept!.sku, second!.sku]);
    expect(await wishlistOf(customerId)).toEqual([kept!.id, second!.id, first!.id]);
  });

  it(`keeps at most ${WISHLIST_MAX_ITEMS} products`, async () => {
    const phone = newPhone();
    const customerId = await createCustomer(t, { telephone: phone });
    const products = await skus(WISHLIST_MAX_ITEMS + 1);
    await t.db.orm.execute(sql`
      INSERT INTO wishlist_items (customer_id, product_id)
      SELECT ${customerId}, value::int FROM json_array_elements_text(${JSON.stringify(products.slice(2).map((product) => product.id))}::json)`);
    await guestLogsIn(phone, async () => undefined, [products[0]!.sku, products[1]!.sku]);
    const wishlist = await wishlistOf(customerId);
    expect(wishlist).toHaveLength(WISHLIST_MAX_ITEMS);
    expect(wishlist.at(-1)).toBe(products[0]!.id);
  });
});

describe("the session's orders at login", () => {
  it('move to the new session with their idempotency keys', async () => {
    const phone = newPhone();
    let orderIds: number[] = [];
    const { guest } = await guestLogsIn(phone, async (visitor) => {
      const contact = sql`'ru-ru', 'USD', 'Анна', 'Петрова', '+79123456789', 'anna@example.com'`;
      const rows = rowsOf<{ id: number }>(await t.db.orm.execute(sql`
        INSERT INTO orders (session_id, status, language, currency, firstname, lastname, telephone, email) VALUES
          (${visitor.sessionId}, 'awaiting_payment', ${contact}), (${visitor.sessionId}, 'new', ${contact})
        RETURNING id`));
      orderIds = rows.map((row) => Number(row.id));
      await t.db.orm.execute(sql`INSERT INTO idempotency_keys (session_id, key, order_id) VALUES (${visitor.sessionId}, 'attempt-0001', ${orderIds[1]})`);
    });
    const orders = rowsOf<{ id: number }>(await t.db.orm.execute(sql`SELECT id FROM orders WHERE session_id = ${guest.sessionId} ORDER BY id`));
    expect(orders.map((order) => Number(order.id))).toEqual(orderIds);
    const keys = rowsOf(await t.db.orm.execute(sql`SELECT key FROM idempotency_keys WHERE session_id = ${guest.sessionId}`));
    expect(keys).toEqual([{ key: 'attempt-0001' }]);
  });
});

describe('registration by invitation', () => {
  const referrer = async () => {
    const id = await createCustomer(t, { telephone: newPhone() });
    const [row] = rowsOf<{ invite_code: string }>(await t.db.orm.execute(sql`SELECT invite_code FROM customers WHERE id = ${id}`));
    return { id, inviteCode: row!.invite_code };
  };
  const invitedBy = (inviteCode: string) => (guest: Visitor) =>
    t.db.orm.execute(sql`UPDATE sessions SET data = jsonb_build_object('inviteCode', ${inviteCode}::text) WHERE id = ${guest.sessionId}`);
  const historyOf = async (customerId: number) => rowsOf(await t.db.orm.execute(sql`
    SELECT action, points FROM loyalty_ledger WHERE customer_id = ${customerId} ORDER BY id`));

  it("makes the referrer the new customer's, with an invitee_registered entry in the referrer's history", async () => {
    const { id, inviteCode } = await referrer();
    const { customerId, guest } = await guestLogsIn(newPhone(), invitedBy(inviteCode));
    const [customer] = rowsOf<{ referred_by: number }>(await t.db.orm.execute(sql`SELECT referred_by FROM customers WHERE id = ${customerId}`));
    expect(Number(customer!.referred_by)).toBe(id);
    expect(await historyOf(id)).toEqual([{ action: 'invitee_registered', points: 0 }]);
    const [session] = rowsOf<{ data: object }>(await t.db.orm.execute(sql`SELECT data FROM sessions WHERE id = ${guest.sessionId}`));
    expect(session!.data).toEqual({});
  });

  it('does nothing for someone who had an account already', async () => {
    const { id, inviteCode } = await referrer();
    const phone = newPhone();
    const customerId = await createCustomer(t, { telephone: phone });
    await guestLogsIn(phone, invitedBy(inviteCode));
    const [customer] = rowsOf<{ referred_by: number | null }>(await t.db.orm.execute(sql`SELECT referred_by FROM customers WHERE id = ${customerId}`));
    expect(customer!.referred_by).toBeNull();
    expect(await historyOf(id)).toEqual([]);
  });
});
