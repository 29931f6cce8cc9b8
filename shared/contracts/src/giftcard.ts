import { Type, type Static } from '@sinclair/typebox';
import { CurrencyCode, Ok } from './envelope';
import { GIFTCARD_NUMBER_LENGTH, GIFTCARD_PIN_LENGTH, GIFTCARD_RECIPIENTS, GIFTCARD_TOKEN_RULE } from './giftcard-codes';

// Gift cards (spec §2 Gift card purchase popup, §3 Gift card, §6, §7 Gift cards, §8 Gift card).
//
//   GET  /giftcard/info        designs and denominations (settings)
//   POST /giftcard/buy         a gift card order for the chosen amount and design, to myself or a
//                              recipient; paid through the cart-checkout pay page (/pay?order={id})
//   (payment)                  the card is issued only when its order is paid: a random number,
//                              a PIN, a balance in the order's currency, an expiry; the link
//                              /giftcard/{token} goes to the recipient (or the buyer) by the outbox
//   POST /giftcard/get {token} the welcome page's card: design, balance, number and PIN
//   POST /giftcard/connect     a logged-in customer adds a card by number and PIN
//   GET  /giftcard/my          the customer's connected cards with their balances
//   POST /giftcard/use         the cart pays with a connected card (number) or any card (number and PIN)
//   POST /giftcard/decline     the cart stops paying with it
// Using a card holds nothing: the balance is spent when the order is placed (a conditional update
// and a ledger entry) and comes back if the order fails or is cancelled (a declined payment may be
// tried again, so the amount waits with the order until it is paid, or cancelled by the shop or by
// the unpaid-order sweep when the payment window is over).
//
// The PIN is stored only hashed. Whoever holds the link may see it: the welcome page's PIN is
// derived from the link's token under the server secret, and the stored hash checks it.

const cardNumber = Type.String({ minLength: GIFTCARD_NUMBER_LENGTH, maxLength: 24, description: '16 digits; spaces allowed', examples: ['4000 1234 5678 9010'] });
const cardPin = Type.String({ minLength: GIFTCARD_PIN_LENGTH, maxLength: GIFTCARD_PIN_LENGTH, pattern: `^[0-9]{${GIFTCARD_PIN_LENGTH}}$`, examples: ['1234'] });
const token = Type.String({ ...GIFTCARD_TOKEN_RULE, examples: ['AAAAAAAAAAAAAAAAAAAAAA'] });

/** A card design: a generated image at the media route's widths. */
export const GiftcardDesign = Type.Object({ id: Type.Integer({ minimum: 1 }), name: Type.String(), image: Type.String({ description: 'Image base URL (imageUrl adds the width)' }) });
export type GiftcardDesign = Static<typeof GiftcardDesign>;

/** Spec §3 Gift card settings: designs, the amounts sold in the shop currency, and how long a card lasts. */
export const GiftcardSettings = Type.Object({
  designs: Type.Array(GiftcardDesign),
  /** Minor units of `currency`, ascending. */
  denominations: Type.Array(Type.Integer({ minimum: 1 })),
  currency: CurrencyCode,
  validity_months: Type.Integer({ minimum: 1 }),
  /** The longest message to a recipient. */
  message_max_length: Type.Integer({ minimum: 0 }),
});
export type GiftcardSettings = Static<typeof GiftcardSettings>;

/** GET /api/giftcard/info. */
export const GiftcardInfoReply = Ok({ settings: GiftcardSettings });
export type GiftcardInfoReply = Static<typeof GiftcardInfoReply>;

/**
 * POST /api/giftcard/buy: a gift card order (the buyer's contact data as create-order's), paid on
 * /pay?order={order_id}. `other` needs the recipient's first and last name and an e-mail or phone
 * (missing_fields otherwise). 400: missing_fields, validation (an amount not sold), invalid_phone, invalid_email.
 */
export const GiftcardBuyRequest = Type.Object({
  amount: Type.Integer({ minimum: 1 }),
  design_id: Type.Integer({ minimum: 1 }),
  recipient: Type.Union(GIFTCARD_RECIPIENTS.map((value) => Type.Literal(value))),
  buyer: Type.Object({
    firstname: Type.String({ minLength: 1, maxLength: 40 }),
    lastname: Type.String({ minLength: 1, maxLength: 40 }),
    telephone: Type.String({ minLength: 1, maxLength: 40 }),
    email: Type.String({ minLength: 1, maxLength: 40 }),
  }),
  recipient_firstname: Type.Optional(Type.String({ maxLength: 40 })),
  recipient_lastname: Type.Optional(Type.String({ maxLength: 40 })),
  recipient_contact: Type.Optional(Type.String({ maxLength: 40, description: 'E-mail or phone' })),
  message: Type.Optional(Type.String({ maxLength: 500 })),
});
export type GiftcardBuyRequest = Static<typeof GiftcardBuyRequest>;

export const GiftcardBuyReply = Ok({ result: Type.Object({ order_id: Type.Integer({ minimum: 1 }) }) });
export type GiftcardBuyReply = Static<typeof GiftcardBuyReply>;

/** A card as its holder sees it. `number` in full only on the welcome page and to its owner. */
export const Giftcard = Type.Object({
  number: Type.String(),
  balance: Type.Integer({ minimum: 0 }),
  initial_amount: Type.Integer({ minimum: 1 }),
  currency: CurrencyCode,
  design: GiftcardDesign,
  expires_at: Type.String({ description: 'ISO 8601' }),
  /** Connected to the session's customer. */
  connected: Type.Boolean(),
});
export type Giftcard = Static<typeof Giftcard>;

/** POST /api/giftcard/get {token}: the welcome page (spec §2): the card, its PIN, who sent it and the message. 400: not_found. */
export const GiftcardGetRequest = Type.Object({ token });
export const GiftcardGetReply = Ok({
  giftcard: Giftcard,
  pin: Type.String(),
  from: Type.String({ description: "The buyer's first name" }),
  message: Type.String(),
});
export type GiftcardGetReply = Static<typeof GiftcardGetReply>;

/** POST /api/giftcard/connect {cardNumber, cardCVC}: needs login. 400: not_logged_in, invalid_card; 429 past the guessing limits. */
export const GiftcardConnectRequest = Type.Object({ cardNumber, cardCVC: cardPin });
export type GiftcardConnectRequest = Static<typeof GiftcardConnectRequest>;
export const GiftcardConnectReply = Ok({ giftcard: Giftcard });
export type GiftcardConnectReply = Static<typeof GiftcardConnectReply>;

/** GET /api/giftcard/my: the customer's connected cards, newest first. 400: not_logged_in. */
export const GiftcardMyReply = Ok({ giftcards: Type.Array(Giftcard) });
export type GiftcardMyReply = Static<typeof GiftcardMyReply>;

/**
 * POST /api/giftcard/use {cardNumber, cardCVC?}: the cart pays with the card: the customer's
 * connected card by its number, any card nobody connected with its PIN too (a card another customer
 * connected is theirs alone: invalid_card). Reply: the cart (CartReply) with its giftcard line and
 * cart.additional.giftcard. 400: invalid_card, wrong_currency, card_empty, card_expired; 429 past the guessing limits.
 */
export const GiftcardUseRequest = Type.Object({ cardNumber, cardCVC: Type.Optional(cardPin) });
export type GiftcardUseRequest = Static<typeof GiftcardUseRequest>;
