import { Type, type Static } from '@sinclair/typebox';
import { CART_MAX_QUANTITY } from './constants';
import { CurrencyCode, Ok } from './envelope';
import { ProductCard, ProductSize } from './listing';

/** Spec §3 totals codes: subtotal, total and the discount lines. */
export const TOTAL_CODES = [
  'subtotal',
  'total',
  'loyalty:discount',
  'loyalty:bonuses',
  'loyalty:cashback',
  'giftcard',
  'promocode',
  'delivery',
  'free_delivery',
] as const;
export type TotalCode = (typeof TOTAL_CODES)[number];

/** One totals line; `value` is integer minor units (totals are computed only on the server). */
export const Total = Type.Object({
  code: Type.Union(TOTAL_CODES.map((code) => Type.Literal(code))),
  value: Type.Integer(),
  title: Type.Optional(Type.String()),
});
export type Total = Static<typeof Total>;

/** Spec §3 cart item: the server's line id, the product, its size (option) and the quantity. */
export const CartItem = Type.Object({
  item_id: Type.Integer({ minimum: 1 }),
  product_id: Type.Integer({ minimum: 1 }),
  sku: Type.String(),
  option_value_id: Type.Integer({ minimum: 1 }),
  quantity: Type.Integer({ minimum: 1 }),
});
export type CartItem = Static<typeof CartItem>;

/** What a cart (or wishlist) line shows of a product; `price` is integer minor units of `currency`. */
export const CartProduct = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  sku: Type.String(),
  name: Type.String(),
  url_path: Type.String(),
  image: Type.String({ description: 'Image URL (the media route, 400 px)' }),
  price: Type.Integer(),
  currency: CurrencyCode,
});
export type CartProduct = Static<typeof CartProduct>;

/** A product of the cart's lines: its card plus every size, so a line can change size in place. */
export const CartLineProduct = Type.Object({ ...CartProduct.properties, sizes: Type.Array(ProductSize) });
export type CartLineProduct = Static<typeof CartLineProduct>;

/** The gift card a cart pays with (POST /giftcard/use): its last four digits and its balance; the totals' giftcard line is what it takes. */
export const CartGiftcard = Type.Object({
  last4: Type.String({ minLength: 4, maxLength: 4 }),
  balance: Type.Integer({ minimum: 0 }),
  currency: CurrencyCode,
});
export type CartGiftcard = Static<typeof CartGiftcard>;

/**
 * The cart proper (spec §3/§7 `cart.*`). `additional.use_bonuses` says whether loyalty bonuses
 * are spent on this order, `additional.giftcard` which gift card pays for it (absent: none, or one
 * that no longer can); `orderId` is null until checkout creates an order. `currency` is the
 * cart's one currency: every price and total of the reply is in it (absent for an empty cart).
 */
export const CartContents = Type.Object({
  currency: Type.Optional(CurrencyCode),
  items: Type.Array(CartItem),
  totals: Type.Array(Total),
  orderId: Type.Union([Type.Integer(), Type.Null()]),
  additional: Type.Object({ use_bonuses: Type.Optional(Type.Boolean()), giftcard: Type.Optional(CartGiftcard) }),
});
export type CartContents = Static<typeof CartContents>;

const cartFields = {
  cart: CartContents,
  products: Type.Array(CartLineProduct, { description: 'One entry per distinct product of cart.items' }),
  /** Shown on the shared product card, as every row of products is (stock badge, sale price, photo). */
  recommendations: Type.Array(ProductCard),
  promocode: Type.Union([Type.String(), Type.Null()]),
  /** 1 when the cart cannot take a discount: the client then clears the promo code (spec §4). */
  no_discount: Type.Union([Type.Literal(0), Type.Literal(1)]),
  /** Loyalty bonuses the customer may spend on this cart (0 for guests). */
  bonuses: Type.Integer({ minimum: 0 }),
};

/** The whole server cart as the client store holds it: a cart reply without `status`. */
export const Cart = Type.Object(cartFields);
export type Cart = Static<typeof Cart>;

