import { ADMIN_ERRORS, type AdminGiftcard, type AdminGiftcardReply } from '@shop/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { ApiError } from '../../infra/errors';
import { voidGiftcardBalance } from '../giftcard/card-balance';
import { resendGiftcardLink, type Issuing } from '../giftcard/issue-card';
import { audit } from './audit';
import type { Principal } from './principal';

export const GIFTCARDS_PAGE_SIZE = 50;

type CardRow = {
  id: number; number: string; currency: AdminGiftcard['currency']; initial_amount: number; balance: number; customer_id: number | null;
  purchase_order_id: number; recipient_contact: string; expires_at: Date | string; created_at: Date | string;
};

const CARD_COLUMNS = sql`g.id, g.number, g.currency, g.initial_amount, g.balance, g.customer_id, g.purchase_order_id, p.recipient_contact, g.expires_at, g.created_at`;

const cardOf = (row: CardRow): AdminGiftcard => ({
  id: Number(row.id), number_last4: row.number.slice(-4), currency: row.currency, initial_amount: Number(row.initial_amount), balance: Number(row.balance),
  customer_id: row.customer_id === null ? null : Number(row.customer_id), purchase_order_id: Number(row.purchase_order_id), recipient: row.recipient_contact,
  expires_at: new Date(row.expires_at).toISOString(), created_at: new Date(row.created_at).toISOString(),
});

/** Cards newest first; `search` is the number's last digits, or the buyer's or recipient's e-mail or phone. */
export async function listGiftcards(db: Db, { search, page = 1 }: { search?: string; page?: number }) {
  const term = search?.trim().toLowerCase();
  const where: SQL = term === undefined || term === ''
    ? sql`TRUE`
    : /^\d{1,16}$/.test(term)
      ? sql`g.number LIKE ${`%${term}`}`
      : sql`(lower(p.recipient_contact) = ${term} OR lower(o.email) = ${term} OR o.telephone = ${search!.trim()})`;
  const from = sql`FROM gift_cards g JOIN gift_card_purchases p ON p.order_id = g.purchase_order_id JOIN orders o ON o.id = g.purchase_order_id WHERE ${where}`;
  const [count] = rowsOf<{ total: number | string }>(await db.orm.execute(sql`SELECT count(*) AS total ${from}`));
  const rows = rowsOf<CardRow>(await db.orm.execute(sql`SELECT ${CARD_COLUMNS} ${from} ORDER BY g.id DESC LIMIT ${GIFTCARDS_PAGE_SIZE} OFFSET ${(page - 1) * GIFTCARDS_PAGE_SIZE}`));
  return { giftcards: rows.map(cardOf), total: Number(count?.total ?? 0), page, limit: GIFTCARDS_PAGE_SIZE };
}

/** A card with its ledger, oldest first; undefined when there is none. */
export async function findGiftcard(db: Db, id: number): Promise<Omit<AdminGiftcardReply, 'status'> | undefined> {
  const [row] = rowsOf<CardRow>(await db.orm.execute(sql`
    SELECT ${CARD_COLUMNS} FROM gift_cards g JOIN gift_card_purchases p ON p.order_id = g.purchase_order_id WHERE g.id = ${id}`));
  if (!row) return undefined;
  const ledger = rowsOf<{ action: string; amount: number; order_id: number | null; created_at: Date | string }>(await db.orm.execute(sql`
    SELECT action, amount, order_id, created_at FROM gift_card_ledger WHERE card_id = ${id} ORDER BY id`));
  return {
    giftcard: cardOf(row),
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

/** Sends the card's link again to whom it was bought for; answers where it went. */
export async function resendGiftcard(db: Db, principal: Principal, id: number, giftcardUrl: Issuing['giftcardUrl'], reason: string | undefined): Promise<string> {
  return db.orm.transaction(async (tx) => {
    const sentTo = await resendGiftcardLink(tx, id, giftcardUrl);
    if (sentTo === undefined) throw new ApiError('not_found');
    await audit(tx, principal, { action: 'giftcard.resent', target: `giftcard:${id}`, before: null, after: { sent_to: sentTo }, reason });
    return sentTo;
  });
}
