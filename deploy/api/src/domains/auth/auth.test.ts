/** @jest-environment node */
import { AuthMethodsReply, CaptchaReply, SendCodeReply, VerifyCodeReply } from '@shop/contracts';
import { createChallenge } from 'altcha-lib/v1';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { customers, loginCodes, outbox, sessions } from '../../db/schema';
import { contractErrors } from '../../test/contract';
import { createCustomer, createTestApp, sessionIdOf, type TestApp } from '../../test/test-app';
import { TEST_SECRET } from '../../test/test-env';
import { sessionCustomer } from '../../infra/session-customer';
import { captchaKey } from './captcha';
import { storeCode } from './code-repository';
import { codeHash } from './code-rules';
import { identifierKey } from './limits';
import { endCooldown, lastCode, newEmail, newPhone, solve, Visitor } from './test-visitor';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const visitor = () => Visitor.start(t);
const errorOf = (response: { statusCode: number; json: () => unknown }) => ({ statusCode: response.statusCode, body: response.json() });

/** The code to `identifier` that is surely not the one sent. */
const wrongCodeFor = async (identifier: string) => {
  const right = await lastCode(t, identifier);
  return String((Number(right) + 1) % 1_000_000).padStart(6, '0');
};

describe('GET /api/account/auth-methods/{type}', () => {
  it('offers VK, SMS and a voice call for a phone (SMS preselected), e-mail for an e-mail address', async () => {
    const phone = await t.app.inject({ method: 'GET', url: '/api/account/auth-methods/phone' });
    expect(contractErrors(AuthMethodsReply, phone.json())).toEqual([]);
    expect(phone.json()).toEqual({ status: 200, methods: ['vk', 'sms', 'call'], default: 'sms' });
    const email = await t.app.inject({ method: 'GET', url: '/api/account/auth-methods/email' });
    expect(email.json()).toEqual({ status: 200, methods: ['email'], default: 'email' });
  });

  it('answers an unknown type with 400 validation', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/account/auth-methods/fax' });
    expect(errorOf(response)).toMatchObject({ statusCode: 400, body: { status: 400, error: 'validation' } });
  });
});