/**
 * GET /api/cart/v2/, and the reply of every cart change (add, change, remove): the client replaces
 * its cart wholesale with it (spec §4).
 */
export const CartReply = Ok(cartFields);
export type CartReply = Static<typeof CartReply>;

// The examples are the demo catalogue's product 2 and its sizes, and the first cart line: they
// lead the fuzz suite past "not found" to the routes' real work.
const itemId = Type.Integer({ minimum: 1, description: 'cart.items[].item_id', examples: [1, 2] });
const quantity = Type.Integer({ minimum: 1, maximum: CART_MAX_QUANTITY, examples: [1, 3] });
const optionValueId = Type.Integer({ minimum: 1, description: "A size: the product's sizes[].option_value_id", examples: [4, 5] });

/**
 * POST /api/cart/v2/add (spec §7; quantity on add is 1, spec §9). Adding a size already in the
 * cart raises its line's quantity. Reply: CartReply; 400 not_found, out_of_stock, cart_full.
 */
export const CartAddRequest = Type.Object({
  product_id: Type.Integer({ minimum: 1, examples: [2] }),
  option_value_id: optionValueId,
  quantity: Type.Literal(1),
});
export type CartAddRequest = Static<typeof CartAddRequest>;

/** POST /api/cart/v2/change-item-quantity. Reply: CartReply; 400 not_found, out_of_stock (more of a sold-out size). */
export const CartChangeQuantityRequest = Type.Object({ item_id: itemId, quantity });
export type CartChangeQuantityRequest = Static<typeof CartChangeQuantityRequest>;

/**
 * POST /api/cart/v2/change/ (quantity and size at once; the size must be one of the line's
 * product). A size already on another line merges into it. Reply: CartReply; 400 not_found, out_of_stock.
 */
export const CartChangeRequest = Type.Object({ item_id: itemId, quantity, option_value_id: optionValueId });
export type CartChangeRequest = Static<typeof CartChangeRequest>;

/** POST /api/cart/v2/remove-item/. Reply: CartReply; 400 not_found. */
export const CartRemoveItemRequest = Type.Object({ item_id: itemId });
export type CartRemoveItemRequest = Static<typeof CartRemoveItemRequest>;

/**
 * POST /api/cart/v2/set-currency: the cart is priced in `currency` from now on (spec §1). A promo
 * code whose amount or minimum is in another currency, and a gift card in another, are removed and
 * named in the reply's `removed`; the checkout order follows. Reply: CurrencyChangeReply; 400 for
 * a currency the shop does not offer.
 */
export const SetCurrencyRequest = Type.Object({ currency: CurrencyCode });
export type SetCurrencyRequest = Static<typeof SetCurrencyRequest>;

/** What switching the cart's currency took off it, so the shopper is told (never silently). */
export const REMOVED_BY_CURRENCY = ['promocode', 'giftcard'] as const;
export type RemovedByCurrency = (typeof REMOVED_BY_CURRENCY)[number];

/** The reply of POST /api/cart/v2/set-currency: the cart, and what switching removed. */
export const CurrencyChangeReply = Ok({ ...cartFields, removed: Type.Array(Type.Union(REMOVED_BY_CURRENCY.map((code) => Type.Literal(code)))) });
export type CurrencyChangeReply = Static<typeof CurrencyChangeReply>;

/** POST /api/promocode/apply {code}: the code as the shopper typed it (case and spaces do not matter). */
export const PromoApplyRequest = Type.Object({ code: Type.String({ minLength: 1, maxLength: 40, examples: ['WELCOME10'] }) });
export type PromoApplyRequest = Static<typeof PromoApplyRequest>;

/**
 * POST /api/promocode/apply and /delete: `result` true when the cart now has (or no longer has) the
 * code; the client then fetches the cart (spec §4). A code that does not apply is a 400 with its
 * spec §8 reason, and the cart is left as it was.
 */
export const PromoReply = Ok({ result: Type.Literal(true) });
export type PromoReply = Static<typeof PromoReply>;
