import type { CurrencyCode, GiftcardRecipient, LanguageCode } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, type Orm } from '../../db/client';
import { queueMessage, type Message } from '../outbox/outbox';
import { newCardNumber, newCardToken, pinHash, pinOf } from './card-secrets';
import { giftcardMessage } from './giftcard-message';
import { giftcardTerms } from './giftcard-terms';

/** What issuing a card needs from the request that pays for it: the cards' key and the welcome page's absolute URL. */
export interface Issuing {
  /** The server secret the PIN is derived and hashed under (card-secrets.ts). */
  secret: string;
  /** /{language prefix}/giftcard/{token}, absolute, in the order's language. */
  giftcardUrl: (language: LanguageCode, token: string) => string;
}

interface PurchaseRow {
  amount: number; design_id: number; recipient: GiftcardRecipient; recipient_firstname: string; recipient_contact: string; message: string;
  language: LanguageCode; currency: CurrencyCode; firstname: string; issued: boolean;
}

/** Numbers drawn before giving up: two cards share a number once in 10^16 draws, so a second draw is already a curiosity. */
const NUMBER_DRAWS = 5;

/**
 * Issues the card a paid gift card order bought, in the payment's transaction (the order row is
 * locked by the caller): a random number, a token, the PIN kept as its hash, the balance in the
 * order's currency, the expiry of the terms, an 'issued' ledger row, and the link queued to the
 * recipient (or the buyer) in the order's language. Nothing for a goods order or a card issued before.
 */
export async function issueGiftcard(tx: Pick<Orm, 'execute' | 'insert'>, orderId: number, { secret, giftcardUrl }: Issuing): Promise<void> {
  const [purchase] = rowsOf<PurchaseRow>(await tx.execute(sql`
    SELECT p.amount, p.design_id, p.recipient, p.recipient_firstname, p.recipient_contact, p.message, o.language, o.currency, o.firstname,
      EXISTS (SELECT 1 FROM gift_cards g WHERE g.purchase_order_id = o.id) AS issued
    FROM gift_card_purchases p JOIN orders o ON o.id = p.order_id
    WHERE p.order_id = ${orderId}`));
  if (!purchase || purchase.issued) return;
  const amount = Number(purchase.amount);
  const { validity_months: months } = await giftcardTerms(tx, purchase.language);

  let card: { id: number; token: string; expires_at: string | Date } | undefined;
  for (let draw = 0; !card && draw < NUMBER_DRAWS; draw++) {
    const number = newCardNumber();
    const token = newCardToken();
    // ON CONFLICT: a number (or token) some card has already; the order's own card was checked above.
    [card] = rowsOf<{ id: number; token: string; expires_at: string | Date }>(await tx.execute(sql`
      INSERT INTO gift_cards (number, pin_hash, token, currency, initial_amount, balance, design_id, purchase_order_id, expires_at)
      VALUES (${number}, ${pinHash(secret, number, pinOf(secret, token))}, ${token}, ${purchase.currency}, ${amount}, ${amount},
        ${purchase.design_id}, ${orderId}, now() + make_interval(months => ${months}::int))
      ON CONFLICT DO NOTHING
      RETURNING id, token, expires_at`));
  }
  if (!card) throw new Error(`no free gift card number in ${NUMBER_DRAWS} draws`);

  await tx.execute(sql`INSERT INTO gift_card_ledger (card_id, action, amount, order_id) VALUES (${card.id}, 'issued', ${amount}, ${orderId})`);
  await queueMessage(tx, linkMessage(orderId, purchase, card, giftcardUrl));
}

/**
 * The card's link to whom it was bought for (the recipient, or the buyer for their own), in the
 * order's language: one of the messages the order that bought it sent.
 */
function linkMessage(orderId: number, purchase: PurchaseRow, card: { token: string; expires_at: string | Date }, giftcardUrl: Issuing['giftcardUrl']): Message {
  const forSelf = purchase.recipient === 'self';
  const message = giftcardMessage({
    language: purchase.language,
    contact: purchase.recipient_contact,
    firstname: forSelf ? purchase.firstname : purchase.recipient_firstname,
    ...(forSelf ? {} : { from: purchase.firstname }),
    amount: Number(purchase.amount),
    currency: purchase.currency,
    message: purchase.message,
    expiresAt: new Date(card.expires_at),
    link: giftcardUrl(purchase.language, card.token),
  });
  return { ...message, kind: 'giftcard.link', language: purchase.language, orderId };
}

/**
 * Sends an issued card's link again (the recipient lost the message), to the same contact; answers
 * the contact, or undefined when there is no such card.
 */
export async function resendGiftcardLink(tx: Pick<Orm, 'execute' | 'insert'>, cardId: number, giftcardUrl: Issuing['giftcardUrl']): Promise<string | undefined> {
  const [row] = rowsOf<PurchaseRow & { token: string; expires_at: string | Date; order_id: number }>(await tx.execute(sql`
    SELECT p.amount, p.design_id, p.recipient, p.recipient_firstname, p.recipient_contact, p.message, o.language, o.currency, o.firstname, TRUE AS issued,
      g.token, g.expires_at, o.id AS order_id
    FROM gift_cards g JOIN gift_card_purchases p ON p.order_id = g.purchase_order_id JOIN orders o ON o.id = p.order_id
    WHERE g.id = ${cardId}`));
  if (!row) return undefined;
  await queueMessage(tx, linkMessage(Number(row.order_id), row, row, giftcardUrl));
  return row.recipient_contact;
}