describe('POST /api/account/send-code and verify-code: logging in', () => {
  it('registers a new phone: the code goes by SMS in the request language, and verify-code answers the new customer', async () => {
    const v = await visitor();
    const phone = newPhone();
    const sent = await v.sendCode(phone.replace('+7', '8 ').replace(/(\d{3})(\d{3})(\d{4})$/, '($1) $2-$3'), {}, { 'x-language': 'en-gb' });
    expect(sent.json()).toEqual({ status: 200, resend_in: 60, code_length: 6 });
    expect(contractErrors(SendCodeReply, sent.json())).toEqual([]);

    const [message] = await t.db.orm.select().from(outbox).where(eq(outbox.recipient, phone));
    expect(message).toMatchObject({ channel: 'sms', subject: 'Your Mira login code' });
    expect(message!.body).toMatch(/^Mira: your code is \d{6}\. It is valid for 5 minutes\. Do not tell it to anyone\.$/);
    // Stored as an HMAC under the server secret, never as the code itself.
    const [stored] = await t.db.orm.select().from(loginCodes).where(eq(loginCodes.identifier, phone));
    const code = await lastCode(t, phone);
    expect(stored).toMatchObject({ purpose: 'login', method: 'sms', attempts: 0, customerId: null, usedAt: null });
    expect(stored!.codeHash).toBe(codeHash(TEST_SECRET, { identifier: phone, purpose: 'login' }, code));

    const verified = await v.verifyCode(phone, code);
    expect(verified.statusCode).toBe(200);
    const reply = verified.json<VerifyCodeReply>();
    expect(contractErrors(VerifyCodeReply, reply)).toEqual([]);
    expect(reply).toMatchObject({ status: 200, result: { code: 'registered' }, customer: { telephone: phone, email: '', level: '', points: 0 } });
    const [customer] = await t.db.orm.select().from(customers).where(eq(customers.telephone, phone));
    expect(customer!.inviteCode).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(customer!.id).toBe(reply.customer.id);
  });

  it('registers a Georgian mobile typed as Georgians write it, under its international form', async () => {
    const v = await visitor();
    expect((await v.sendCode('599 00 12 34')).json()).toEqual({ status: 200, resend_in: 60, code_length: 6 });
    const reply = await v.verifyCode('+995 599 00 12 34', await lastCode(t, '+995599001234'));
    expect(reply.json()).toMatchObject({ status: 200, result: { code: 'registered' }, customer: { telephone: '+995599001234' } });
  });

  it('logs an existing customer in by e-mail (any case), result default, message in Russian by default', async () => {
    const email = newEmail();
    const id = await createCustomer(t, { telephone: null, email, firstname: 'Анна' });
    const v = await visitor();
    expect((await v.sendCode(email.toUpperCase())).statusCode).toBe(200);
    const [message] = await t.db.orm.select().from(outbox).where(eq(outbox.recipient, email));
    expect(message).toMatchObject({ channel: 'email', subject: 'Код для входа в Mira' });
    expect(message!.body).toMatch(/^Mira: ваш код \d{6}\. Он действует 5 минут\./);
    const reply = await v.verifyCode(email, ` ${(await lastCode(t, email)).replace(/(\d{3})/, '$1 ')} `);
    expect(reply.json()).toMatchObject({ status: 200, result: { code: 'default' }, customer: { id, email, firstname: 'Анна' } });
  });

  it('sends by the chosen method: a voice call and a VK message are their own outbox channels, in Georgian when asked', async () => {
    const v = await visitor();
    const phone = newPhone();
    expect((await v.sendCode(phone, { method: 'call' }, { 'x-language': 'ka-ge' })).statusCode).toBe(200);
    await endCooldown(t, phone);
    expect((await v.sendCode(phone, { method: 'vk' })).statusCode).toBe(200);
    const messages = await t.db.orm.select().from(outbox).where(eq(outbox.recipient, phone)).orderBy(outbox.id);
    expect(messages.map((message) => message.channel)).toEqual(['call', 'vk']);
    expect(messages[0]!.body).toMatch(/^Mira: თქვენი კოდია \d{6}\./);
  });

  it('answers the same whether or not the identifier has an account; an account the shop blocked gets error_approved and no code', async () => {
    const known = newPhone();
    const blocked = newPhone();
    await createCustomer(t, { telephone: known });
    await createCustomer(t, { telephone: blocked, approved: false });
    const replies = [];
    for (const phone of [known, newPhone()]) {
      const response = await (await visitor()).sendCode(phone);
      replies.push({ statusCode: response.statusCode, body: response.json(), cookies: response.cookies });
    }
    expect(replies[1]).toEqual(replies[0]);
    expect((await (await visitor()).sendCode(blocked)).json()).toEqual({ status: 400, error: 'error_approved' });
    expect(await t.db.orm.select().from(outbox).where(eq(outbox.recipient, blocked))).toEqual([]);
  });

  it('refuses an identifier that is not a phone or an e-mail address, and a method of the other type', async () => {
    const v = await visitor();
    expect((await v.sendCode('12-34', { type: 'phone' })).json()).toEqual({ status: 400, error: 'invalid_phone' });
    expect((await v.sendCode('+995 599 00 12 3', { type: 'phone' })).json()).toEqual({ status: 400, error: 'invalid_phone' });
    expect((await v.sendCode('not-an-address', { type: 'email' })).json()).toEqual({ status: 400, error: 'invalid_email' });
    expect((await v.sendCode(newEmail(), { method: 'sms' })).json()).toEqual({ status: 400, error: 'method_not_found' });
    expect((await v.sendCode(newPhone(), { method: 'email' })).json()).toEqual({ status: 400, error: 'method_not_found' });
    expect((await v.sendCode(newPhone(), { method: 'pigeon' })).json()).toEqual({ status: 400, error: 'method_not_found' });
    expect((await v.verifyCode('12-34', '123456')).json()).toEqual({ status: 400, error: 'invalid_phone' });
    expect(await t.db.orm.select().from(outbox).where(eq(outbox.recipient, '12-34'))).toEqual([]);
  });
});

