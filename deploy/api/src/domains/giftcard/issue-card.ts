import type { CurrencyCode, LanguageCode } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, type Orm } from '../../db/client';
import { queueMessage } from '../outbox/outbox';
import { newCardNumber, newCardToken, pinHash, pinOf } from './card-secrets';
import { giftcardMessage } from './giftcard-message';
import { giftcardTerms } from './giftcard-terms';

// Issuing a gift card: when a gift card order is paid (issueGiftcard), or by staff by hand
// (grantGiftcard, the admin API's goodwill card). Both draw the card the same way and send the
// same letter, which names whom the card is for from the purchase or the grant.

type Executor = Pick<Orm, 'execute' | 'insert'>;

/** What issuing a card needs from the request that pays for it: the cards' key and the welcome page's absolute URL. */
export interface Issuing {
  /** The server secret the PIN is derived and hashed under (card-secrets.ts). */
  secret: string;
  /** /{language prefix}/giftcard/{token}, absolute, in the order's language. */
  giftcardUrl: (language: LanguageCode, token: string) => string;
}

/** Numbers drawn before giving up: two cards share a number once in 10^16 draws, so a second draw is already a curiosity. */
const NUMBER_DRAWS = 5;

interface NewCard { amount: number; currency: CurrencyCode; designId: number; purchaseOrderId: number | null; language: LanguageCode }

/**
 * Draws a card: a random number, a token, the PIN kept as its hash, the balance, the expiry of the
 * language's terms, and its 'issued' ledger row (naming the order that bought it, if one did).
 */
async function drawCard(tx: Executor, card: NewCard, secret: string): Promise<number> {
  const { validity_months: months } = await giftcardTerms(tx, card.language);
  let id: number | undefined;
  for (let draw = 0; id === undefined && draw < NUMBER_DRAWS; draw++) {
    const number = newCardNumber();
    const token = newCardToken();
    // ON CONFLICT: a number (or token) some card has already; an order's own card was checked by the caller.
    const [row] = rowsOf<{ id: number }>(await tx.execute(sql`
      INSERT INTO gift_cards (number, pin_hash, token, currency, initial_amount, balance, design_id, purchase_order_id, expires_at)
      VALUES (${number}, ${pinHash(secret, number, pinOf(secret, token))}, ${token}, ${card.currency}, ${card.amount}, ${card.amount},
        ${card.designId}, ${card.purchaseOrderId}, now() + make_interval(months => ${months}::int))
      ON CONFLICT DO NOTHING
      RETURNING id`));
    id = row && Number(row.id);
  }
  if (id === undefined) throw new Error(`no free gift card number in ${NUMBER_DRAWS} draws`);
  await tx.execute(sql`INSERT INTO gift_card_ledger (card_id, action, amount, order_id) VALUES (${id}, 'issued', ${card.amount}, ${card.purchaseOrderId})`);
  return id;
}

/**
 * Issues the card a paid gift card order bought, in the payment's transaction (the order row is
 * locked by the caller), in the order's currency, and queues its link to the recipient (or the
 * buyer) in the order's language. Nothing for a goods order or a card issued before.
 */
export async function issueGiftcard(tx: Executor, orderId: number, issuing: Issuing): Promise<void> {
  const [purchase] = rowsOf<{ amount: number; design_id: number; language: LanguageCode; currency: CurrencyCode; issued: boolean }>(await tx.execute(sql`
    SELECT p.amount, p.design_id, o.language, o.currency, EXISTS (SELECT 1 FROM gift_cards g WHERE g.purchase_order_id = o.id) AS issued
    FROM gift_card_purchases p JOIN orders o ON o.id = p.order_id
    WHERE p.order_id = ${orderId}`));
  if (!purchase || purchase.issued) return;
  const cardId = await drawCard(tx, {
    amount: Number(purchase.amount), currency: purchase.currency, designId: Number(purchase.design_id), purchaseOrderId: orderId, language: purchase.language,
  }, issuing.secret);
  await sendGiftcardLink(tx, cardId, issuing.giftcardUrl);
}

/** A card given by hand: its amount and currency, whom it goes to (an e-mail, normalized), in which language, with which message. */
export interface Grant {
  amount: number;
  currency: CurrencyCode;
  recipientEmail: string;
  recipientFirstname: string;
  language: LanguageCode;
  message: string;
}

