import { randomBytes } from 'node:crypto';
import type { CurrencyCode, LanguageCode, Total } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import type { ContactData } from '../order/contact';
import type { Purchase } from './purchase-rules';

export interface GiftcardOrder {
  sessionId: string;
  /** The logged-in buyer (the order shows in their account); null for a guest. */
  customerId: number | null;
  language: LanguageCode;
  currency: CurrencyCode;
  contact: ContactData;
  purchase: Purchase;
}

/**
 * A gift card order, placed at once (POST /giftcard/buy): kind giftcard, awaiting its card payment
 * on the pay page, no lines and no delivery, subtotal and total the card's amount; its purchase row
 * says what card to issue when it is paid. One transaction.
 */
export async function placeGiftcardOrder(db: Db, { sessionId, customerId, language, currency, contact, purchase }: GiftcardOrder): Promise<number> {
  const totals: Total[] = [{ code: 'subtotal', value: purchase.amount }, { code: 'total', value: purchase.amount }];
  return db.orm.transaction(async (tx) => {
    const [order] = rowsOf<{ id: number }>(await tx.execute(sql`
      INSERT INTO orders (session_id, customer_id, status, kind, language, currency, firstname, lastname, telephone, email, payment_method,
        totals, grand_total, share_token, placed_at)
      VALUES (${sessionId}, ${customerId}, 'awaiting_payment', 'giftcard', ${language}, ${currency}, ${contact.firstname}, ${contact.lastname},
        ${contact.telephone}, ${contact.email}, 'card', ${JSON.stringify(totals)}::jsonb, ${purchase.amount}, ${randomBytes(16).toString('base64url')}, now())
      RETURNING id`));
    const orderId = Number(order!.id);
    await tx.execute(sql`
      INSERT INTO gift_card_purchases (order_id, amount, design_id, recipient, recipient_firstname, recipient_lastname, recipient_contact, message)
      VALUES (${orderId}, ${purchase.amount}, ${purchase.designId}, ${purchase.recipient}, ${purchase.recipientFirstname},
        ${purchase.recipientLastname}, ${purchase.recipientContact}, ${purchase.message})`);
    return orderId;
  });
}
