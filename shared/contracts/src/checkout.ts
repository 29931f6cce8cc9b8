import { Type, type Static } from '@sinclair/typebox';
import { CartItem, CartLineProduct, Total } from './cart';
import { CurrencyCode, Ok } from './envelope';
import { SHIPPING_METHOD_CODES } from './delivery';
import { SHARE_TOKEN_RULE } from './checkout-url';
import { ORDER_KINDS, ORDER_STATUSES, PAYMENT_METHOD_CODES, PAYMENT_STATUSES, TEST_CARDS, TEST_CONFIRMATION_CODE } from './checkout-codes';

// Checkout, orders and payment (spec §2 Checkout, §3 Shared cart / Payment state / Order display,
// §4 order flow, §7 delivery and checkout calls). The flow, in the spec's order:
//
//   create-order            a checkout order (status new) for the session's cart, contact data kept
//   set-shipping-method     the city's method (and, for pickup_point, the point)
//   set-shipping-address    the address (required for courier)
//   set-payment-method      card or cash_on_delivery
//   set-personal-data       the contact data again, with the order id
//   payment/get             PLACES the order: lines and prices copied from the cart, stock reserved,
//                           the promo code's use counted, the cart emptied; status awaiting_payment
//   payment/payment-data    the order's payment state (the pay page reads it)
//   payment/result          the test provider's result: paid, failed or a second step to confirm
//
// Every set-* call answers the whole cart (the bus replaces it wholesale): while the cart has a
// checkout order, `cart.orderId` names it and `cart.totals` include its delivery lines.

// The plain values (statuses, method codes, test cards, error codes) are in checkout-codes.ts, so a
// page that needs one does not carry the schemas below (and TypeBox) into its JavaScript.

const name = Type.String({ minLength: 1, maxLength: 40, examples: ['Анна'] });
const telephone = Type.String({ minLength: 1, maxLength: 40, examples: ['+7 (912) 345-6789'] });
const email = Type.String({ minLength: 1, maxLength: 40, examples: ['anna@example.com'] });
const orderId = Type.Integer({ minimum: 1, examples: [1] });
const token = Type.String({ ...SHARE_TOKEN_RULE, examples: ['AAAAAAAAAAAAAAAAAAAAAA'] });

/** The contact data of an order (spec §7 create-order and set-personal-data). */
const personalData = { firstname: name, lastname: name, telephone, email };

/**
 * POST /api/cart/v2/create-order, with the header `Idempotency-Key` (8–64 of [A-Za-z0-9_-], one per
 * checkout attempt, IDEMPOTENCY_HEADER): the same key answers the same order, so a double click makes one. A cart that
 * has a checkout order already gets that order back with the new contact data.
 * 400: cart_empty, min_order_amount, invalid_phone, invalid_email, idempotency_key.
 */
export const CreateOrderRequest = Type.Object({
  ...personalData,
  /** Spec §3: order creation takes a type, default order. */
  type: Type.Optional(Type.Literal('order')),
});
export type CreateOrderRequest = Static<typeof CreateOrderRequest>;

export const CreateOrderReply = Ok({ result: Type.Object({ order_id: Type.Integer({ minimum: 1 }) }) });
export type CreateOrderReply = Static<typeof CreateOrderReply>;

/**
 * POST /api/cart/v2/set-shipping-method: a method of the city (shipping-methods-by-city); for
 * pickup_point, one of that method's pickup_points. Reply: CartReply.
 * 400: not_found (no checkout order, unknown city, a method the city lacks, a point of another city), pickup_point_required.
 */
export const SetShippingMethodRequest = Type.Object({
  method_code: Type.Union(SHIPPING_METHOD_CODES.map((code) => Type.Literal(code))),
  cityId: Type.Integer({ minimum: 1, examples: [1] }),
  pickupPointId: Type.Optional(Type.Integer({ minimum: 1, examples: [1] })),
});
export type SetShippingMethodRequest = Static<typeof SetShippingMethodRequest>;

/** Spec §3 Address. `address` is the street. */
export const AddressFields = {
  address: Type.String({ maxLength: 40, examples: ['Тверская'] }),
  postcode: Type.String({ maxLength: 40, examples: ['125009'] }),
  house: Type.Optional(Type.String({ maxLength: 40, examples: ['7'] })),
  apartment: Type.Optional(Type.String({ maxLength: 40, examples: ['12'] })),
  comment: Type.Optional(Type.String({ maxLength: 200 })),
};

