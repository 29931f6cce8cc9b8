import { CartReply, CURRENCY_HEADER, PaymentStateReply, TEST_CARDS, type CurrencyCode, type PaymentMethodCode } from '@shop/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../db/client';
import { contractErrors } from './contract';
import { logInSession, startSession, type Session, type TestApp, type TestCustomer } from './test-app';

// A shopper going through checkout over the API, for the checkout and payment tests.

/** Moscow (city 1) has every method; its courier rate is 5 $, free from 60 $. */
export const MOSCOW = 1;
export const COURIER_ADDRESS = { address: 'Тверская', house: '7', postcode: '125009', apartment: '12' };
export const CONTACT = { firstname: 'Анна', lastname: 'Петрова', telephone: '+7 (912) 345-6789', email: 'anna@example.com' };

/** A size to add; `price` is in dollars, `prices` in every currency. */
export interface Size { productId: number; optionId: number; price: number; prices: Record<CurrencyCode, number> }

export class Shopper {
  private keys = 0;

  /** `currency`: the one the shopper chose, sent as x-currency with every request (none: the shop's default). */
  private constructor(private readonly t: TestApp, readonly session: Session, readonly currency?: CurrencyCode) {}

  static async start(t: TestApp, currency?: CurrencyCode): Promise<Shopper> {
    return new Shopper(t, await startSession(t.app), currency);
  }

  /** A shopper on a session made elsewhere (a logged-in one: logInSession). */
  static on(t: TestApp, session: Session, currency?: CurrencyCode): Shopper {
    return new Shopper(t, session, currency);
  }

  /** A shopper logged in as a customer (an existing one's id, or the fields of a new one), as logInSession leaves a session. */
  static async loggedIn(t: TestApp, customer: number | TestCustomer = {}, currency?: CurrencyCode): Promise<Shopper & { customerId: number }> {
    const session = await logInSession(t, customer);
    return Object.assign(new Shopper(t, session, currency), { customerId: session.customerId });
  }

  post(url: string, payload: unknown = {}, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    return this.t.app.inject({
      method: 'POST', url: `/api/${url}`, payload: payload as object, headers: { cookie: this.session.cookie, 'x-xsrf-token': this.session.token, ...this.currencyHeader(), ...headers },
    });
  }

  get(url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    return this.t.app.inject({ method: 'GET', url: `/api/${url}`, headers: { cookie: this.session.cookie, ...this.currencyHeader(), ...headers } });
  }

  private currencyHeader(): Record<string, string> {
    return this.currency ? { [CURRENCY_HEADER]: this.currency } : {};
  }

  async add(size: Size): Promise<void> {
    ok(await this.post('cart/v2/add', { product_id: size.productId, option_value_id: size.optionId, quantity: 1 }));
  }

  async cart(): Promise<CartReply> {
    const body = ok(await this.get('cart/v2/')).json<CartReply>();
    expect(contractErrors(CartReply, body)).toEqual([]);
    return body;
  }

  createOrder(key = `attempt-${++this.keys}-${Math.random().toString(36).slice(2, 10)}`, contact: object = CONTACT): Promise<LightMyRequestResponse> {
    return this.post('cart/v2/create-order', contact, { 'idempotency-key': key });
  }

  /** create-order with `contact`, courier to Moscow (or `shipping`), the address and the payment method: ready to place. */
  async checkout(method: PaymentMethodCode = 'card', shipping: object = { method_code: 'courier', cityId: MOSCOW }, contact: object = CONTACT): Promise<number> {
    const orderId = ok(await this.createOrder(undefined, contact)).json<{ result: { order_id: number } }>().result.order_id;
    ok(await this.post('cart/v2/set-shipping-method', shipping));
    ok(await this.post('cart/v2/set-shipping-address', COURIER_ADDRESS));
    ok(await this.post('cart/v2/set-payment-method', { method_code: method }));
    return orderId;
  }

  place(code: PaymentMethodCode = 'card'): Promise<LightMyRequestResponse> {
    return this.post('payment/get/', { code });
  }

  pay(orderId: number, cardNumber: string = TEST_CARDS.success, expiry = '12/30'): Promise<LightMyRequestResponse> {
    return this.post('payment/result/', { result: { order_id: orderId, card_number: cardNumber, expiry, cvc: '123' } });
  }
}

/** The response, checked to be a 200. */
export function ok(response: LightMyRequestResponse): LightMyRequestResponse {
  if (response.statusCode !== 200) throw new Error(`expected 200, got ${response.statusCode}: ${response.body}`);
  return response;
}

/** A payment state reply, checked against the contract. */
export function paymentOf(response: LightMyRequestResponse): PaymentStateReply['payment'] {
  const body = ok(response).json<PaymentStateReply>();
  expect(contractErrors(PaymentStateReply, body)).toEqual([]);
  return body.payment;
}

export const refusal = (response: LightMyRequestResponse) => [response.statusCode, response.json<{ error: string }>().error];

export const rowsIn = async <T>(t: TestApp, query: SQL): Promise<T[]> => rowsOf<T>(await t.db.orm.execute(query));

/** Products a test file's sizesInStock gave out already: each call's sizes are its own. */
const givenOut = new Set<number>([0]);

/**
 * Sizes in stock of products no earlier call gave out, priced between 20 and 50 $ (so one is
 * above the 10 $ minimum and below the 60 $ free delivery), each given `units` units.
 */
export async function sizesInStock(t: TestApp, count: number, units: number): Promise<Size[]> {
  const sizes = (await rowsIn<{ product_id: number; id: number; price: number; rub: number; gel: number }>(t, sql`
    SELECT DISTINCT ON (o.product_id) o.product_id, o.id, pp.price,
      (SELECT price FROM product_prices WHERE product_id = o.product_id AND currency = 'RUB') AS rub,
      (SELECT price FROM product_prices WHERE product_id = o.product_id AND currency = 'GEL') AS gel
    FROM product_options o
    JOIN product_prices pp ON pp.product_id = o.product_id AND pp.currency = 'USD'
    WHERE o.stock_status = 'inStock' AND pp.price BETWEEN 2000 AND 5000
      AND o.product_id NOT IN (${sql.join([...givenOut].map((id) => sql`${id}`), sql`, `)})
    ORDER BY o.product_id, o.id LIMIT ${count}`)).map((row) => ({
    productId: Number(row.product_id), optionId: Number(row.id), price: Number(row.price),
    prices: { USD: Number(row.price), RUB: Number(row.rub), GEL: Number(row.gel) },
  }));
  expect(sizes).toHaveLength(count);
  for (const size of sizes) givenOut.add(size.productId);
  await setUnits(t, sizes, units);
  return sizes;
}

export async function setUnits(t: TestApp, sizes: readonly Size[], units: number): Promise<void> {
  await t.db.orm.execute(sql`UPDATE product_options SET stock_quantity = ${units}, stock_status = ${units > 0 ? 'inStock' : 'outOfStock'}
    WHERE id IN (${sql.join(sizes.map((size) => sql`${size.optionId}`), sql`, `)})`);
}

export async function unitsOf(t: TestApp, size: Size): Promise<{ units: number; status: string }> {
  const [row] = await rowsIn<{ units: number; status: string }>(t, sql`SELECT stock_quantity AS units, stock_status AS status FROM product_options WHERE id = ${size.optionId}`);
  return { units: Number(row!.units), status: row!.status };
}
