import { EMPTY_CART, type Cart, type CartItem, type CartLineProduct, type CartProduct, type CurrencyCode, type LanguageCode, type ProductCard } from '@shop/contracts';
import type { Db } from '../../db/client';
import { cartOwnerOf, ownerCustomer, type CartOwner } from '../../infra/cart-owner';
import { listingIndexOf } from '../catalog/listing-index';
import { productCards } from '../catalog/product-cards';
import { productSizes } from '../catalog/product-repository';
import { checkoutDelivery, deliveryAdjustment } from '../delivery/delivery-adjustment';
import { cartGiftcard } from '../giftcard/cart-giftcard';
import { cartLoyalty } from '../loyalty/cart-loyalty';
import type { CartSource } from '../pricing/cart-source';
import { outcomeOf, priceCart, type Adjustment, type PricingLine } from '../pricing/price-cart';
import { cartPromo } from '../promo/cart-promo';
import type { ShopView } from '../settings/settings-repository';
import { cartContents, cartCurrency, type CartLine } from './cart-repository';
import { pickRecommendations } from './recommendations';

/** Products shown under the cart. */
const RECOMMENDATIONS = 8;

/**
 * The session's whole cart (spec §3 Cart) as GET /cart/v2/ and every change answer it: lines,
 * one product per distinct product in the cart's currency, the totals of the
 * pricing pipeline (pricing/price-cart.ts), and recommendations from the lines' categories. The
 * cart is the owner's (infra/cart-owner.ts): pass `owner` when the request has resolved it
 * already. The adjustments: the promo code, checked again against the cart as it is now (a
 * change that takes it below the code's minimum or out of its categories drops the discount and
 * says so with no_discount 1, which makes the client clear the code, spec §4); a loyalty
 * member's level discount, cashback and points; while the session's checkout has an order, its
 * id and the chosen shipping method's delivery; and the gift card it pays with, shown only
 * while it can pay.
 */
export async function sessionCart(db: Db, sessionId: string, language: LanguageCode, owner?: CartOwner): Promise<Cart> {
  const cartOwner = owner ?? await cartOwnerOf(db, sessionId);
  const { currency, lines } = await cartContents(db, cartOwner);
  if (currency === null) return EMPTY_CART;
  const productIds = [...new Set(lines.map((line) => line.product_id))];
  const recommended = await recommendationsFor(db, currency, lines, new Set(productIds));
  const [products, recommendations, checkout, promo, loyalty, giftcard] = await Promise.all([
    cartLineProducts(db, language, currency, productIds),
    productCards(db, { language, currency }, recommended),
    checkoutDelivery(db, sessionId, currency),
    cartPromo(db, cartOwner, productIds),
    cartLoyalty(db, ownerCustomer(cartOwner), language),
    cartGiftcard(db, cartOwner, language),
  ]);
  const adjustments = [promo.adjustment, ...loyalty.adjustments, checkout?.rate && deliveryAdjustment(checkout.rate), giftcard?.adjustment];
  const priced = priceCart({
    currency,
    lines: pricingLines(lines, new Map(products.map((product) => [product.id, product.price]))),
    adjustments: adjustments.filter((adjustment) => adjustment !== undefined),
  });
  const applies = (adjustment: Adjustment | undefined) => adjustment !== undefined && outcomeOf(priced, adjustment)?.refused === undefined;
  const promoApplies = applies(promo.adjustment);
  return {
    cart: {
      currency,
      items: lines.map(itemOf),
      totals: priced.totals,
      orderId: checkout?.orderId ?? null,
      additional: { ...loyalty.additional, ...(giftcard && applies(giftcard.adjustment) ? { giftcard: giftcard.shown } : {}) },
    },
    products,
    recommendations,
    promocode: promoApplies ? promo.promo!.code : null,
    no_discount: promo.held && !promoApplies ? 1 : 0,
    bonuses: loyalty.bonusesIn(priced),
  };
}

/** The products of a cart's lines in `currency`, each with every size, so a line can change size in place. */
export async function cartLineProducts(db: Db, language: LanguageCode, currency: CurrencyCode, productIds: number[]): Promise<CartLineProduct[]> {
  const [cards, sizes] = await Promise.all([productCards(db, { language, currency }, productIds), productSizes(db, language, productIds)]);
  return cards.map((card) => ({ ...cartProductOf(card), sizes: sizes.get(card.id) ?? [] }));
}

/** A cart's lines as the pricing pipeline takes them: each with its product's price in the cart's currency (null: not sold in it). */
export const pricingLines = (lines: ReadonlyArray<{ product_id: number; quantity: number }>, priceOf: ReadonlyMap<number, number>): PricingLine[] =>
  lines.map((line) => ({ productId: line.product_id, quantity: line.quantity, unitPrice: priceOf.get(line.product_id) ?? null }));

/**
 * The owner's cart lines priced at today's prices in the cart's currency (the shopper's, `shop`,
 * for a cart without lines): what a promo code and the minimum order are measured against (the
 * cart reply prices its lines the same way).
 */
export async function cartGoods(db: Db, owner: CartOwner, { language, currency: shoppers }: ShopView): Promise<{ currency: CurrencyCode; lines: PricingLine[] }> {
  const contents = await cartContents(db, owner);
  const { lines } = contents;
  const currency = contents.currency ?? shoppers;
  const cards = await productCards(db, { language, currency }, [...new Set(lines.map((line) => line.product_id))]);
  return { currency, lines: pricingLines(lines, new Map(cards.map((card) => [card.id, card.price]))) };
}

/** The cart's answers for the routes of the domains below it (pricing/cart-source.ts). */
export const cartSource = (db: Db): CartSource => ({
  pricedLines: (owner, shop) => cartGoods(db, owner, shop),
  currency: async (owner, shop) => (await cartCurrency(db, owner)) ?? shop.currency,
  reply: (sessionId, language, owner) => sessionCart(db, sessionId, language, owner),
});

async function recommendationsFor(db: Db, currency: CurrencyCode, lines: CartLine[], inCart: ReadonlySet<number>): Promise<number[]> {
  const index = await listingIndexOf(db);
  const categories = [...new Set(lines.map((line) => line.category_id))];
  // Enough of each category's top that the cart's own products cannot use up its share.
  const tops = categories.map((categoryId) => index.top(categoryId, currency, 'rec', RECOMMENDATIONS + inCart.size));
  return pickRecommendations(tops, inCart, RECOMMENDATIONS);
}

export const itemOf = ({ item_id, product_id, sku, option_value_id, quantity }: CartLine): CartItem => ({ item_id, product_id, sku, option_value_id, quantity });

/** Every demo product has photos; a product without one gets an empty URL, the client's cue for its placeholder. */
const cartProductOf = ({ id, sku, name, url_path, image, price, currency }: ProductCard): CartProduct => ({
  id, sku, name, url_path, image: image ?? '', price, currency,
});
