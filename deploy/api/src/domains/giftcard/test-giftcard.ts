import { GiftcardGetReply, GiftcardInfoReply, type GiftcardBuyRequest, type CurrencyCode, type LanguageCode } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { contractErrors } from '../../test/contract';
import type { TestApp } from '../../test/test-app';
import { CONTACT, ok, paymentOf, rowsIn, Shopper } from '../../test/test-shopper';

// Gift cards for the API tests: bought and paid over the API like a shopper does, the number and
// PIN read from the welcome page the outbox's link leads to.

let recipients = 0;
/** A recipient address no other card of the test file went to, so the outbox tells their messages apart. */
export const newRecipient = () => `friend-${++recipients}-${Math.random().toString(36).slice(2, 8)}@example.com`;

export interface IssuedCard {
  orderId: number;
  number: string;
  pin: string;
  token: string;
  /** Who bought it: a guest unless `buyer` was given. */
  buyer: Shopper;
}

/** The design of the popup's first choice. */
export async function firstDesignId(t: TestApp): Promise<number> {
  const body = ok(await t.app.inject({ method: 'GET', url: '/api/giftcard/info' })).json<GiftcardInfoReply>();
  return body.settings.designs[0]!.id;
}

/** A buy request for a recipient, with the checkout's contact data as the buyer's. */
export const buyRequest = (designId: number, over: Partial<GiftcardBuyRequest> = {}): GiftcardBuyRequest => ({
  amount: 5_000,
  design_id: designId,
  recipient: 'other',
  buyer: CONTACT,
  recipient_firstname: 'Мария',
  recipient_lastname: 'Иванова',
  recipient_contact: newRecipient(),
  message: 'С днём рождения!',
  ...over,
});

export const buy = (shopper: Shopper, request: GiftcardBuyRequest, language: LanguageCode = 'ru-ru'): Promise<LightMyRequestResponse> =>
  shopper.post('giftcard/buy', request, { 'x-language': language });

/** The newest message to `recipient` in the outbox. */
export async function lastMessageTo(t: TestApp, recipient: string): Promise<{ channel: string; subject: string; body: string } | undefined> {
  const [message] = await rowsIn<{ channel: string; subject: string; body: string }>(t, sql`
    SELECT channel, subject, body FROM outbox WHERE recipient = ${recipient} ORDER BY id DESC LIMIT 1`);
  return message;
}

/** The welcome page's token in a message's link. */
export const tokenIn = (body: string): string | undefined => /\/giftcard\/([A-Za-z0-9_-]{22})\b/.exec(body)?.[1];

/** The welcome page's reply for a token, checked against the contract. */
export async function welcome(shopper: Shopper, token: string): Promise<GiftcardGetReply> {
  const body = ok(await shopper.post('giftcard/get', { token })).json<GiftcardGetReply>();
  expect(contractErrors(GiftcardGetReply, body)).toEqual([]);
  return body;
}

/**
 * A card of `amount` bought for a recipient by `buyer` (a new guest by default) in `language` and
 * paid with the test card: its number and PIN as the recipient's link shows them.
 */
export async function issuedCard(
  t: TestApp,
  { amount = 5_000, buyer, language = 'ru-ru', currency }: { amount?: number; buyer?: Shopper; language?: LanguageCode; currency?: CurrencyCode } = {},
): Promise<IssuedCard> {
  const shopper = buyer ?? await Shopper.start(t, currency);
  const request = buyRequest(await firstDesignId(t), { amount });
  const orderId = ok(await buy(shopper, request, language)).json<{ result: { order_id: number } }>().result.order_id;
  expect(paymentOf(await shopper.pay(orderId)).status).toBe('paid');
  const token = tokenIn((await lastMessageTo(t, request.recipient_contact!))!.body)!;
  const { giftcard, pin } = await welcome(shopper, token);
  return { orderId, number: giftcard.number, pin, token, buyer: shopper };
}

/** A card's balance and the sum of its ledger, which must always agree. */
export async function balanceAndLedger(t: TestApp, number: string): Promise<{ balance: number; ledger: number }> {
  const [row] = await rowsIn<{ balance: number; ledger: number }>(t, sql`
    SELECT g.balance, (SELECT coalesce(sum(l.amount), 0)::int FROM gift_card_ledger l WHERE l.card_id = g.id) AS ledger
    FROM gift_cards g WHERE g.number = ${number}`);
  return { balance: Number(row!.balance), ledger: Number(row!.ledger) };
}

/** A card's ledger rows, oldest first. */
export async function ledgerOf(t: TestApp, number: string): Promise<Array<{ action: string; amount: number; order_id: number | null }>> {
  return (await rowsIn<{ action: string; amount: number; order_id: number | null }>(t, sql`
    SELECT l.action, l.amount, l.order_id FROM gift_card_ledger l JOIN gift_cards g ON g.id = l.card_id WHERE g.number = ${number} ORDER BY l.id`))
    .map((row) => ({ action: row.action, amount: Number(row.amount), order_id: row.order_id === null ? null : Number(row.order_id) }));
}
