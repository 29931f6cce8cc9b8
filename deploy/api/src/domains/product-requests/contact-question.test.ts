/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { createTestApp, startSession, type TestApp } from '../../test/test-app';
import { contactWayOf } from './contact-question';
import { CONTACT_QUESTION_LIMIT } from './routes';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });
beforeEach(async () => {
  await t.db.orm.execute(sql`DELETE FROM rate_limits`);
});

const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => ((await t.db.orm.execute(query)) as unknown as { rows: T[] }).rows;

async function ask(body: object, session?: { cookie: string; token: string }, headers: Record<string, string> = {}) {
  const { cookie, token } = session ?? (await startSession(t.app));
  return t.app.inject({ method: 'POST', url: '/api/contact/question', payload: body, headers: { cookie, 'x-xsrf-token': token, ...headers } });
}

const newestNote = async () => (await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=hello@mira.example' })).json().messages[0];
const question = { name: 'Анна', contact: '+7 (912) 345-6789', question: 'Does the coat run large?' };

describe('contactWayOf', () => {
  it.each([
    ['8 912 345 67 89', { phone: '+79123456789', email: null }],
    ['+995 555 12 34 56', { phone: '+995555123456', email: null }],
    ['555 12 34 56', { phone: '+995555123456', email: null }],
    [' Anna@Example.com ', { phone: null, email: 'anna@example.com' }],
    ['anna@', 'invalid_email'],
    ['12345', 'invalid_phone'],
    ['+995 555 12 34 5', 'invalid_phone'],
  ])('reads %j', (raw, expected) => {
    expect(contactWayOf(raw)).toEqual(expected);
  });
});

describe('POST /api/contact/question', () => {
  it('stores a question on a product and leaves the manager a note naming the product and how to answer', async () => {
    const [product] = await rows<{ id: number; sku: string }>(sql`SELECT id, sku FROM products ORDER BY id LIMIT 1`);
    const response = await ask({ ...question, product_id: product!.id }, undefined, { 'x-language': 'en-gb' });
    expect(response.json()).toEqual({ status: 200, result: true });
    const [stored] = await rows<Record<string, unknown>>(sql`SELECT * FROM contact_questions ORDER BY id DESC LIMIT 1`);
    expect(stored).toMatchObject({ product_id: product!.id, customer_name: 'Анна', customer_phone: '+79123456789', customer_email: null, question: 'Does the coat run large?', language: 'en-gb' });
    const note = await newestNote();
    expect(note).toMatchObject({ channel: 'manager', subject: expect.stringMatching(/^Вопрос о товаре: /) });
    expect(note.body).toContain(`артикул ${product!.sku}`);
    expect(note.body).toContain('телефон +79123456789');
    expect(note.body).toContain('Does the coat run large?');
  });

  it('takes a question answered on a Georgian mobile, written as Georgians write it', async () => {
    expect((await ask({ ...question, contact: '555 12 34 56' })).json()).toEqual({ status: 200, result: true });
    const [stored] = await rows<{ customer_phone: string }>(sql`SELECT customer_phone FROM contact_questions ORDER BY id DESC LIMIT 1`);
    expect(stored!.customer_phone).toBe('+995555123456');
    expect((await newestNote()).body).toContain('телефон +995555123456');
  });

  it('takes a question without a product, answered by e-mail, and keeps one whose product is gone', async () => {
    expect((await ask({ ...question, contact: 'anna@example.com' })).json()).toEqual({ status: 200, result: true });
    expect((await newestNote()).subject).toBe('Вопрос менеджеру');
    expect((await newestNote()).body).toContain('e-mail anna@example.com');
    expect((await ask({ ...question, product_id: 999_999 })).json()).toEqual({ status: 200, result: true });
    const [stored] = await rows<{ product_id: number | null }>(sql`SELECT product_id FROM contact_questions ORDER BY id DESC LIMIT 1`);
    expect(stored!.product_id).toBeNull();
  });

  it.each([
    [{ contact: '12345' }, 'invalid_phone'],
    [{ contact: '+995 155 12 34 56' }, 'invalid_phone'],
    [{ contact: 'anna@example' }, 'invalid_email'],
    [{ name: '   ' }, 'validation'],
    [{ question: ' \n ' }, 'validation'],
    [{ question: 'x'.repeat(1001) }, 'validation'],
    [{ name: 'x'.repeat(41) }, 'validation'],
    [{ product_id: 0 }, 'validation'],
  ])('refuses %j with %s and stores nothing', async (change, error) => {
    const before = (await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM contact_questions`))[0]!.n;
    const response = await ask({ ...question, ...change });
    expect([response.statusCode, response.json().error]).toEqual([400, error]);
    expect((await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM contact_questions`))[0]!.n).toBe(before);
  });

  it('needs the XSRF token', async () => {
    const { cookie } = await startSession(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/contact/question', payload: question, headers: { cookie } });
    expect(response.statusCode).toBe(403);
  });

  it(`answers 429 after ${CONTACT_QUESTION_LIMIT.perSession} questions an hour from one session`, async () => {
    const session = await startSession(t.app);
    for (let n = 0; n < CONTACT_QUESTION_LIMIT.perSession; n += 1) expect((await ask(question, session)).statusCode).toBe(200);
    expect((await ask(question, session)).statusCode).toBe(429);
  });
});
