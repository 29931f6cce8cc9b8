import { ADMIN_ERRORS, normalizeEmail, type AdminGiftcard, type AdminGiftcardReply, type GiftcardIssueRequest } from '@shop/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db, type Orm } from '../../db/client';
import { ApiError } from '../../infra/errors';
import { adjustGiftcardBalance, voidGiftcardBalance } from '../giftcard/card-balance';
import { grantGiftcard, sendGiftcardLink, type Issuing } from '../giftcard/issue-card';
import { audit } from './audit';
import type { Principal } from './principal';

export const GIFTCARDS_PAGE_SIZE = 50;

type CardRow = {
  id: number; number: string; currency: AdminGiftcard['currency']; initial_amount: number; balance: number; customer_id: number | null;
  purchase_order_id: number | null; recipient_contact: string | null; expires_at: Date | string; created_at: Date | string;
};

/** A card with where its link went: a bought card's purchase, or a card issued by hand's grant. */
const CARDS = sql`
  gift_cards g
  LEFT JOIN gift_card_purchases p ON p.order_id = g.purchase_order_id
  LEFT JOIN gift_card_grants gr ON gr.card_id = g.id
  LEFT JOIN orders o ON o.id = g.purchase_order_id`;
const CARD_COLUMNS = sql`
  g.id, g.number, g.currency, g.initial_amount, g.balance, g.customer_id, g.purchase_order_id,
  coalesce(p.recipient_contact, gr.recipient_contact) AS recipient_contact, g.expires_at, g.created_at`;

const cardOf = (row: CardRow): AdminGiftcard => ({
  id: Number(row.id), number_last4: row.number.slice(-4), currency: row.currency, initial_amount: Number(row.initial_amount), balance: Number(row.balance),
  customer_id: row.customer_id === null ? null : Number(row.customer_id), purchase_order_id: row.purchase_order_id === null ? null : Number(row.purchase_order_id),
  recipient: row.recipient_contact ?? '', expires_at: new Date(row.expires_at).toISOString(), created_at: new Date(row.created_at).toISOString(),
});

/** Cards matching `where` (on g, p, gr and o: the card, its purchase, its grant, the order that bought it), newest first, at most `limit`. */
export async function cardsWhere(orm: Pick<Orm, 'execute'>, where: SQL, limit: number): Promise<AdminGiftcard[]> {
  return rowsOf<CardRow>(await orm.execute(sql`SELECT ${CARD_COLUMNS} FROM ${CARDS} WHERE ${where} ORDER BY g.id DESC LIMIT ${limit}`)).map(cardOf);
}

/** Cards newest first; `search` is the number's last digits, or the buyer's or recipient's e-mail or phone. */
export async function listGiftcards(db: Db, { search, page = 1 }: { search?: string; page?: number }) {
  const term = search?.trim().toLowerCase();
  const where: SQL = term === undefined || term === ''
    ? sql`TRUE`
    : /^\d{1,16}$/.test(term)
      ? sql`g.number LIKE ${`%${term}`}`
      : sql`(lower(p.recipient_contact) = ${term} OR lower(gr.recipient_contact) = ${term} OR lower(o.email) = ${term} OR o.telephone = ${search!.trim()})`;
  const [count] = rowsOf<{ total: number | string }>(await db.orm.execute(sql`SELECT count(*) AS total FROM ${CARDS} WHERE ${where}`));
  const rows = rowsOf<CardRow>(await db.orm.execute(sql`
    SELECT ${CARD_COLUMNS} FROM ${CARDS} WHERE ${where} ORDER BY g.id DESC LIMIT ${GIFTCARDS_PAGE_SIZE} OFFSET ${(page - 1) * GIFTCARDS_PAGE_SIZE}`));
  return { giftcards: rows.map(cardOf), total: Number(count?.total ?? 0), page, limit: GIFTCARDS_PAGE_SIZE };
}

