/** @jest-environment node */
import { AdminGiftcardReply, CustomerExportReply, CustomerListReply, CustomerReply, PointsReply } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { contractErrors } from '../../test/contract';
import { createCustomer, createTestApp, logInSession, type TestApp } from '../../test/test-app';
import { ok, refusal, rowsIn, Shopper, sizesInStock, type Size } from '../../test/test-shopper';
import { Visitor } from '../auth/test-visitor';
import { issuedCard } from '../giftcard/test-giftcard';
import { createToken } from './staff';

let t: TestApp;
let operator: string;
let support: string;
let sizes: Size[];

beforeAll(async () => {
  t = await createTestApp();
  const tokenOf = async (role: 'operator' | 'support') =>
    (await t.db.orm.transaction((tx) => createToken(tx, { actor: 'test' }, { name: `test ${role}`, role, createdBy: null }))).token;
  operator = await tokenOf('operator');
  support = await tokenOf('support');
  sizes = await sizesInStock(t, 4, 20);
});
afterAll(async () => { await t.close(); });

type As = { authorization: string } | { cookie: string; 'x-xsrf-token': string };
const bearer = (token: string): As => ({ authorization: `Bearer ${token}` });
const get = (url: string, as: As = bearer(operator)) => t.app.inject({ method: 'GET', url: `/api/admin/${url}`, headers: { ...as, 'x-language': 'en-gb' } });
const post = (url: string, payload: object, as: As = bearer(operator)) =>
  t.app.inject({ method: 'POST', url: `/api/admin/${url}`, payload, headers: { ...as, 'x-language': 'en-gb' } });
const customerOf = async (id: number) => ok(await get(`customers/${id}`)).json<CustomerReply>().customer;
const idsOf = (reply: CustomerListReply) => reply.customers.map((customer) => customer.id);

describe('finding customers', () => {
  it('finds one by e-mail, a phone written any way, a part of a name or e-mail, or a number', async () => {
    const id = await createCustomer(t, { email: 'nino.beridze@example.ge', telephone: '+995555123456', firstname: 'Нино', lastname: 'Беридзе' });
    const search = async (text: string) => ok(await get(`customers?search=${encodeURIComponent(text)}`)).json<CustomerListReply>();
    const found = await search('Nino.Beridze@Example.ge');
    expect(contractErrors(CustomerListReply, found)).toEqual([]);
    expect(found.customers).toEqual([{
      id, email: 'nino.beridze@example.ge', telephone: '+995555123456', name: 'Нино Беридзе', role: null, blocked: false, erased: false, created_at: expect.any(String),
    }]);
    for (const text of ['+995 555 12-34-56', '555 123 456', 'беридзе', 'НИНО БЕР', 'beridze@exam', String(id), `#${id}`]) {
      expect([text, idsOf(await search(text))]).toEqual([text, [id]]);
    }
    expect(await search('nobody-by-this-name')).toMatchObject({ customers: [], total: 0 });
    // % and _ are letters here, not patterns.
    expect((await search('%_%')).total).toBe(0);
    // Two letters have no trigram: the search would read every customer.
    expect(refusal(await get(`customers?search=${encodeURIComponent('ни')}`))).toEqual([400, 'short_search']);
    for (const bad of ['page=0', 'page=x', `search=${'a'.repeat(255)}`, 'search=']) expect(refusal(await get(`customers?${bad}`))).toEqual([400, 'validation']);
  });

  it('lists the newest first, 50 a page, with how many match', async () => {
    const rows = await rowsIn<{ id: number }>(t, sql`
      INSERT INTO customers (email, lastname, invite_code)
      SELECT 'pager-' || n || '@example.com', 'Пейджер', 'PAGER' || n FROM generate_series(1, 60) n RETURNING id`);
    const ids = rows.map((row) => Number(row.id)).sort((a, b) => b - a);
    const first = ok(await get('customers?search=пейджер')).json<CustomerListReply>();
    expect(first).toMatchObject({ total: 60, page: 1, limit: 50 });
    expect(idsOf(first)).toEqual(ids.slice(0, 50));
    expect(idsOf(ok(await get('customers?search=пейджер&page=2')).json<CustomerListReply>())).toEqual(ids.slice(50));
    const all = ok(await get('customers')).json<CustomerListReply>();
    expect(all.total).toBeGreaterThanOrEqual(61);
    expect(all.customers[0]!.id).toBe(ids[0]);
  });
});

