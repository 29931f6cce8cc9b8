// Gift card plain values (no schemas), see giftcard.ts for the flow.

/** A card number: 16 digits. */
export const GIFTCARD_NUMBER_LENGTH = 16;
/** A card PIN (spec §3 cardCVC): 4 digits. */
export const GIFTCARD_PIN_LENGTH = 4;

/**
 * Spec §8 gift card errors (400 `error`): one generic refusal for every wrong number or PIN, never
 * saying which part was wrong ("Invalid number or CVC"); a card in another currency than the cart;
 * a card with nothing left or past its expiry; "Please fill in all fields!" for a purchase form
 * without a recipient's data; anything else is "An error occurred, please contact support."
 */
export const GIFTCARD_ERRORS = {
  invalidCard: 'invalid_card',
  wrongCurrency: 'wrong_currency',
  empty: 'card_empty',
  expired: 'card_expired',
  missingFields: 'missing_fields',
} as const;

/** Who a bought card is for (spec §2: send to myself or to a recipient). */
export const GIFTCARD_RECIPIENTS = ['self', 'other'] as const;
export type GiftcardRecipient = (typeof GIFTCARD_RECIPIENTS)[number];

/**
 * The /giftcard/{token} link's token: 22 base64url characters (16 random bytes). The length is in
 * the pattern too, so a generator of matching strings (the API's fuzz suite) makes only valid ones.
 */
export const GIFTCARD_TOKEN_RULE = { minLength: 22, maxLength: 22, pattern: '^[A-Za-z0-9_-]{22}$' } as const;
const GIFTCARD_TOKEN = new RegExp(GIFTCARD_TOKEN_RULE.pattern);
export const isGiftcardToken = (value: string): boolean => value.length === GIFTCARD_TOKEN_RULE.minLength && GIFTCARD_TOKEN.test(value);

/** A card number as the server matches it: its digits, whatever spaces the shopper typed ("4000 1234 …"). */
export const giftcardDigits = (cardNumber: string): string => cardNumber.replace(/\s+/g, '');

const GIFTCARD_NUMBER = new RegExp(`^\\d{${GIFTCARD_NUMBER_LENGTH}}$`);
const GIFTCARD_PIN = new RegExp(`^\\d{${GIFTCARD_PIN_LENGTH}}$`);
/** Whether a typed number can be a card's (16 digits, spaces allowed): a typo need not cost a guess. */
export const isGiftcardNumber = (cardNumber: string): boolean => GIFTCARD_NUMBER.test(giftcardDigits(cardNumber));
export const isGiftcardPin = (pin: string): boolean => GIFTCARD_PIN.test(pin.trim());

/** A card number as printed on a card: groups of four digits ("4000 1234 5678 9010"). */
export const formatGiftcardNumber = (cardNumber: string): string => giftcardDigits(cardNumber).replace(/(\d{4})(?=\d)/g, '$1 ');