/**
 * Issues a card by hand, with no order: the popup's first design, the grant kept beside it (whom,
 * which language, the message), and its link sent as a bought card's is, a card for its holder
 * from nobody. Answers the card's id.
 */
export async function grantGiftcard(tx: Executor, grant: Grant, issuing: Issuing): Promise<number> {
  const [design] = rowsOf<{ id: number }>(await tx.execute(sql`SELECT id FROM gift_card_designs ORDER BY position, id LIMIT 1`));
  if (!design) throw new Error('the shop has no gift card design: the database needs its seed');
  const cardId = await drawCard(tx, {
    amount: grant.amount, currency: grant.currency, designId: Number(design.id), purchaseOrderId: null, language: grant.language,
  }, issuing.secret);
  await tx.execute(sql`
    INSERT INTO gift_card_grants (card_id, recipient_contact, recipient_firstname, language, message)
    VALUES (${cardId}, ${grant.recipientEmail}, ${grant.recipientFirstname}, ${grant.language}, ${grant.message})`);
  await sendGiftcardLink(tx, cardId, issuing.giftcardUrl);
  return cardId;
}

interface LetterRow {
  purchase_order_id: number | null; token: string; expires_at: string | Date; currency: CurrencyCode; amount: number; language: LanguageCode;
  contact: string; firstname: string; from_name: string | null; message: string;
}

/**
 * Queues a card's link to whom it is for, in its language: the recipient of a card bought for
 * someone (from the buyer), the buyer of their own, the person a card was granted to. Answers the
 * contact it went to; undefined when there is no such card, '' when that person's data was erased
 * (nothing is sent).
 */
export async function sendGiftcardLink(tx: Executor, cardId: number, giftcardUrl: Issuing['giftcardUrl']): Promise<string | undefined> {
  const [letter] = rowsOf<LetterRow>(await tx.execute(sql`
    SELECT g.purchase_order_id, g.token, g.expires_at, g.currency, g.initial_amount AS amount,
      coalesce(gr.language, o.language) AS language,
      coalesce(gr.recipient_contact, p.recipient_contact) AS contact,
      CASE WHEN gr.card_id IS NOT NULL THEN gr.recipient_firstname WHEN p.recipient = 'self' THEN o.firstname ELSE p.recipient_firstname END AS firstname,
      CASE WHEN p.recipient = 'other' THEN o.firstname END AS from_name,
      coalesce(gr.message, p.message) AS message
    FROM gift_cards g
    LEFT JOIN gift_card_grants gr ON gr.card_id = g.id
    LEFT JOIN gift_card_purchases p ON p.order_id = g.purchase_order_id
    LEFT JOIN orders o ON o.id = g.purchase_order_id
    WHERE g.id = ${cardId}`));
  if (!letter) return undefined;
  if (!letter.contact) return '';
  await queueMessage(tx, {
    ...giftcardMessage({
    language: letter.language,
    contact: letter.contact,
    firstname: letter.firstname,
    ...(letter.from_name === null ? {} : { from: letter.from_name }),
    amount: Number(letter.amount),
    currency: letter.currency,
    message: letter.message,
    expiresAt: new Date(letter.expires_at),
    link: giftcardUrl(letter.language, letter.token),
    }),
    // A bought card's letter is one of the messages its order sent (the back office's order page lists them).
    kind: 'giftcard.link', language: letter.language, ...(letter.purchase_order_id === null ? {} : { orderId: Number(letter.purchase_order_id) }),
  });
  return letter.contact;
}

/** What the welcome page says of a card: who sent it (the buyer of a card for someone else, else nobody) and their message. */
export async function cardNote(ex: Pick<Orm, 'execute'>, cardId: number): Promise<{ from: string; message: string }> {
  const [row] = rowsOf<{ from_name: string | null; message: string | null }>(await ex.execute(sql`
    SELECT CASE WHEN p.recipient = 'other' THEN o.firstname END AS from_name, coalesce(gr.message, p.message) AS message
    FROM gift_cards g
    LEFT JOIN gift_card_grants gr ON gr.card_id = g.id
    LEFT JOIN gift_card_purchases p ON p.order_id = g.purchase_order_id
    LEFT JOIN orders o ON o.id = g.purchase_order_id
    WHERE g.id = ${cardId}`));
  return { from: row?.from_name ?? '', message: row?.message ?? '' };
}
