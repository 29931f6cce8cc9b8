/** @jest-environment node */
import { AdminGiftcardReply } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { contractErrors } from '../../test/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ok, refusal, rowsIn, Shopper } from '../../test/test-shopper';
import { spendGiftcard } from '../giftcard/card-balance';
import { balanceAndLedger, issuedCard, lastMessageTo, tokenIn, welcome } from '../giftcard/test-giftcard';
import { createToken } from './staff';

// Gift cards by hand: issued as goodwill (through the shop's own issuing, so the recipient gets the
// letter a bought card's recipient gets), and a balance adjusted with a reason, locked as spending is.

let t: TestApp;
let operator: string;
let support: string;

beforeAll(async () => {
  t = await createTestApp();
  const tokenOf = async (role: 'operator' | 'support') =>
    (await t.db.orm.transaction((tx) => createToken(tx, { actor: 'test' }, { name: `test ${role}`, role, createdBy: null }))).token;
  operator = await tokenOf('operator');
  support = await tokenOf('support');
});
afterAll(async () => { await t.close(); });

const post = (url: string, payload: object, token = operator) =>
  t.app.inject({ method: 'POST', url: `/api/admin/${url}`, payload, headers: { authorization: `Bearer ${token}` } });
const ISSUE = { amount: 2_500, currency: 'USD', recipient_email: 'Tamar@Example.ge', recipient_name: 'Тамар', language: 'ka-ge', message: 'ბოდიში დაგვიანებისთვის', reason: 'parcel lost' };
const numberOf = async (id: number) => (await rowsIn<{ number: string }>(t, sql`SELECT number FROM gift_cards WHERE id = ${id}`))[0]!.number;

describe('a card issued by hand', () => {
  it("reaches the recipient as a bought card's letter does, in their language with the message, and its page shows it", async () => {
    const reply = ok(await post('giftcards', ISSUE)).json<AdminGiftcardReply>();
    expect(contractErrors(AdminGiftcardReply, reply)).toEqual([]);
    expect(reply.giftcard).toMatchObject({ balance: 2_500, initial_amount: 2_500, currency: 'USD', purchase_order_id: null, recipient: 'tamar@example.ge', customer_id: null });
    expect(reply.ledger.map((entry) => [entry.action, entry.amount, entry.order_id])).toEqual([['issued', 2_500, null]]);

    const letter = (await lastMessageTo(t, 'tamar@example.ge'))!;
    expect(letter.subject).toBe('თქვენი Mira-ს სასაჩუქრე ბარათი');
    expect(letter.body).toContain('გამარჯობა, Тамар!');
    expect(letter.body).toContain('ბოდიში დაგვიანებისთვის');
    expect(letter.body).toContain('/ka/giftcard/');
    const page = await welcome(await Shopper.start(t), tokenIn(letter.body)!);
    expect(page).toMatchObject({ from: '', message: 'ბოდიში დაგვიანებისთვის', giftcard: { balance: 2_500, number: await numberOf(reply.giftcard.id) } });

    const [entry] = await rowsIn<{ action: string; actor: string; reason: string; after: object }>(t, sql`
      SELECT action, actor, reason, after FROM audit_log WHERE target = ${`giftcard:${reply.giftcard.id}`}`);
    expect(entry).toEqual({ action: 'giftcard.issued', actor: expect.stringMatching(/^token:\d+ test operator$/), reason: 'parcel lost', after: expect.objectContaining({ amount: 2_500, recipient: 'tamar@example.ge' }) });

    // Sent again, to the same person.
    expect(ok(await post(`giftcards/${reply.giftcard.id}/resend`, {})).json()).toEqual({ status: 200, sent_to: 'tamar@example.ge' });
  });

  it('refuses a wrong address, an amount, currency or language the API does not take, and a missing reason', async () => {
    expect(refusal(await post('giftcards', { ...ISSUE, recipient_email: 'not an address' }))).toEqual([400, 'invalid_email']);
    for (const bad of [{ amount: 0 }, { amount: 1.5 }, { currency: 'EUR' }, { language: 'de-de' }, { reason: '' }, { recipient_name: ' ' }]) {
      expect([bad, refusal(await post('giftcards', { ...ISSUE, ...bad }))]).toEqual([bad, [400, 'validation']]);
    }
    const { reason: _reason, ...noReason } = ISSUE;
    expect(refusal(await post('giftcards', noReason))).toEqual([400, 'validation']);
    expect(refusal(await post('giftcards', ISSUE, support))).toEqual([403, 'forbidden']);
  });
});

