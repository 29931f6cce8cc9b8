import { EMPTY_CART, type Cart, type CartItem, type CartProduct, type CurrencyCode, type LanguageCode, type ProductCard } from '@shop/contracts';
import type { Db } from '../../db/client';
import { listingIndexOf } from '../catalog/listing-index';
import { productCards } from '../catalog/product-cards';
import { shopCurrency } from '../settings/settings-repository';
import { cartLines, type CartLine } from './cart-repository';
import { pickRecommendations } from './recommendations';
import { cartTotals } from './totals';

/** Products shown under the cart. */
const RECOMMENDATIONS = 8;

/**
 * The session's whole cart (spec §3 Cart) as GET /cart/v2/ and every change answer it: lines,
 * one product per distinct product in the shop currency of the language, totals computed here,
 * and recommendations from the lines' categories. Promo codes and bonuses come with their issues.
 */
export async function sessionCart(db: Db, sessionId: string, language: LanguageCode): Promise<Cart> {
  const lines = await cartLines(db, sessionId);
  if (lines.length === 0) return EMPTY_CART;
  const currency = await shopCurrency(db, language);
  const productIds = [...new Set(lines.map((line) => line.product_id))];
  const recommended = await recommendationsFor(db, currency, lines, new Set(productIds));
  const [cards, recommendations] = await Promise.all([
    productCards(db, { language, currency }, productIds),
    productCards(db, { language, currency }, recommended),
  ]);
  return {
    cart: {
      items: lines.map(itemOf),
      totals: cartTotals(lines, new Map(cards.map((card) => [card.id, card.price]))),
      orderId: null,
      additional: {},
    },
    products: cards.map(cartProductOf),
    recommendations: recommendations.map(cartProductOf),
    promocode: null,
    no_discount: 0,
    bonuses: 0,
  };
}

async function recommendationsFor(db: Db, currency: CurrencyCode, lines: CartLine[], inCart: ReadonlySet<number>): Promise<number[]> {
  const index = await listingIndexOf(db);
  const categories = [...new Set(lines.map((line) => line.category_id))];
  // Enough of each category's top that the cart's own products cannot use up its share.
  const tops = categories.map((categoryId) => index.top(categoryId, currency, 'rec', RECOMMENDATIONS + inCart.size));
  return pickRecommendations(tops, inCart, RECOMMENDATIONS);
}

const itemOf = ({ item_id, product_id, sku, option_value_id, quantity }: CartLine): CartItem => ({ item_id, product_id, sku, option_value_id, quantity });

/** Every demo product has photos; a product without one gets an empty URL, the client's cue for its placeholder. */
const cartProductOf = ({ id, sku, name, url_path, image, price, currency }: ProductCard): CartProduct => ({
  id, sku, name, url_path, image: image ?? '', price, currency,
});