/** A card with its ledger, oldest first; undefined when there is none. */
export async function findGiftcard(orm: Pick<Orm, 'execute'>, id: number): Promise<Omit<AdminGiftcardReply, 'status'> | undefined> {
  const [card] = await cardsWhere(orm, sql`g.id = ${id}`, 1);
  if (!card) return undefined;
  const ledger = rowsOf<{ action: string; amount: number; order_id: number | null; created_at: Date | string }>(await orm.execute(sql`
    SELECT action, amount, order_id, created_at FROM gift_card_ledger WHERE card_id = ${id} ORDER BY id`));
  return {
    giftcard: card,
    ledger: ledger.map((entry) => ({ action: entry.action, amount: Number(entry.amount), order_id: entry.order_id === null ? null : Number(entry.order_id), at: new Date(entry.created_at).toISOString() })),
  };
}

/** Voids a card (card-balance.ts): its balance goes to zero; nothing left is already_voided. */
export async function voidGiftcard(db: Db, principal: Principal, id: number, reason: string | undefined): Promise<void> {
  await db.orm.transaction(async (tx) => {
    const voided = await voidGiftcardBalance(tx, id);
    if (voided === undefined) throw new ApiError('not_found');
    if (voided === 0) throw new ApiError(ADMIN_ERRORS.alreadyVoided, 'Nothing is left on the card');
    await audit(tx, principal, { action: 'giftcard.voided', target: `giftcard:${id}`, before: { balance: voided }, after: { balance: 0 }, reason });
  });
}

/** Sends the card's link again to whom it was bought or issued for; answers where it went. */
export async function resendGiftcard(db: Db, principal: Principal, id: number, giftcardUrl: Issuing['giftcardUrl'], reason: string | undefined): Promise<string> {
  return db.orm.transaction(async (tx) => {
    const sentTo = await sendGiftcardLink(tx, id, giftcardUrl);
    if (sentTo === undefined) throw new ApiError('not_found');
    if (sentTo === '') throw new ApiError(ADMIN_ERRORS.alreadyErased, "The recipient's personal data was erased: the card has nowhere to go");
    await audit(tx, principal, { action: 'giftcard.resent', target: `giftcard:${id}`, before: null, after: { sent_to: sentTo }, reason });
    return sentTo;
  });
}

/**
 * Issues a card by hand (goodwill), as a paid order issues one (issue-card.ts): its link goes to
 * the recipient's e-mail in the language asked for, with the message. One transaction with its
 * audit row, which keeps who and why. Answers the card's id.
 */
export async function issueGiftcardByHand(db: Db, principal: Principal, request: GiftcardIssueRequest, issuing: Issuing): Promise<number> {
  const recipientEmail = normalizeEmail(request.recipient_email);
  if (!recipientEmail) throw new ApiError('invalid_email');
  const grant = {
    amount: request.amount, currency: request.currency, recipientEmail, recipientFirstname: request.recipient_name.trim(),
    language: request.language, message: (request.message ?? '').trim(),
  };
  return db.orm.transaction(async (tx) => {
    const id = await grantGiftcard(tx, grant, issuing);
    await audit(tx, principal, {
      action: 'giftcard.issued', target: `giftcard:${id}`, before: null,
      after: { amount: grant.amount, currency: grant.currency, recipient: recipientEmail, language: grant.language }, reason: request.reason,
    });
    return id;
  });
}

/**
 * Adds an amount to a card's balance, or takes it with a minus (card-balance.ts locks the card as
 * spending does): below_zero and above_initial refuse it. One transaction with its ledger row and
 * audit row.
 */
export async function adjustGiftcard(db: Db, principal: Principal, id: number, amount: number, reason: string): Promise<void> {
  await db.orm.transaction(async (tx) => {
    const adjusted = await adjustGiftcardBalance(tx, id, amount);
    if ('refused' in adjusted) {
      if (adjusted.refused === 'not_found') throw new ApiError('not_found');
      if (adjusted.refused === 'below_zero') throw new ApiError(ADMIN_ERRORS.belowZero, `The balance is ${adjusted.balance}: it cannot lose ${-amount}`);
      throw new ApiError(ADMIN_ERRORS.aboveInitial, `The balance is ${adjusted.balance} of the ${adjusted.initialAmount} the card was issued for: issue a new card for more`);
    }
    await audit(tx, principal, { action: 'giftcard.adjusted', target: `giftcard:${id}`, before: { balance: adjusted.before }, after: { balance: adjusted.after }, reason });
  });
}