describe("a card's balance adjusted by hand", () => {
  it('adds and takes with a reason, with a ledger row and an audit row, never below zero nor above what it was issued for', async () => {
    const card = await issuedCard(t, { amount: 5_000 });
    const [{ id }] = (await rowsIn<{ id: number }>(t, sql`SELECT id FROM gift_cards WHERE number = ${card.number}`)) as [{ id: number }];
    const taken = ok(await post(`giftcards/${id}/adjust`, { amount: -1_500, reason: 'spent in the shop by hand' })).json<AdminGiftcardReply>();
    expect(taken.giftcard.balance).toBe(3_500);
    expect(taken.ledger.at(-1)).toMatchObject({ action: 'adjusted', amount: -1_500, order_id: null });
    expect(refusal(await post(`giftcards/${id}/adjust`, { amount: -3_501, reason: 'too much' }))).toEqual([400, 'below_zero']);
    expect(refusal(await post(`giftcards/${id}/adjust`, { amount: 1_501, reason: 'too much' }))).toEqual([400, 'above_initial']);
    expect(ok(await post(`giftcards/${id}/adjust`, { amount: 1_500, reason: 'the refund' })).json<AdminGiftcardReply>().giftcard.balance).toBe(5_000);
    for (const bad of [{ amount: 0, reason: 'x' }, { amount: 100 }, { amount: 100, reason: '' }]) {
      expect(refusal(await post(`giftcards/${id}/adjust`, bad))).toEqual([400, 'validation']);
    }
    expect(refusal(await post('giftcards/2147483647/adjust', { amount: 1, reason: 'x' }))).toEqual([400, 'not_found']);
    expect(refusal(await post(`giftcards/${id}/adjust`, { amount: -1, reason: 'x' }, support))).toEqual([403, 'forbidden']);
    expect(await balanceAndLedger(t, card.number)).toEqual({ balance: 5_000, ledger: 5_000 });
    const log = await rowsIn<{ before: object; after: object; reason: string }>(t, sql`
      SELECT before, after, reason FROM audit_log WHERE target = ${`giftcard:${id}`} AND action = 'giftcard.adjusted' ORDER BY id`);
    expect(log).toEqual([
      { before: { balance: 5_000 }, after: { balance: 3_500 }, reason: 'spent in the shop by hand' },
      { before: { balance: 3_500 }, after: { balance: 5_000 }, reason: 'the refund' },
    ]);
  });

  it('races orders spending the card: 40 takings of 6 $ from 200 $ at once, 33 go through, the balance never below zero', async () => {
    const card = await issuedCard(t, { amount: 20_000 });
    const [{ id }] = (await rowsIn<{ id: number }>(t, sql`SELECT id FROM gift_cards WHERE number = ${card.number}`)) as [{ id: number }];
    // Twenty placed orders to spend on (the ledger keeps one spend per card and order).
    const orders = (await rowsIn<{ id: number }>(t, sql`
      INSERT INTO orders (session_id, status, language, currency, firstname, lastname, telephone, email)
      SELECT 'adjust-race', 'awaiting_payment', 'ru-ru', 'USD', 'А', 'Б', '+79990000000', 'race@example.com' FROM generate_series(1, 20)
      RETURNING id`)).map((row) => Number(row.id));
    const spends = orders.map((orderId) => t.db.orm.transaction((tx) => spendGiftcard(tx, id, 600, orderId)));
    const adjustments = orders.map(() => post(`giftcards/${id}/adjust`, { amount: -600, reason: 'race' }));
    const [spent, adjusted] = await Promise.all([Promise.all(spends), Promise.all(adjustments)]);
    const accepted = spent.filter(Boolean).length + adjusted.filter((reply) => reply.statusCode === 200).length;
    expect(adjusted.filter((reply) => reply.statusCode !== 200).map(refusal).every(([status, error]) => status === 400 && error === 'below_zero')).toBe(true);
    expect(accepted).toBe(33);
    expect(await balanceAndLedger(t, card.number)).toEqual({ balance: 200, ledger: 200 });
    const [lowest] = await rowsIn<{ min: number }>(t, sql`
      SELECT min(running)::int AS min FROM (SELECT sum(amount) OVER (ORDER BY id) AS running FROM gift_card_ledger WHERE card_id = ${id}) r`);
    expect(Number(lowest!.min)).toBeGreaterThanOrEqual(0);
  });
});
