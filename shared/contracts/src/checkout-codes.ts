// Checkout's plain values (no schemas): what pages and the API both name. See checkout.ts for the flow.

/**
 * An order's statuses (the spec names none), in their life order: paid and payment_failed come
 * from the payment provider; packed, shipped, delivered and refunded from the shop's operators
 * (the admin API); cancelled from either.
 */
export const ORDER_STATUSES = ['new', 'awaiting_payment', 'paid', 'payment_failed', 'packed', 'shipped', 'delivered', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What an order buys (spec §3 "order creation takes a type, default order"): the cart's goods, or a gift card (POST /giftcard/buy). */
export const ORDER_KINDS = ['order', 'giftcard'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** Spec §3 payment state status: pending by default, then the server's. */
export const PAYMENT_STATUSES = ['pending', 'requires_confirmation', 'paid', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_METHOD_CODES = ['card', 'cash_on_delivery'] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHOD_CODES)[number];

/**
 * The built-in test provider's cards (README "Test cards"): any future expiry, any 3-digit CVC.
 * A number outside the list is declined as a real gateway would decline an unknown card.
 */
export const TEST_CARDS = {
  success: '4242424242424242',
  decline: '4000000000000002',
  /** Asks for a second step: the code TEST_CONFIRMATION_CODE confirms it, anything else fails it. */
  confirm: '4000000000003220',
} as const;
export const TEST_CONFIRMATION_CODE = '1234';

/** Spec §8 order and checkout error codes (400 `error`), each with its own message in the UI. */
export const CHECKOUT_ERRORS = {
  /** Nothing to order. */
  cartEmpty: 'cart_empty',
  /** The goods cost less than settings.order.minimum_total ("The minimum order amount is {amount}"). */
  minimumTotal: 'min_order_amount',
  /** pickup_point chosen without a point ("You need to select a pickup point"). */
  pickupPointRequired: 'pickup_point_required',
  /** courier without street, house or postcode ("You need to provide an address"). */
  addressRequired: 'address_required',
  /** payment/get before the shipping or payment method was set. */
  incomplete: 'order_incomplete',
  /** Paying an order that is paid, or not awaiting payment. */
  alreadyPaid: 'already_paid',
  /** A card number, expiry or CVC that no card can have. */
  invalidCard: 'invalid_card',
  /** The header Idempotency-Key is missing or malformed. */
  idempotencyKey: 'idempotency_key',
} as const;