/**
 * POST /api/cart/v2/set-shipping-address. For courier, street, house and postcode are required
 * (address_required); other methods keep what is sent. Reply: CartReply. 400: not_found (no checkout order).
 */
export const SetShippingAddressRequest = Type.Object(AddressFields);
export type SetShippingAddressRequest = Static<typeof SetShippingAddressRequest>;

/** POST /api/cart/v2/set-payment-method. Reply: CartReply. 400: not_found (no checkout order). */
export const SetPaymentMethodRequest = Type.Object({
  method_code: Type.Union(PAYMENT_METHOD_CODES.map((code) => Type.Literal(code))),
});
export type SetPaymentMethodRequest = Static<typeof SetPaymentMethodRequest>;

/** POST /api/cart/v2/set-personal-data. Reply: CartReply. 400: not_found (not this cart's checkout order), invalid_phone, invalid_email. */
export const SetPersonalDataRequest = Type.Object({ order_id: orderId, ...personalData });
export type SetPersonalDataRequest = Static<typeof SetPersonalDataRequest>;

export const PaymentMethod = Type.Object({
  code: Type.Union(PAYMENT_METHOD_CODES.map((code) => Type.Literal(code))),
  title: Type.String(),
  description: Type.String(),
});
export type PaymentMethod = Static<typeof PaymentMethod>;

/** GET /api/cart/v2/payment-methods: titles in the x-language. */
export const PaymentMethodsReply = Ok({ methods: Type.Array(PaymentMethod) });
export type PaymentMethodsReply = Static<typeof PaymentMethodsReply>;

/**
 * Spec §3 payment state. `text` is the server's words for the status in the x-language; `total`
 * is what is due (minor units of `currency`); `link` is where the shopper goes next: the
 * provider's page (`/pay?order={id}` for the test provider), `/success/{id}` or `/failure/{id}`
 * (without a language prefix: the client adds its own).
 */
export const PaymentState = Type.Object({
  orderId: Type.Integer({ minimum: 1 }),
  status: Type.Union(PAYMENT_STATUSES.map((status) => Type.Literal(status))),
  method: Type.Union(PAYMENT_METHOD_CODES.map((code) => Type.Literal(code))),
  text: Type.String(),
  total: Type.Integer({ minimum: 0 }),
  currency: CurrencyCode,
  link: Type.String(),
});
export type PaymentState = Static<typeof PaymentState>;

export const PaymentStateReply = Ok({ payment: PaymentState });
export type PaymentStateReply = Static<typeof PaymentStateReply>;

/**
 * POST /api/payment/get/ {code}: places the cart's checkout order and starts its payment by the
 * method `code` (the one set; sent again so a stale page cannot pay another way). Placing twice
 * answers the same state and changes nothing. Reply: PaymentStateReply.
 * 400: not_found (no checkout order), order_incomplete, pickup_point_required, address_required,
 * min_order_amount, out_of_stock (a size sold out meanwhile; `message` names it), a promo refusal
 * (the code stopped applying: the cart drops it), cart_empty.
 */
export const PaymentGetRequest = Type.Object({
  code: Type.Union(PAYMENT_METHOD_CODES.map((code) => Type.Literal(code))),
});
export type PaymentGetRequest = Static<typeof PaymentGetRequest>;

/** POST /api/payment/payment-data/ {order_id}: the payment state of one of the session's placed orders. 400: not_found. */
export const PaymentDataRequest = Type.Object({ order_id: orderId });
export type PaymentDataRequest = Static<typeof PaymentDataRequest>;

/** What the test provider's card form sends: digits only (the client strips spaces), expiry MM/YY. */
export const CardPaymentResult = Type.Object({
  order_id: orderId,
  card_number: Type.String({ minLength: 12, maxLength: 19, pattern: '^[0-9]+$', examples: [TEST_CARDS.success] }),
  expiry: Type.String({ pattern: '^(0[1-9]|1[0-2])/[0-9]{2}$', examples: ['12/30'] }),
  cvc: Type.String({ pattern: '^[0-9]{3,4}$', examples: ['123'] }),
});
/** The second step of a card that asks for one. */
export const ConfirmationPaymentResult = Type.Object({
  order_id: orderId,
  confirmation_code: Type.String({ minLength: 1, maxLength: 12, examples: [TEST_CONFIRMATION_CODE] }),
});

/**
 * POST /api/payment/result/ {result}: the provider's result for an order awaiting payment (or
 * after payment_failed: paying again). Recorded before the reply, so the shopper's redirect to
 * `payment.link` can be lost without losing the payment. A decline is a 200 with status failed.
 * 400: not_found, already_paid (paid or not awaiting payment: a result posted twice has one
 * effect), invalid_card (an expiry in the past), out_of_stock (paying again after the stock went).
 */