describe("a customer's page", () => {
  it('shows the profile, the loyalty standing, the newest orders, the gift cards bought and received, and counts', async () => {
    const shopper = await Shopper.loggedIn(t, { email: 'maria@example.com', firstname: 'Мария', lastname: 'Иванова', loyaltyStatus: 'active' });
    await t.db.orm.execute(sql`UPDATE customers SET street = 'Тверская', house = '7', postcode = '125009' WHERE id = ${shopper.customerId}`);
    const bought = await issuedCard(t, { buyer: shopper });
    const granted = ok(await post('giftcards', {
      amount: 1_000, currency: 'USD', recipient_email: 'maria@example.com', recipient_name: 'Мария', language: 'ru-ru', reason: 'late parcel',
    })).json<AdminGiftcardReply>();
    ok(await post(`customers/${shopper.customerId}/points`, { points: 300, reason: 'welcome' }));

    const customer = (await customerOf(shopper.customerId));
    expect(contractErrors(CustomerReply, { status: 200, customer })).toEqual([]);
    expect(customer).toMatchObject({
      id: shopper.customerId, email: 'maria@example.com', firstname: 'Мария', lastname: 'Иванова', role: null, blocked: null, erased: null,
      address: { street: 'Тверская', house: '7', postcode: '125009', apartment: '', comment: '' },
      loyalty: { status: 'active', balance: 300, level: expect.any(String) },
      orders: [{ id: bought.orderId, status: 'paid', kind: 'giftcard', grand_total: 5_000, currency: expect.any(String), placed_at: expect.any(String) }],
      counts: { orders: 1, reviews: 0, wishlist: 0 },
    });
    expect(customer.giftcards.bought.map((card) => card.purchase_order_id)).toEqual([bought.orderId]);
    expect(customer.giftcards.received.map((card) => card.id)).toEqual([granted.giftcard.id]);
    expect(refusal(await get('customers/2147483647'))).toEqual([400, 'not_found']);
    // Support reads a customer, and changes nothing.
    ok(await get(`customers/${shopper.customerId}`, bearer(support)));
    expect(refusal(await post(`customers/${shopper.customerId}/block`, { reason: 'no' }, bearer(support)))).toEqual([403, 'forbidden']);
  });
});

