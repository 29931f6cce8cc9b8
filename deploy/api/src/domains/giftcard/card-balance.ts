import type { LanguageCode } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, type Orm } from '../../db/client';
import type { MoveEffects } from '../order/order-status';
import { cartCard } from './card-repository';
import type { Adjustment } from '../pricing/price-cart';
import { giftcardAdjustment } from './cart-giftcard';

// A card's balance and its ledger (gift_card_ledger, append-only, signed amounts: the balance is
// always the sum of the card's rows). Using a card holds nothing: the balance goes down when an
// order is placed (spendGiftcard, in place-order's transaction), by a conditional update that
// cannot take it below zero, and comes back once if that order is cancelled. The order row is
// always locked first, then the card's, so a placement and a cancellation never wait on each other
// in opposite orders.

type Executor = Pick<Orm, 'execute'>;

/** The card a cart being placed pays with, locked until the transaction ends: its id and its pricing adjustment. */
export interface LockedCard { id: number; adjustment: Adjustment }

/**
 * The card the cart (`cartId`, locked by the caller) pays with, locked; undefined without one.
 * Locked before the balance is read, so what the priced order takes is exactly what is spent.
 */
export async function lockCartGiftcard(
  tx: Executor,
  { cartId, customerId, language }: { cartId: number; customerId: number | null; language: LanguageCode },
): Promise<LockedCard | undefined> {
  const locked = rowsOf<{ id: number }>(await tx.execute(sql`
    SELECT g.id FROM gift_cards g JOIN carts c ON c.gift_card_id = g.id WHERE c.id = ${cartId} FOR UPDATE OF g`));
  if (locked.length === 0) return undefined;
  // A second statement: one that waited for the lock keeps the snapshot it began with.
  const card = await cartCard(tx, sql`carts.id = ${cartId}`, language);
  return card && { id: card.id, adjustment: giftcardAdjustment(card, { customerId, now: new Date() }) };
}

/**
 * Takes `amount` (> 0) off the card for an order, with its 'spent' row; false (nothing written)
 * when the balance is short. The only way an order takes from a balance (staff void or adjust one by hand).
 */
export async function spendGiftcard(tx: Executor, cardId: number, amount: number, orderId: number): Promise<boolean> {
  if (!Number.isInteger(amount) || amount <= 0) throw new Error(`a gift card spend must be a positive integer (got ${amount})`);
  const spent = rowsOf(await tx.execute(sql`
    UPDATE gift_cards SET balance = balance - ${amount} WHERE id = ${cardId} AND balance >= ${amount} RETURNING id`));
  if (spent.length === 0) return false;
  await tx.execute(sql`INSERT INTO gift_card_ledger (card_id, action, amount, order_id) VALUES (${cardId}, 'spent', ${-amount}, ${orderId})`);
  return true;
}

/**
 * Gives back what an order spent of any card, once: the 'refunded' row goes in first, and only a
 * row that went in (the ledger's unique index keeps one per card and order) raises the balance.
 */
export async function refundGiftcardSpending(tx: Executor, orderId: number): Promise<void> {
  await tx.execute(sql`
    WITH refunded AS (
      INSERT INTO gift_card_ledger (card_id, action, amount, order_id)
      SELECT card_id, 'refunded', -amount, order_id FROM gift_card_ledger WHERE order_id = ${orderId} AND action = 'spent'
      ON CONFLICT DO NOTHING
      RETURNING card_id, amount)
    UPDATE gift_cards g SET balance = g.balance + r.amount FROM refunded r WHERE g.id = r.card_id`);
}

/**
 * The card a cancelled gift card order had bought is voided: what is left of it goes, with a
 * 'voided' row (what was spent of it on orders stays spent, as their goods are bought).
 */
export async function voidPurchasedGiftcard(tx: Executor, purchaseOrderId: number): Promise<void> {
  await tx.execute(sql`
    WITH card AS (SELECT id, balance FROM gift_cards WHERE purchase_order_id = ${purchaseOrderId} FOR UPDATE),
    voided AS (
      INSERT INTO gift_card_ledger (card_id, action, amount, order_id)
      SELECT id, 'voided', -balance, ${purchaseOrderId} FROM card
      ON CONFLICT DO NOTHING
      RETURNING card_id, amount)
    UPDATE gift_cards g SET balance = g.balance + v.amount FROM voided v WHERE g.id = v.card_id`);
}

/**
 * Voids a card by hand (the admin API): what is left of it goes, with a 'voided' row that names no
 * order. Answers the amount voided (0: nothing was left), or undefined when there is no such card.
 * The row is locked: a spend at the same moment goes first, and less is voided.
 */
export async function voidGiftcardBalance(tx: Executor, cardId: number): Promise<number | undefined> {
  const [card] = rowsOf<{ balance: number }>(await tx.execute(sql`SELECT balance FROM gift_cards WHERE id = ${cardId} FOR UPDATE`));
  if (!card) return undefined;
  const balance = Number(card.balance);
  if (balance === 0) return 0;
  await tx.execute(sql`UPDATE gift_cards SET balance = 0 WHERE id = ${cardId}`);
  await tx.execute(sql`INSERT INTO gift_card_ledger (card_id, action, amount) VALUES (${cardId}, 'voided', ${-balance})`);
  return balance;
}

/** An adjustment by hand: the balance before and after it, or why it was refused (nothing written). */
export type Adjusted = { before: number; after: number } | { refused: 'not_found' | 'below_zero' | 'above_initial'; balance?: number; initialAmount?: number };

/**
 * Adds `amount` to a card's balance by hand (the admin API), or takes it with a minus, with an
 * 'adjusted' row that names no order. The row is locked as a placement locks it (lockCartGiftcard),
 * so an order spending the card at the same moment goes first or after, never in between: the
 * balance never goes below zero, nor above what the card was issued for (more is a new card).
 */
export async function adjustGiftcardBalance(tx: Executor, cardId: number, amount: number): Promise<Adjusted> {
  if (!Number.isInteger(amount) || amount === 0) throw new Error(`a gift card adjustment must be a non-zero integer (got ${amount})`);
  const [card] = rowsOf<{ balance: number; initial_amount: number }>(await tx.execute(sql`
    SELECT balance, initial_amount FROM gift_cards WHERE id = ${cardId} FOR UPDATE`));
  if (!card) return { refused: 'not_found' };
  const [before, initialAmount] = [Number(card.balance), Number(card.initial_amount)];
  if (before + amount < 0) return { refused: 'below_zero', balance: before };
  if (before + amount > initialAmount) return { refused: 'above_initial', balance: before, initialAmount };
  await tx.execute(sql`UPDATE gift_cards SET balance = balance + ${amount} WHERE id = ${cardId}`);
  await tx.execute(sql`INSERT INTO gift_card_ledger (card_id, action, amount) VALUES (${cardId}, 'adjusted', ${amount})`);
  return { before, after: before + amount };
}

/** What a status move does to gift cards besides issuing one (payment-repository.ts issues): spending refunded, a bought card voided. */
export async function moveGiftcards(tx: Executor, orderId: number, effects: Pick<MoveEffects, 'giftcardSpending' | 'giftcardIssue'>): Promise<void> {
  if (effects.giftcardSpending === 'refund') await refundGiftcardSpending(tx, orderId);
  if (effects.giftcardIssue === 'void') await voidPurchasedGiftcard(tx, orderId);
}