export const PaymentResultRequest = Type.Object({
  result: Type.Union([CardPaymentResult, ConfirmationPaymentResult]),
});
export type PaymentResultRequest = Static<typeof PaymentResultRequest>;

/** One ordered line as the order shows it: the price is the one at placement (minor units of the order's currency). */
export const OrderLine = Type.Object({
  product_id: Type.Integer({ minimum: 1 }),
  sku: Type.String(),
  name: Type.String(),
  url_path: Type.String(),
  image: Type.String(),
  size: Type.String(),
  quantity: Type.Integer({ minimum: 1 }),
  price: Type.Integer({ minimum: 0 }),
});
export type OrderLine = Static<typeof OrderLine>;

/**
 * Spec §3 Order display: created_at, grand_total, address, delivery and payment method, tracking
 * number and link, items; plus what the pages show around it. `address` is one line ready to show
 * (the street address for courier, the point's address for pickup_point, the shop's for self_pickup).
 * A gift card order (`kind` giftcard, POST /giftcard/buy) has no items, no address and no delivery
 * method (null): its totals are the card's amount.
 */
export const OrderDisplay = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  /** order (goods) or giftcard; absent in replies older than gift cards, which were all goods orders. */
  kind: Type.Optional(Type.Union(ORDER_KINDS.map((kind) => Type.Literal(kind)))),
  status: Type.Union(ORDER_STATUSES.map((status) => Type.Literal(status))),
  created_at: Type.String({ description: 'ISO 8601' }),
  grand_total: Type.Integer({ minimum: 0 }),
  currency: CurrencyCode,
  totals: Type.Array(Total),
  address: Type.String(),
  city: Type.String(),
  delivery_method: Type.Union([
    Type.Object({ code: Type.Union(SHIPPING_METHOD_CODES.map((code) => Type.Literal(code))), title: Type.String() }),
    Type.Null({ description: 'A gift card order: nothing is delivered' }),
  ]),
  payment_method: PaymentMethod,
  tracking_number: Type.Union([Type.String(), Type.Null()]),
  tracking_link: Type.Union([Type.String(), Type.Null()]),
  items: Type.Array(OrderLine),
  /** The `/order/shared/{token}` link's token. */
  share_token: Type.String(),
});
export type OrderDisplay = Static<typeof OrderDisplay>;

/** GET /api/order/success/{id}: one of the session's placed orders. 400: not_found (unknown, or another session's). */
export const OrderSuccessReply = Ok({ order: OrderDisplay });
export type OrderSuccessReply = Static<typeof OrderSuccessReply>;

/** GET /api/order/finished/{id}: the order and its payment state (spec §7 finishedOrder, paymentData). 400: not_found. */
export const OrderFinishedReply = Ok({ finishedOrder: OrderDisplay, paymentData: PaymentState });
export type OrderFinishedReply = Static<typeof OrderFinishedReply>;

/** GET /api/order/shared/{token}: the order anyone with the link may see (no name, phone or email). 400: not_found. */
export const SharedOrderReply = Ok({ order: OrderDisplay });
export type SharedOrderReply = Static<typeof SharedOrderReply>;

export const OrderIdParams = Type.Object({ id: orderId });
export const TokenParams = Type.Object({ token });

/** GET /api/cart/v2/share-token: the session's cart link token (the same until the cart is gone). 400: cart_empty. */
export const ShareTokenReply = Ok({ token: Type.String() });
export type ShareTokenReply = Static<typeof ShareTokenReply>;

/**
 * Spec §3 Shared cart: id (the token), items and totals as the cart is now, and its products.
 * GET /api/cart/v2/shared/{token}; 400 not_found for an unknown token or a cart that is gone.
 */
export const SharedCart = Type.Object({
  id: Type.String(),
  items: Type.Array(CartItem),
  totals: Type.Array(Total),
});
export const SharedCartReply = Ok({ cart: SharedCart, products: Type.Array(CartLineProduct) });
export type SharedCartReply = Static<typeof SharedCartReply>;

/**
 * POST /api/cart/v2/add-shared {token}: every line of the shared cart into the session's cart
 * (quantities added, capped at CART_MAX_QUANTITY; sold-out sizes skipped). Reply: CartReply. 400: not_found.
 */
export const AddSharedRequest = Type.Object({ token });
export type AddSharedRequest = Static<typeof AddSharedRequest>;
