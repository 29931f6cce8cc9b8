/** @jest-environment node */
import { VerifyCodeReply } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { customers, outbox } from '../../db/schema';
import { contractErrors } from '../../test/contract';
import { createCustomer, createTestApp, logInSession, type TestApp } from '../../test/test-app';
import { isUniqueViolation, setIdentifier } from './identity-repository';
import { endCooldown, lastCode, newEmail, newPhone, Visitor } from './test-visitor';

// Spec §5: changing the e-mail address or phone needs a code sent to the new one (targetType change).

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

/** A logged-in customer with a phone, as a Visitor whose requests carry their session. */
async function loggedIn(): Promise<{ v: Visitor; customerId: number; phone: string }> {
  const phone = newPhone();
  const v = await Visitor.start(t);
  const { customerId, cookie, token } = await logInSession(t, { telephone: phone });
  v.cookie = cookie;
  v.token = token;
  return { v, customerId, phone };
}

const change = { targetType: 'change' as const };
const telephoneOf = async (id: number) => (await t.db.orm.select({ telephone: customers.telephone, email: customers.email }).from(customers).where(eq(customers.id, id)))[0];

describe('changing the e-mail address', () => {
  it('sends a confirmation code to the new address and sets it when the code is right', async () => {
    const { v, customerId, phone } = await loggedIn();
    const email = newEmail();
    expect((await v.sendCode(email, change, { 'x-language': 'en-gb' })).json()).toEqual({ status: 200, resend_in: 60, code_length: 6 });
    const [message] = await t.db.orm.select().from(outbox).where(eq(outbox.recipient, email));
    expect(message).toMatchObject({ channel: 'email', subject: 'Your Mira confirmation code' });

    const response = await v.verifyCode(email, await lastCode(t, email), change);
    expect(response.statusCode).toBe(200);
    expect(contractErrors(VerifyCodeReply, response.json())).toEqual([]);
    expect(response.json()).toMatchObject({ status: 200, result: { code: 'default' }, customer: { id: customerId, email, telephone: phone } });
    expect(response.cookies).toEqual([]);
    expect(await telephoneOf(customerId)).toEqual({ telephone: phone, email });
  });

  it('answers invalid_code for a wrong code, then max_attempts after 5 even with the right one', async () => {
    const { v, customerId } = await loggedIn();
    const email = newEmail();
    await v.sendCode(email, change);
    const right = await lastCode(t, email);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push((await v.verifyCode(email, wrong, change)).json<{ error: string }>().error);
    expect(answers).toEqual(Array(5).fill('invalid_code'));
    expect((await v.verifyCode(email, right, change)).json()).toEqual({ status: 400, error: 'max_attempts' });
    expect((await telephoneOf(customerId))!.email).toBeNull();
  });

  it('answers invalid_code when no change code was sent, and a login code does not confirm a change', async () => {
    const { v } = await loggedIn();
    const email = newEmail();
    expect((await v.verifyCode(email, '123456', change)).json()).toEqual({ status: 400, error: 'invalid_code' });
    await (await Visitor.start(t)).sendCode(email);
    expect((await v.verifyCode(email, await lastCode(t, email), change)).json()).toEqual({ status: 400, error: 'invalid_code' });
  });

  it("will not let one customer use another's change code", async () => {
    const first = await loggedIn();
    const second = await loggedIn();
    const email = newEmail();
    await first.v.sendCode(email, change);
    expect((await second.v.verifyCode(email, await lastCode(t, email), change)).json()).toEqual({ status: 400, error: 'invalid_code' });
    expect((await telephoneOf(second.customerId))!.email).toBeNull();
  });
});

describe('changing the phone', () => {
  it('sets the new phone (in international form) with the code sent to it', async () => {
    const { v, customerId } = await loggedIn();
    const phone = newPhone();
    await v.sendCode(phone.replace('+7', '8'), { ...change, method: 'call' });
    const response = await v.verifyCode(phone, await lastCode(t, phone), change);
    expect(response.json()).toMatchObject({ status: 200, customer: { id: customerId, telephone: phone } });
  });

  it("refuses another customer's phone with identifier_taken, before sending anything", async () => {
    const { v } = await loggedIn();
    const taken = newPhone();
    await createCustomer(t, { telephone: taken });
    expect((await v.sendCode(taken, change)).json()).toEqual({ status: 400, error: 'identifier_taken' });
    expect(await t.db.orm.select().from(outbox).where(eq(outbox.recipient, taken))).toEqual([]);
  });

  it('answers identifier_taken when someone took the phone between the code and its confirmation', async () => {
    const { v, customerId, phone: own } = await loggedIn();
    const phone = newPhone();
    await v.sendCode(phone, change);
    await createCustomer(t, { telephone: phone });
    expect((await v.verifyCode(phone, await lastCode(t, phone), change)).json()).toEqual({ status: 400, error: 'identifier_taken' });
    expect((await telephoneOf(customerId))!.telephone).toBe(own);
  });

  it('keeps the cooldown and the code rules of a login code', async () => {
    const { v } = await loggedIn();
    const phone = newPhone();
    await v.sendCode(phone, change);
    expect((await v.sendCode(phone, change)).statusCode).toBe(429);
    await endCooldown(t, phone);
    expect((await v.sendCode(phone, change)).statusCode).toBe(200);
  });
});

describe('isUniqueViolation', () => {
  it("recognises the database's unique violation (a race the checks before it cannot see), and nothing else", async () => {
    const taken = newPhone();
    await createCustomer(t, { telephone: taken });
    const id = await createCustomer(t, { telephone: newPhone() });
    const failure = (statement: () => Promise<unknown>) => statement().then(() => undefined, (error: unknown) => error);
    const duplicate = await failure(() => t.db.orm.transaction((tx) => setIdentifier(tx, id, 'phone', taken)));
    expect(isUniqueViolation(duplicate)).toBe(true);
    const tooLong = await failure(() => t.db.orm.transaction((tx) => setIdentifier(tx, id, 'phone', '+7'.padEnd(30, '9'))));
    expect(tooLong).toBeDefined();
    expect(isUniqueViolation(tooLong)).toBe(false);
  });
});

describe('a guest', () => {
  it('gets not_logged_in for a change, sending or confirming', async () => {
    const v = await Visitor.start(t);
    const email = newEmail();
    expect((await v.sendCode(email, change)).json()).toEqual({ status: 400, error: 'not_logged_in' });
    expect((await v.verifyCode(email, '123456', change)).json()).toEqual({ status: 400, error: 'not_logged_in' });
    expect(await t.db.orm.select().from(outbox).where(eq(outbox.recipient, email))).toEqual([]);
  });
});
