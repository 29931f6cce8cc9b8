import { GIFTCARD_ERRORS, normalizeEmail, normalizePhone, type CurrencyCode, type GiftcardBuyRequest, type GiftcardRecipient } from '@shop/contracts';
import type { GiftcardTerms } from './giftcard-terms';

/** A gift card purchase as the order keeps it (gift_card_purchases), checked and normalized. */
export interface Purchase {
  amount: number;
  designId: number;
  recipient: GiftcardRecipient;
  recipientFirstname: string;
  recipientLastname: string;
  /** Where the card's link goes: an e-mail (lower-case) or a phone (international form). */
  recipientContact: string;
  message: string;
}

/** Whether a contact is an e-mail address or a phone number: an @ makes it an address. */
export const contactChannel = (contact: string): 'email' | 'sms' => (contact.includes('@') ? 'email' : 'sms');

/** An e-mail or phone, normalized; or the code that refuses it. */
function recipientContactOf(raw: string): string | { refused: string } {
  if (contactChannel(raw) === 'email') return normalizeEmail(raw) ?? { refused: 'invalid_email' };
  return normalizePhone(raw) ?? { refused: 'invalid_phone' };
}

/**
 * The purchase a buy request asks for, or why it is refused (spec §2 popup, §5 "Please fill in all
 * fields!"): an amount the shop sells in its currency, a design it has, and for a recipient their
 * first and last name and a valid e-mail or phone; the message within the terms' length. A card
 * for oneself goes to the buyer's e-mail (`buyerEmail`, normalized already).
 */
export function purchaseOf(
  body: GiftcardBuyRequest,
  { terms, currency, designIds, buyerEmail }: { terms: GiftcardTerms; currency: CurrencyCode; designIds: ReadonlySet<number>; buyerEmail: string },
): Purchase | { refused: string; message?: string } {
  if (!terms.denominations[currency].includes(body.amount)) return { refused: 'validation', message: `${body.amount} is not an amount sold in ${currency}` };
  if (!designIds.has(body.design_id)) return { refused: 'validation', message: `There is no design ${body.design_id}` };
  const message = (body.message ?? '').trim();
  if (message.length > terms.message_max_length) return { refused: 'validation', message: `The message is longer than ${terms.message_max_length} characters` };
  const base = { amount: body.amount, designId: body.design_id, message };
  if (body.recipient === 'self') return { ...base, recipient: 'self', recipientFirstname: '', recipientLastname: '', recipientContact: buyerEmail };

  const [firstname, lastname, contact] = [body.recipient_firstname, body.recipient_lastname, body.recipient_contact].map((field) => (field ?? '').trim());
  if (!firstname || !lastname || !contact) return { refused: GIFTCARD_ERRORS.missingFields };
  const recipientContact = recipientContactOf(contact!);
  if (typeof recipientContact !== 'string') return recipientContact;
  return { ...base, recipient: 'other', recipientFirstname: firstname!, recipientLastname: lastname!, recipientContact };
}