describe('verify-code refusals', () => {
  it('answers error_login when no code was sent', async () => {
    const v = await visitor();
    expect((await v.verifyCode(newPhone(), '123456')).json()).toEqual({ status: 400, error: 'error_login' });
  });

  it('answers error_login for a wrong code, and the right one still logs in', async () => {
    const v = await visitor();
    const phone = newPhone();
    await v.sendCode(phone);
    expect((await v.verifyCode(phone, await wrongCodeFor(phone))).json()).toEqual({ status: 400, error: 'error_login' });
    expect(await v.customerId()).toBeNull();
    expect((await v.verifyCode(phone, await lastCode(t, phone))).statusCode).toBe(200);
  });

  it('answers error_login for an expired code and for a code used once already', async () => {
    const v = await visitor();
    const phone = newPhone();
    await v.sendCode(phone);
    const code = await lastCode(t, phone);
    await t.db.orm.update(loginCodes).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(loginCodes.identifier, phone));
    expect((await v.verifyCode(phone, code)).json()).toEqual({ status: 400, error: 'error_login' });

    const other = newPhone();
    await v.sendCode(other);
    const response = await v.verifyCode(other, await lastCode(t, other));
    expect(response.statusCode).toBe(200);
    const again = await visitor();
    expect((await again.verifyCode(other, await lastCode(t, other))).json()).toEqual({ status: 400, error: 'error_login' });
  });

  it('spends a code after 5 wrong tries: the 6th is refused with error_attempts even with the right code, until a new code is sent', async () => {
    const v = await visitor();
    const phone = newPhone();
    await v.sendCode(phone);
    const right = await lastCode(t, phone);
    const wrong = await wrongCodeFor(phone);
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push((await v.verifyCode(phone, wrong)).json<{ error: string }>().error);
    expect(answers).toEqual(Array(5).fill('error_login'));
    expect((await v.verifyCode(phone, right)).json()).toEqual({ status: 400, error: 'error_attempts' });
    expect(await v.customerId()).toBeNull();

    await endCooldown(t, phone);
    expect((await v.sendCode(phone)).statusCode).toBe(200);
    expect((await v.verifyCode(phone, await lastCode(t, phone))).statusCode).toBe(200);
  });

  it('counts concurrent wrong tries one by one: 12 at once leave the code spent', async () => {
    const v = await visitor();
    const phone = newPhone();
    await v.sendCode(phone);
    const wrong = await wrongCodeFor(phone);
    const answers = await Promise.all(Array.from({ length: 12 }, () => v.verifyCode(phone, wrong)));
    expect(answers.filter((answer) => answer.json<{ error: string }>().error === 'error_login')).toHaveLength(5);
    expect((await v.verifyCode(phone, await lastCode(t, phone))).json()).toEqual({ status: 400, error: 'error_attempts' });
  });

  it("answers error_approved for an account blocked after its code was sent, only to whoever has the right code, and does not log in", async () => {
    const phone = newPhone();
    const customerId = await createCustomer(t, { telephone: phone });
    const v = await visitor();
    await v.sendCode(phone);
    await t.db.orm.update(customers).set({ approved: false }).where(eq(customers.id, customerId));
    expect((await v.verifyCode(phone, await wrongCodeFor(phone))).json()).toEqual({ status: 400, error: 'error_login' });
    const response = await v.verifyCode(phone, await lastCode(t, phone));
    expect(response.json()).toEqual({ status: 400, error: 'error_approved' });
    expect(response.cookies).toEqual([]);
    expect(await v.customerId()).toBeNull();
  });
});