describe('blocking', () => {
  it('ends their sessions, refuses them a code and the login, and lets them in again once unblocked', async () => {
    const visitor = await Visitor.start(t);
    await visitor.logIn('blocked@example.com');
    const id = (await visitor.customerId())!;

    expect(refusal(await post(`customers/${id}/block`, {}))).toEqual([400, 'validation']);
    expect(refusal(await post(`customers/${id}/block`, { reason: '   ' }))).toEqual([400, 'validation']);
    const blocked = ok(await post(`customers/${id}/block`, { reason: 'chargeback fraud' })).json<CustomerReply>().customer;
    expect(blocked.blocked).toEqual({ at: expect.any(String), by: expect.stringMatching(/^token:\d+ test operator$/), reason: 'chargeback fraud' });
    expect(await visitor.customerId()).toBeNull();
    expect(ok(await get(`customers?search=${id}`)).json<CustomerListReply>().customers[0]).toMatchObject({ id, blocked: true });

    const again = await Visitor.start(t);
    expect((await again.sendCode('blocked@example.com')).json()).toEqual({ status: 400, error: 'error_approved' });
    expect(refusal(await post(`customers/${id}/block`, { reason: 'twice' }))).toEqual([400, 'already_blocked']);

    ok(await post(`customers/${id}/unblock`, { reason: 'bank confirmed' }));
    expect(await customerOf(id)).toMatchObject({ blocked: null });
    await t.db.orm.execute(sql`UPDATE login_codes SET sent_at = now() - interval '61 seconds' WHERE identifier = 'blocked@example.com'`);
    await again.logIn('blocked@example.com');
    expect(await again.customerId()).toBe(id);
    expect(refusal(await post(`customers/${id}/unblock`, {}))).toEqual([400, 'not_blocked']);
    const actions = await rowsIn<{ action: string; reason: string }>(t, sql`SELECT action, reason FROM audit_log WHERE target = ${`customer:${id}`} ORDER BY id`);
    expect(actions).toEqual([{ action: 'customer.blocked', reason: 'chargeback fraud' }, { action: 'customer.unblocked', reason: 'bank confirmed' }]);
  });

  it('refuses staff their own account and the last admin', async () => {
    const owner = await logInSession(t, { email: 'owner@example.com' });
    await t.db.orm.execute(sql`UPDATE customers SET staff_role = 'admin' WHERE id = ${owner.customerId}`);
    const asOwner: As = { cookie: owner.cookie, 'x-xsrf-token': owner.token };
    expect(refusal(await post(`customers/${owner.customerId}/block`, { reason: 'oops' }, asOwner))).toEqual([400, 'own_account']);
    expect(refusal(await post(`customers/${owner.customerId}/block`, { reason: 'takeover' }))).toEqual([400, 'last_admin']);
    const second = await createCustomer(t, { email: 'second-admin@example.com' });
    await t.db.orm.execute(sql`UPDATE customers SET staff_role = 'admin' WHERE id = ${second}`);
    ok(await post(`customers/${owner.customerId}/block`, { reason: 'left the company' }));
    expect(refusal(await get('me', asOwner))).toEqual([401, 'unauthorized']);
    expect(refusal(await post(`customers/${second}/block`, { reason: 'both gone' }))).toEqual([400, 'last_admin']);
    ok(await post(`customers/${owner.customerId}/unblock`, {}));
  });
});

/** A customer with something in every place the shop keeps a person's data. */
async function personWithData(email: string, phone: string) {
  const shopper = await Shopper.loggedIn(t, { email, telephone: phone, firstname: 'Ольга', lastname: 'Смирнова', loyaltyStatus: 'active' });
  const id = shopper.customerId;
  await t.db.orm.execute(sql`UPDATE customers SET street = 'Арбат', house = '1', apartment = '5', postcode = '119002' WHERE id = ${id}`);
  const contact = { firstname: 'Ольга', lastname: 'Смирнова', telephone: phone, email };
  await shopper.add(sizes[0]!);
  const orderId = await shopper.checkout('card', undefined, contact);
  ok(await shopper.place());
  // An order placed as a guest with the same e-mail is theirs too.
  const guest = await Shopper.start(t);
  await guest.add(sizes[1]!);
  const guestOrderId = await guest.checkout('cash_on_delivery', undefined, contact);
  ok(await guest.place('cash_on_delivery'));
  const productId = sizes[2]!.productId;
  await t.db.orm.execute(sql`INSERT INTO wishlist_items (customer_id, product_id) VALUES (${id}, ${productId})`);
  await t.db.orm.execute(sql`INSERT INTO product_reviews (product_id, customer_id, author_name, language, score, title, text)
    VALUES (${productId}, ${id}, 'Ольга С.', 'ru-ru', 5, 'Отлично', 'Сидит хорошо')`);
  await t.db.orm.execute(sql`INSERT INTO subscribers (email, language) VALUES (${email}, 'ru-ru')`);
  await t.db.orm.execute(sql`INSERT INTO contact_questions (customer_name, customer_email, customer_phone, question, language, session_id)
    VALUES ('Ольга', ${email}, ${phone}, 'Есть ли размер S?', 'ru-ru', 'erasure-test')`);
  await t.db.orm.execute(sql`INSERT INTO product_requests (product_id, option_id, is_restock, customer_name, customer_phone, customer_email, language, session_id)
    VALUES (${sizes[3]!.productId}, ${sizes[3]!.optionId}, true, 'Ольга', ${phone}, ${email}, 'ru-ru', 'erasure-test')`);
  ok(await post(`customers/${id}/points`, { points: 120, reason: 'apology' }));
  const card = ok(await post('giftcards', { amount: 2_000, currency: 'USD', recipient_email: email, recipient_name: 'Ольга', language: 'ru-ru', reason: 'late parcel' }))
    .json<AdminGiftcardReply>().giftcard;
  return { id, shopper, orderId, guestOrderId, cardId: card.id };
}

