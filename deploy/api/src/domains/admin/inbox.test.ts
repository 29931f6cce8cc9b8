/** @jest-environment node */
import { InboxItemReply, InboxReply } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { contractErrors } from '../../test/contract';
import { createTestApp, logInSession, type TestApp } from '../../test/test-app';
import { ok, refusal, rowsIn, sizesInStock } from '../../test/test-shopper';
import { newApiToken, secretHash } from './secrets';

let t: TestApp;
let support: string;

async function tokenOf(role: 'admin' | 'operator' | 'support'): Promise<string> {
  const token = newApiToken();
  await t.db.orm.execute(sql`INSERT INTO api_tokens (name, role, token_hash) VALUES (${`test ${role}`}, ${role}, ${secretHash(token)})`);
  return token;
}

beforeAll(async () => {
  t = await createTestApp();
  support = await tokenOf('support');
});
afterAll(async () => { await t.close(); });

type As = { authorization: string } | { cookie: string; 'x-xsrf-token': string };
const get = (url: string, as: As = { authorization: `Bearer ${support}` }) => t.app.inject({ method: 'GET', url: `/api/admin/${url}`, headers: { ...as, 'x-language': 'en-gb' } });
const post = (url: string, payload: object, as: As = { authorization: `Bearer ${support}` }) =>
  t.app.inject({ method: 'POST', url: `/api/admin/${url}`, payload, headers: { ...as, 'x-language': 'en-gb' } });

async function question(email: string | null, text = 'Is the coat warm?'): Promise<number> {
  const [row] = await rowsIn<{ id: number }>(t, sql`INSERT INTO contact_questions (customer_name, customer_email, customer_phone, question, language, session_id)
    VALUES ('Nino', ${email}, '+995555123456', ${text}, 'ka-ge', 'inbox-test') RETURNING id`);
  return Number(row!.id);
}

describe('the inbox', () => {
  it('lists open questions; support answers one by e-mail in its language, which closes it', async () => {
    const id = await question('nino@example.ge', 'Is the coat warm?\nAnd waterproof?');
    const open = ok(await get('inbox')).json<InboxReply>();
    expect(contractErrors(InboxReply, open)).toEqual([]);
    expect(open.items.find((item) => item.id === id)).toMatchObject({ kind: 'question', name: 'Nino', email: 'nino@example.ge', text: 'Is the coat warm?\nAnd waterproof?', closed_at: null });

    const answered = ok(await post(`inbox/question/${id}/answer`, { text: 'Yes, down-filled and waterproof.' })).json<InboxItemReply>();
    expect(answered.item).toMatchObject({ answer: 'Yes, down-filled and waterproof.', answered_at: expect.any(String), closed_at: expect.any(String) });
    const [mail] = await rowsIn<{ subject: string; body: string }>(t, sql`SELECT subject, body FROM outbox WHERE recipient = 'nino@example.ge' ORDER BY id DESC LIMIT 1`);
    expect(mail).toEqual({ subject: 'პასუხი თქვენს კითხვაზე', body: 'Yes, down-filled and waterproof.\n\nთქვენი კითხვა:\n> Is the coat warm?\n> And waterproof?' });
    expect(ok(await get('inbox')).json<InboxReply>().items.map((item) => item.id)).not.toContain(id);
    expect(ok(await get('inbox?state=closed')).json<InboxReply>().items.map((item) => item.id)).toContain(id);
    expect(refusal(await post(`inbox/question/${id}/answer`, { text: 'Again' }))).toEqual([400, 'already_closed']);
  });

  it('refuses to answer a question without an address, which is called back and closed instead', async () => {
    const id = await question(null);
    expect(refusal(await post(`inbox/question/${id}/answer`, { text: 'Yes' }))).toEqual([400, 'no_email']);
    const closed = ok(await post(`inbox/question/${id}/close`, { reason: 'called back' })).json<InboxItemReply>();
    expect(closed.item.closed_at).not.toBeNull();
    const [entry] = await rowsIn<{ action: string; reason: string }>(t, sql`SELECT action, reason FROM audit_log WHERE target = ${`question:${id}`} ORDER BY id DESC LIMIT 1`);
    expect(entry).toEqual({ action: 'inbox.closed', reason: 'called back' });
  });

  it('lets a staff member take a one-click order and close it; a token is nobody to take one', async () => {
    const [size] = await sizesInStock(t, 1, 1);
    const [request] = await rowsIn<{ id: number }>(t, sql`INSERT INTO product_requests (product_id, option_id, is_restock, customer_name, customer_phone, language, session_id)
      SELECT product_id, id, false, 'Anna', '+79123456789', 'ru-ru', 'inbox-test' FROM product_options WHERE id = ${size!.optionId} RETURNING id`);
    const id = Number(request!.id);
    const listed = ok(await get('inbox?kind=request')).json<InboxReply>().items.find((item) => item.id === id);
    expect(listed).toMatchObject({ kind: 'request', name: 'Anna', phone: '+79123456789', product: { sku: expect.any(String) }, assigned_to: null });
    expect(listed!.text).toMatch(/\(.+\), \S+/);

    expect(refusal(await post(`inbox/request/${id}/assign`, { to: 'me' }))).toEqual([400, 'not_a_person']);
    const session = await logInSession(t, { email: 'olga@mira.example', firstname: 'Olga', lastname: 'K' });
    const staffId = session.customerId;
    await t.db.orm.execute(sql`UPDATE customers SET staff_role = 'support' WHERE id = ${staffId}`);
    const taken = ok(await post(`inbox/request/${id}/assign`, { to: 'me' }, { cookie: session.cookie, 'x-xsrf-token': session.token })).json<InboxItemReply>();
    expect(taken.item.assigned_to).toEqual({ customer_id: staffId, name: 'Olga K olga@mira.example' });
    ok(await post(`inbox/request/${id}/close`, {}));
    expect(refusal(await post(`inbox/request/${id}/close`, {}))).toEqual([400, 'already_closed']);
    expect(refusal(await post(`inbox/request/${id}/answer`, { text: 'Hi' }))).toEqual([400, 'validation']);
    expect(refusal(await post('inbox/question/2147483647/close', {}))).toEqual([400, 'not_found']);
  });
});