describe('send-code limits', () => {
  it('refuses a new code within 60 s of the last (429 with retry-after), and sends one after', async () => {
    const v = await visitor();
    const phone = newPhone();
    await v.sendCode(phone);
    const first = await lastCode(t, phone);
    const again = await v.sendCode(phone);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ status: 429, error: 'too_many_requests' });
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(55);
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another visitor gets no code for that phone either.
    expect((await (await visitor()).sendCode(phone)).statusCode).toBe(429);
    expect(await t.db.orm.select().from(outbox).where(eq(outbox.recipient, phone))).toHaveLength(1);

    await endCooldown(t, phone);
    expect((await v.sendCode(phone)).statusCode).toBe(200);
    // The new code replaces the old one.
    expect((await v.verifyCode(phone, first)).json()).toEqual({ status: 400, error: 'error_login' });
  });

  it('stores a new code only past the cooldown or after the last was used: of two sends at once, one wins', async () => {
    const key = { identifier: newPhone(), purpose: 'login' as const };
    const code = (hash: string) => ({ hash: hash.repeat(64), method: 'sms', customerId: null });
    expect(await storeCode(t.db, key, code('a'))).toBe(true);
    expect(await storeCode(t.db, key, code('b'))).toBe(false);
    await endCooldown(t, key.identifier);
    expect(await storeCode(t.db, key, code('c'))).toBe(true);
    await t.db.orm.update(loginCodes).set({ usedAt: sql`now()` }).where(eq(loginCodes.identifier, key.identifier));
    expect(await storeCode(t.db, key, code('d'))).toBe(true);
    const [row] = await t.db.orm.select().from(loginCodes).where(eq(loginCodes.identifier, key.identifier));
    expect(row).toMatchObject({ codeHash: 'd'.repeat(64), usedAt: null, attempts: 0 });
  });

  it('does not hold back a new code once the last one was used', async () => {
    const v = await visitor();
    const phone = newPhone();
    await v.logIn(phone);
    expect((await (await visitor()).sendCode(phone)).statusCode).toBe(200);
  });

  it('stops at 10 codes a day per identifier: daily_limit with attempts 10', async () => {
    const phone = newPhone();
    const v = await visitor();
    // Nine codes sent already today (the captcha is asked from the fourth).
    await t.db.orm.execute(sql`INSERT INTO rate_limits (key, window_start, hits) VALUES (${identifierKey(phone)}, now() - interval '1 hour', 9)`);
    const challenge = (await v.get('recaptcha/public-key')).json<CaptchaReply>().challenge;
    expect((await v.sendCode(phone, { token: await solve(challenge) })).statusCode).toBe(200);
    await endCooldown(t, phone);
    const refused = await v.sendCode(phone);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ status: 400, error: 'daily_limit', attempts: 10 });
    // A day later the identifier starts afresh.
    await t.db.orm.execute(sql`UPDATE rate_limits SET window_start = now() - interval '25 hours' WHERE key = ${identifierKey(phone)}`);
    expect((await v.sendCode(phone)).statusCode).toBe(200);
  });

  it('limits a session to 10 sends an hour, whatever the phone and address', async () => {
    const v = await visitor();
    const statuses = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await t.app.inject({
        method: 'POST', url: '/api/account/send-code', remoteAddress: `172.16.0.${i + 1}`,
        headers: { cookie: v.cookie, 'x-xsrf-token': v.token }, payload: { type: 'phone', identifier: newPhone(), method: 'sms' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  });
});

describe('the captcha', () => {
  const sendThree = async (v: Visitor, phone: string) => {
    for (let i = 0; i < 3; i += 1) {
      expect((await v.sendCode(phone)).statusCode).toBe(200);
      await endCooldown(t, phone);
    }
  };

  it('is asked from the 4th code to one identifier in a day: missing, wrong or replayed is wrong_captcha; a solved one passes once', async () => {
    const v = await visitor();
    const phone = newPhone();
    await sendThree(v, phone);
    const captcha = { status: 400, error: 'wrong_captcha', captcha_required: true };
    expect((await v.sendCode(phone)).json()).toEqual(captcha);
    expect((await v.sendCode(phone, { token: 'bm90IGEgc29sdXRpb24=' })).json()).toEqual(captcha);

    const { challenge } = (await v.get('recaptcha/public-key')).json<CaptchaReply>();
    const wrongNumber = JSON.parse(Buffer.from(await solve(challenge), 'base64').toString()) as { number: number };
    wrongNumber.number = (wrongNumber.number + 1) % 50_000;
    expect((await v.sendCode(phone, { token: Buffer.from(JSON.stringify(wrongNumber)).toString('base64') })).json()).toEqual(captcha);

    const token = await solve(challenge);
    expect((await v.sendCode(phone, { token })).json()).toMatchObject({ status: 200 });
    await endCooldown(t, phone);
    expect((await v.sendCode(phone, { token })).json()).toEqual(captcha);
  });

  it('refuses an expired challenge and one signed with another key', async () => {
    const v = await visitor();
    const phone = newPhone();
    await sendThree(v, phone);
    const expired = await createChallenge({ hmacKey: captchaKey(TEST_SECRET), maxnumber: 1000, expires: new Date(Date.now() - 1000) });
    const forged = await createChallenge({ hmacKey: captchaKey('another-secret-of-at-least-32-characters'), maxnumber: 1000, expires: new Date(Date.now() + 60_000) });
    for (const challenge of [expired, forged]) {
      expect((await v.sendCode(phone, { token: await solve(challenge) })).json()).toEqual({ status: 400, error: 'wrong_captcha', captcha_required: true });
    }
  });

  it('is asked of an IP address after 10 codes in the hour, whatever the phones; GET /recaptcha/public-key says so', async () => {
    const v = await visitor();
    const before = (await v.get('recaptcha/public-key')).json<CaptchaReply>();
    expect(contractErrors(CaptchaReply, before)).toEqual([]);
    expect(before).toMatchObject({ required: false, challenge: { algorithm: 'SHA-256', maxnumber: 50_000 } });
    expect(before.challenge.salt).toMatch(/expires=\d+/);
    for (let i = 0; i < 10; i += 1) {
      // A fresh session each time: the IP address is what counts.
      const sameIp = await visitor();
      const response = await t.app.inject({
        method: 'POST', url: '/api/account/send-code', remoteAddress: v.ip,
        headers: { cookie: sameIp.cookie, 'x-xsrf-token': sameIp.token }, payload: { type: 'phone', identifier: newPhone(), method: 'sms' },
      });
      expect(response.statusCode).toBe(200);
    }
    const after = (await v.get('recaptcha/public-key')).json<CaptchaReply>();
    expect(after.required).toBe(true);
    const phone = newPhone();
    expect((await v.sendCode(phone)).json()).toEqual({ status: 400, error: 'wrong_captcha', captcha_required: true });
    expect((await v.sendCode(phone, { token: await solve(after.challenge) })).statusCode).toBe(200);
  });

  it('is personal: private, no-store, no cookie', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/recaptcha/public-key' });
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.cookies).toEqual([]);
  });
});