describe('export and erasure', () => {
  it('exports everything the shop holds about a person as one file, and records who took it', async () => {
    const person = await personWithData('olga@example.com', '+79031112233');
    const response = ok(await get(`customers/${person.id}/export`));
    expect(response.headers['content-disposition']).toBe(`attachment; filename="customer-${person.id}.json"`);
    const file = response.json<CustomerExportReply>();
    expect(contractErrors(CustomerExportReply, file)).toEqual([]);
    expect(file.customer).toMatchObject({ id: person.id, email: 'olga@example.com', telephone: '+79031112233', firstname: 'Ольга', blocked: false });
    expect(file.addresses).toEqual(expect.arrayContaining([
      expect.objectContaining({ source: 'account', street: 'Арбат', apartment: '5' }),
      expect.objectContaining({ source: 'order', order_id: person.orderId, street: 'Тверская' }),
    ]));
    expect(file.orders.map((order) => order.id)).toEqual([person.orderId, person.guestOrderId]);
    expect(file.orders[0]!.lines).toEqual([expect.objectContaining({ quantity: 1, price: sizes[0]!.price })]);
    expect(file.points.map((entry) => [entry.action, entry.points])).toContainEqual(['adjusted', 120]);
    expect(file.wishlist).toHaveLength(1);
    expect(file.reviews).toEqual([expect.objectContaining({ author: 'Ольга С.', title: 'Отлично' })]);
    expect(file.subscriptions).toEqual([expect.objectContaining({ email: 'olga@example.com' })]);
    expect(file.giftcards).toEqual([expect.objectContaining({ id: person.cardId, relation: 'received', balance: 2_000 })]);
    expect(file.questions).toEqual([expect.objectContaining({ question: 'Есть ли размер S?', email: 'olga@example.com' })]);
    expect(file.requests).toEqual([expect.objectContaining({ restock: true, phone: '+79031112233' })]);
    expect(JSON.stringify(file)).not.toMatch(/\d{16}/);
    const [taken] = await rowsIn<{ action: string; actor: string }>(t, sql`SELECT action, actor FROM audit_log WHERE target = ${`customer:${person.id}`} ORDER BY id DESC LIMIT 1`);
    expect(taken).toEqual({ action: 'customer.exported', actor: expect.stringMatching(/^token:\d+ test operator$/) });
    expect(refusal(await get('customers/2147483647/export'))).toEqual([400, 'not_found']);
  });

  it('erases a person on request: orders and money kept, every copy of their data emptied, no login, the audit row by number only', async () => {
    const email = 'erase-me@example.com';
    const phone = '+79035556677';
    const person = await personWithData(email, phone);
    const [before] = await rowsIn<{ grand_total: number }>(t, sql`SELECT grand_total FROM orders WHERE id = ${person.orderId}`);
    expect(refusal(await post(`customers/${person.id}/erase`, {}))).toEqual([400, 'validation']);

    const erased = ok(await post(`customers/${person.id}/erase`, { reason: 'request by e-mail of 5 December' })).json<CustomerReply>().customer;
    expect(erased).toMatchObject({ email: '', telephone: '', firstname: '', lastname: '', address: { street: '', house: '', apartment: '', postcode: '' }, blocked: null });
    expect(erased.erased).toEqual({ at: expect.any(String), by: expect.stringMatching(/^token:\d+/), reason: 'request by e-mail of 5 December' });
    expect(erased.loyalty.balance).toBe(120);

    const orders = await rowsIn<{ id: number; firstname: string; email: string; telephone: string; address: string; grand_total: number; status: string }>(t, sql`
      SELECT id, firstname, email, telephone, address, grand_total, status FROM orders WHERE id IN (${person.orderId}, ${person.guestOrderId}) ORDER BY id`);
    expect(orders.map(({ firstname, email: mail, telephone, address }) => ({ firstname, mail, telephone, address }))).toEqual([
      { firstname: '', mail: '', telephone: '', address: '' }, { firstname: '', mail: '', telephone: '', address: '' },
    ]);
    expect(Number(orders[0]!.grand_total)).toBe(Number(before!.grand_total));
    expect(await rowsIn(t, sql`SELECT 1 FROM order_lines WHERE order_id = ${person.orderId}`)).toHaveLength(1);
    expect(await rowsIn(t, sql`SELECT author_name FROM product_reviews WHERE customer_id = ${person.id}`)).toEqual([{ author_name: '' }]);
    expect(await rowsIn(t, sql`SELECT 1 FROM contact_questions WHERE customer_email = ${email} OR customer_phone = ${phone}`)).toEqual([]);
    // The question stays, from nobody.
    expect(await rowsIn(t, sql`SELECT question FROM contact_questions WHERE session_id = 'erasure-test' AND customer_name = ''`)).toEqual([{ question: 'Есть ли размер S?' }]);
    expect(await rowsIn(t, sql`SELECT 1 FROM product_requests WHERE customer_email = ${email} OR customer_phone = ${phone}`)).toEqual([]);
    for (const table of ['subscribers WHERE email', 'outbox WHERE recipient', 'login_codes WHERE identifier', 'gift_card_grants WHERE recipient_contact']) {
      expect([table, await rowsIn(t, sql.raw(`SELECT 1 FROM ${table} = '${email}'`))]).toEqual([table, []]);
    }
    expect(await rowsIn(t, sql`SELECT 1 FROM wishlist_items WHERE customer_id = ${person.id}`)).toEqual([]);
    expect(await rowsIn(t, sql`SELECT 1 FROM carts WHERE customer_id = ${person.id}`)).toEqual([]);
    expect(await rowsIn(t, sql`SELECT 1 FROM sessions WHERE customer_id = ${person.id}`)).toEqual([]);
    // Money records stay: the card and its ledger, the points.
    expect(ok(await get(`giftcards/${person.cardId}`)).json<AdminGiftcardReply>().giftcard).toMatchObject({ balance: 2_000, recipient: '' });
    expect(ok(await get(`customers/${person.id}/points`)).json<PointsReply>().balance).toBe(120);

    const [entry] = await rowsIn<Record<string, unknown>>(t, sql`SELECT * FROM audit_log WHERE target = ${`customer:${person.id}`} AND action = 'customer.erased'`);
    expect(entry).toMatchObject({ target: `customer:${person.id}`, after: { erased: true } });
    expect(JSON.stringify(entry)).not.toMatch(/erase-me|79035556677|Ольга|Смирнова/);
    // Their old e-mail logs in as somebody new.
    const visitor = await Visitor.start(t);
    await visitor.logIn(email);
    expect(await visitor.customerId()).not.toBe(person.id);

    expect(refusal(await post(`customers/${person.id}/erase`, { reason: 'again' }))).toEqual([400, 'already_erased']);
    expect(refusal(await get(`customers/${person.id}/export`))).toEqual([400, 'already_erased']);
    expect(refusal(await post(`customers/${person.id}/block`, { reason: 'gone' }))).toEqual([400, 'already_erased']);
    expect(ok(await get(`customers?search=${person.id}`)).json<CustomerListReply>().customers[0]).toMatchObject({ erased: true, blocked: false, email: '' });
  });

  it('keeps a staff member\'s data while they have a role', async () => {
    const clerk = await createCustomer(t, { email: 'clerk@example.com' });
    await t.db.orm.execute(sql`UPDATE customers SET staff_role = 'operator' WHERE id = ${clerk}`);
    expect(refusal(await post(`customers/${clerk}/erase`, { reason: 'left' }))).toEqual([400, 'is_staff']);
    expect(await rowsIn(t, sql`SELECT email FROM customers WHERE id = ${clerk}`)).toEqual([{ email: 'clerk@example.com' }]);
  });
});
