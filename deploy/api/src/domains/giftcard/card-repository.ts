import type { CurrencyCode, Giftcard, LanguageCode } from '@shop/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Orm } from '../../db/client';
import { giftcardImageBase } from '../media/giftcard-image';
import type { CardState } from './card-rules';

// Reading gift cards and connecting one to a customer. Balances change elsewhere (card-balance.ts),
// only by conditional updates with a ledger row.

type Executor = Pick<Orm, 'execute'>;

/** A card row with its design named in a language. */
export interface StoredCard extends CardState {
  id: number;
  number: string;
  pinHash: string;
  token: string;
  initialAmount: number;
  design: { id: number; imageNo: number; name: string };
  /** The order that bought it; null for a card staff issued by hand. */
  purchaseOrderId: number | null;
}

interface CardRow {
  id: number; number: string; pin_hash: string; token: string; currency: CurrencyCode; initial_amount: number; balance: number;
  design_id: number; image_no: number; design_name: string | null; customer_id: number | null; expires_at: string | Date; purchase_order_id: number | null;
}

const storedCardOf = (row: CardRow): StoredCard => ({
  id: Number(row.id),
  number: row.number,
  pinHash: row.pin_hash,
  token: row.token,
  currency: row.currency,
  initialAmount: Number(row.initial_amount),
  balance: Number(row.balance),
  expiresAt: new Date(row.expires_at),
  customerId: row.customer_id === null ? null : Number(row.customer_id),
  design: { id: Number(row.design_id), imageNo: Number(row.image_no), name: row.design_name ?? '' },
  purchaseOrderId: row.purchase_order_id === null ? null : Number(row.purchase_order_id),
});

/** Cards matching `where` (on `g`, the gift_cards row), newest first, their designs named in `language`. */
async function cardsWhere(ex: Executor, language: LanguageCode, where: SQL): Promise<StoredCard[]> {
  return rowsOf<CardRow>(await ex.execute(sql`
    SELECT g.id, g.number, g.pin_hash, g.token, g.currency, g.initial_amount, g.balance, g.design_id, d.image_no, t.name AS design_name,
      g.customer_id, g.expires_at, g.purchase_order_id
    FROM gift_cards g
    JOIN gift_card_designs d ON d.id = g.design_id
    LEFT JOIN gift_card_design_translations t ON t.design_id = d.id AND t.language = ${language}
    WHERE ${where}
    ORDER BY g.id DESC`)).map(storedCardOf);
}

export const cardByNumber = async (ex: Executor, number: string, language: LanguageCode): Promise<StoredCard | undefined> =>
  (await cardsWhere(ex, language, sql`g.number = ${number}`))[0];

export const cardByToken = async (ex: Executor, token: string, language: LanguageCode): Promise<StoredCard | undefined> =>
  (await cardsWhere(ex, language, sql`g.token = ${token}`))[0];

/** The cards a customer connected, newest first. */
export const customerCards = (ex: Executor, customerId: number, language: LanguageCode): Promise<StoredCard[]> =>
  cardsWhere(ex, language, sql`g.customer_id = ${customerId}`);

/** The card the owner's cart pays with (carts.gift_card_id), whatever state it is in; undefined when none. */
export const cartCard = async (ex: Executor, whichCart: SQL, language: LanguageCode): Promise<StoredCard | undefined> =>
  (await cardsWhere(ex, language, sql`g.id = (SELECT gift_card_id FROM carts WHERE ${whichCart})`))[0];

/**
 * Connects the card to the customer, unless another customer has (a conditional update: two
 * customers connecting one card at once cannot both get it). True when it is the customer's now.
 */
export async function connectCard(ex: Executor, cardId: number, customerId: number): Promise<boolean> {
  const connected = rowsOf(await ex.execute(sql`
    UPDATE gift_cards SET customer_id = ${customerId} WHERE id = ${cardId} AND (customer_id IS NULL OR customer_id = ${customerId}) RETURNING id`));
  return connected.length > 0;
}

/** A card as its holder sees it (contracts Giftcard); `viewerId` is the session's customer (null: a guest). */
export const giftcardView = (card: StoredCard, viewerId: number | null): Giftcard => ({
  number: card.number,
  balance: card.balance,
  initial_amount: card.initialAmount,
  currency: card.currency,
  design: { id: card.design.id, name: card.design.name, image: giftcardImageBase(card.design.imageNo) },
  expires_at: card.expiresAt.toISOString(),
  connected: card.customerId !== null && card.customerId === viewerId,
});