/** What is left of a session the visitor was moved away from. */
const endedSession = async (id: string) => (await t.db.orm
  .select({ customerId: sessions.customerId, data: sessions.data, alive: sql<boolean>`${sessions.expiresAt} > now()` })
  .from(sessions).where(eq(sessions.id, id)))[0];
const ENDED = { customerId: null, data: {}, alive: false };

describe('session rotation at login', () => {
  it('gives the visitor a new session: the old sid is logged out, its XSRF token refused, its data kept', async () => {
    const v = await visitor();
    const old = { cookie: v.cookie, token: v.token, id: v.sessionId };
    const phone = newPhone();
    await v.sendCode(phone);
    await t.db.orm.update(sessions).set({ data: { inviteCode: 'NoSuchCode1', seen: 'kept' } }).where(eq(sessions.id, old.id));
    const response = await v.verifyCode(phone, await lastCode(t, phone));
    v.adopt(response);
    const reply = response.json<VerifyCodeReply>();

    expect(v.sessionId).not.toBe(old.id);
    expect(v.token).not.toBe(old.token);
    expect(await v.customerId()).toBe(reply.customer.id);
    expect(await endedSession(old.id)).toEqual(ENDED);
    const [fresh] = await t.db.orm.select().from(sessions).where(eq(sessions.id, v.sessionId));
    expect(fresh).toMatchObject({ customerId: reply.customer.id });
    expect(fresh!.data).toEqual({ seen: 'kept' });

    // The old cookie: nobody is logged in on it.
    expect(await sessionCustomer(t.db, old.id)).toBeNull();
    const withOldToken = await t.app.inject({
      method: 'POST', url: '/api/account/is-registered', headers: { cookie: v.cookie, 'x-xsrf-token': old.token }, payload: { customer_phone: phone },
    });
    expect(withOldToken.statusCode).toBe(403);
  });

  it('sets HttpOnly sid and readable XSRF-TOKEN cookies', async () => {
    const v = await visitor();
    const phone = newPhone();
    await v.sendCode(phone);
    const response = await v.verifyCode(phone, await lastCode(t, phone));
    const byName = Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie]));
    expect(byName.sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(byName['XSRF-TOKEN']).toMatchObject({ path: '/' });
    expect(byName['XSRF-TOKEN']!.httpOnly).toBeFalsy();
  });
});

