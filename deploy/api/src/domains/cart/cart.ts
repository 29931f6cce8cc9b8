import { EMPTY_CART, type Cart, type CartItem, type CartLineProduct, type CartProduct, type CurrencyCode, type LanguageCode, type ProductCard } from '@shop/contracts';
import type { Db } from '../../db/client';
import { listingIndexOf } from '../catalog/listing-index';
import { productCards } from '../catalog/product-cards';
import { productSizes } from '../catalog/product-repository';
import { shopCurrency } from '../settings/settings-repository';
import { cartLines, cartOwnerOf, ownerCustomer, type CartLine, type CartOwner } from './cart-repository';
import { pickRecommendations } from './recommendations';
import { cartTotals, type PricedLine, type TotalsAdjustments } from './totals';
import { checkoutDelivery } from '../checkout/order-repository';
import { cartPromoCodeId, checkCartPromo, type PromoLine } from '../promo/cart-promo';
import { findPromoCodeById } from '../promo/promo-repository';
import { cartLoyalty } from '../loyalty/cart-loyalty';
import { cartGiftcard } from '../giftcard/cart-giftcard';

/** Products shown under the cart. */
const RECOMMENDATIONS = 8;

/**
 * The session's whole cart (spec §3 Cart) as GET /cart/v2/ and every change answer it: lines,
 * one product per distinct product in the shop currency of the language, totals computed here,
 * and recommendations from the lines' categories. The cart is the owner's (cart-repository.ts):
 * pass `owner` when the request has resolved it already. While the session's checkout has an
 * order, its id and the chosen shipping method's delivery lines (free from the method's
 * threshold) are in it; for a loyalty member, the level's discount and cashback lines and the
 * points they can spend; and the gift card it pays with, whose balance pays what is still due.
 */
export async function sessionCart(db: Db, sessionId: string, language: LanguageCode, owner?: CartOwner): Promise<Cart> {
  const cartOwner = owner ?? await cartOwnerOf(db, sessionId);
  const lines = await cartLines(db, cartOwner);
  if (lines.length === 0) return EMPTY_CART;
  const currency = await shopCurrency(db, language);
  const productIds = [...new Set(lines.map((line) => line.product_id))];
  const recommended = await recommendationsFor(db, currency, lines, new Set(productIds));
  const [products, recommendations, checkout] = await Promise.all([
    cartLineProducts(db, language, currency, productIds),
    productCards(db, { language, currency }, recommended),
    checkoutDelivery(db, sessionId, currency),
  ]);
  const priceOf = new Map(products.map((product) => [product.id, product.price]));
  const promo = await appliedPromo(db, cartOwner, currency, promoLines(lines, priceOf));
  const loyalty = await cartLoyalty(db, ownerCustomer(cartOwner), language, { lines, priceOf, promocode: promo.discount });
  const giftcard = await cartGiftcard(db, cartOwner, language, currency);
  const adjustments: TotalsAdjustments = {
    ...(promo.discount === undefined ? {} : { promocode: promo.discount }),
    ...loyalty.adjustments,
    ...(checkout?.delivery ? { delivery: checkout.delivery } : {}),
    ...(giftcard ? { giftcard: giftcard.balance } : {}),
  };
  return {
    cart: {
      items: lines.map(itemOf),
      totals: cartTotals(lines, priceOf, adjustments),
      orderId: checkout?.orderId ?? null,
      additional: { ...loyalty.additional, ...(giftcard ? { giftcard } : {}) },
    },
    products,
    recommendations,
    promocode: promo.code,
    no_discount: promo.noLongerApplies ? 1 : 0,
    bonuses: loyalty.bonuses,
  };
}

/** The products of a cart's lines in `currency`, each with every size, so a line can change size in place. */
export async function cartLineProducts(db: Db, language: LanguageCode, currency: CurrencyCode, productIds: number[]): Promise<CartLineProduct[]> {
  const [cards, sizes] = await Promise.all([productCards(db, { language, currency }, productIds), productSizes(db, language, productIds)]);
  return cards.map((card) => ({ ...cartProductOf(card), sizes: sizes.get(card.id) ?? [] }));
}

/**
 * The owner's cart lines priced at today's prices in the language's shop currency: what a promo
 * code and the minimum order are measured against (the cart reply prices its lines the same way).
 */
export async function cartGoods(db: Db, owner: CartOwner, language: LanguageCode): Promise<{ lines: CartLine[]; currency: CurrencyCode; priceOf: Map<number, number> }> {
  const lines = await cartLines(db, owner);
  const currency = await shopCurrency(db, language);
  const cards = await productCards(db, { language, currency }, [...new Set(lines.map((line) => line.product_id))]);
  return { lines, currency, priceOf: new Map(cards.map((card) => [card.id, card.price])) };
}

/** The cart's lines as a promo code counts them: price × quantity per product. */
export const promoLines = (lines: readonly PricedLine[], priceOf: ReadonlyMap<number, number>): PromoLine[] =>
  lines.map((line) => ({ productId: line.product_id, amount: (priceOf.get(line.product_id) ?? 0) * line.quantity }));

/**
 * The cart's promo code, checked again against the cart as it is now: a change that takes it
 * below the code's minimum (or out of its categories) drops the discount and says so with
 * no_discount 1, which makes the client clear the code (spec §4).
 */
async function appliedPromo(db: Db, owner: CartOwner, currency: CurrencyCode, lines: PromoLine[]): Promise<{ code: string | null; discount?: number; noLongerApplies: boolean }> {
  const id = await cartPromoCodeId(db, owner);
  const promo = id === null ? undefined : await findPromoCodeById(db, id);
  if (!promo) return { code: null, noLongerApplies: id !== null };
  const check = await checkCartPromo(db, promo, { lines, currency, customer: ownerCustomer(owner) });
  return check.ok ? { code: promo.code, discount: check.discount, noLongerApplies: false } : { code: null, noLongerApplies: true };
}

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