describe('POST /api/account/logout', () => {
  it('logs out and rotates the session: new cookies, the old session ended', async () => {
    const v = await visitor();
    const { customer } = await v.logIn(newPhone());
    const loggedIn = { id: v.sessionId, cookie: v.cookie };
    const response = await v.post('account/logout');
    expect(response.json()).toEqual({ status: 200 });
    v.adopt(response);
    expect(v.sessionId).not.toBe(loggedIn.id);
    expect(await v.customerId()).toBeNull();
    expect(await endedSession(loggedIn.id)).toEqual(ENDED);
    expect(await sessionCustomer(t.db, loggedIn.id)).toBeNull();
    const [row] = await t.db.orm.select().from(sessions).where(eq(sessions.id, v.sessionId));
    expect(row).toMatchObject({ customerId: null, data: {} });
    expect(customer.id).toBeGreaterThan(0);
  });

  it('leaves a request still carrying the old cookie (another tab) a guest with an empty cart, not an error', async () => {
    const v = await visitor();
    await v.logIn(newPhone());
    const stale = { cookie: v.cookie, token: v.token };
    v.adopt(await v.post('account/logout'));
    const [option] = rowsOf<{ id: number; product_id: number }>(await t.db.orm.execute(sql`
      SELECT id, product_id FROM product_options WHERE stock_quantity > 0 ORDER BY id LIMIT 1`));
    const add = await t.app.inject({
      method: 'POST', url: '/api/cart/v2/add', headers: { cookie: stale.cookie, 'x-xsrf-token': stale.token },
      payload: { product_id: option!.product_id, option_value_id: option!.id, quantity: 1 },
    });
    expect(add.statusCode).toBe(200);
    expect(await sessionCustomer(t.db, sessionIdOf(stale.cookie))).toBeNull();
  });

  it('keeps the customer\'s cart for their next login, on another browser', async () => {
    const phone = newPhone();
    const v = await visitor();
    const { customer } = await v.logIn(phone);
    const [option] = rowsOf<{ id: number; product_id: number }>(await t.db.orm.execute(sql`
      SELECT id, product_id FROM product_options WHERE stock_quantity > 0 ORDER BY id LIMIT 1`));
    const [cart] = rowsOf<{ id: number }>(await t.db.orm.execute(sql`INSERT INTO carts (customer_id) VALUES (${customer.id}) RETURNING id`));
    await t.db.orm.execute(sql`INSERT INTO cart_items (cart_id, product_id, option_value_id, quantity) VALUES (${cart!.id}, ${option!.product_id}, ${option!.id}, 1)`);

    v.adopt(await v.post('account/logout'));
    const other = await visitor();
    await other.logIn(phone);
    const lines = rowsOf<{ cart_id: number; quantity: number }>(await t.db.orm.execute(sql`
      SELECT i.cart_id, i.quantity FROM carts c JOIN cart_items i ON i.cart_id = c.id WHERE c.customer_id = ${customer.id}`));
    expect(lines.map((line) => ({ ...line, cart_id: Number(line.cart_id) }))).toEqual([{ cart_id: Number(cart!.id), quantity: 1 }]);
  });

  it('answers 200 for a guest, and validation for a body that is not JSON', async () => {
    const v = await visitor();
    expect((await v.post('account/logout')).json()).toEqual({ status: 200 });
    const broken = await v.post('account/logout', '{', { 'content-type': 'application/json' });
    expect(errorOf(broken)).toMatchObject({ statusCode: 400, body: { status: 400, error: 'validation' } });
  });
});

describe('POST /api/account/is-registered', () => {
  it('tells whether a phone has an account, in any notation', async () => {
    const phone = newPhone();
    await createCustomer(t, { telephone: phone });
    const v = await visitor();
    expect((await v.post('account/is-registered', { customer_phone: phone.replace('+7', '8') })).json()).toEqual({ status: 200, registered: true });
    expect((await v.post('account/is-registered', { customer_phone: newPhone() })).json()).toEqual({ status: 200, registered: false });
    expect((await v.post('account/is-registered', { customer_phone: 'nobody' })).json()).toEqual({ status: 400, error: 'invalid_phone' });
  });

  it('answers a session 10 times an hour, then 429', async () => {
    const v = await visitor();
    const statuses = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await v.post('account/is-registered', { customer_phone: newPhone() })).statusCode);
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  });
});

describe('XSRF', () => {
  it('refuses every login POST without the X-XSRF-TOKEN header, and changes nothing', async () => {
    const v = await visitor();
    const phone = newPhone();
    const { customer } = await v.logIn(phone);
    const counts = async () => rowsOf(await t.db.orm.execute(sql`
      SELECT (SELECT count(*) FROM outbox) AS outbox, (SELECT count(*) FROM sessions) AS sessions, (SELECT count(*) FROM login_codes) AS codes`));
    const before = await counts();
    const withoutToken = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/${url}`, remoteAddress: v.ip, headers: { cookie: v.cookie }, payload });
    const responses = [
      await withoutToken('account/send-code', { type: 'phone', identifier: newPhone(), method: 'sms' }),
      await withoutToken('account/verify-code', { type: 'phone', identifier: phone, code: '000000' }),
      await withoutToken('account/logout', {}),
      await withoutToken('account/is-registered', { customer_phone: phone }),
    ];
    expect(responses.map((response) => response.statusCode)).toEqual([403, 403, 403, 403]);
    expect(await counts()).toEqual(before);
    expect(await v.customerId()).toBe(customer.id);
  });
});

describe('the customer in the reply', () => {
  it('has the points balance, the level earned (in the request language) and the address', async () => {
    const phone = newPhone();
    const id = await createCustomer(t, { telephone: phone, loyaltyStatus: 'active' });
    await t.db.orm.update(customers).set({ street: 'Rustaveli', house: '12', postcode: '0108', dateOfBirth: '1990-04-21', sex: '2' }).where(eq(customers.id, id));
    await t.db.orm.execute(sql`
      INSERT INTO loyalty_ledger (customer_id, action, points) VALUES
        (${id}, 'joined', 0), (${id}, 'earned', 1200), (${id}, 'spent', -300), (${id}, 'returned', 100), (${id}, 'referral_reward', 500)`);
    const v = await visitor();
    await v.sendCode(phone);
    const reply = await v.post('account/verify-code', { type: 'phone', identifier: phone, code: await lastCode(t, phone) }, { 'x-language': 'en-gb' });
    const address = { street: 'Rustaveli', house: '12', postcode: '0108', apartment: '', comment: '' };
    expect(reply.json<VerifyCodeReply>().customer).toEqual({
      id, telephone: phone, email: '', firstname: '', lastname: '', date_of_birth: '1990-04-21', sex: '2',
      address, addresses: [address], points: 1500, total_points: 1700, level: 'Silver',
    });
  });

  it('has no level outside the programme and no addresses without a street', async () => {
    const v = await visitor();
    const { customer } = await v.logIn(newEmail());
    expect(customer).toMatchObject({ level: '', addresses: [], date_of_birth: '', sex: '0', points: 0, total_points: 0 });
  });
});
