import type { Cart, CurrencyCode, LanguageCode } from '@shop/contracts';
import type { ShopView } from '../settings/settings-repository';
import type { CartOwner } from '../../infra/cart-owner';
import type { PricingLine } from './price-cart';

/**
 * What the routes of the adjustments' domains (promo codes, loyalty points, gift cards) ask of the
 * cart, which is priced above them (cart/cart.ts): app.ts hands them its answers, so their imports
 * point one way.
 */
export interface CartSource {
  /** The owner's cart lines priced in the cart's currency (the shopper's without lines): what a promo code is checked against before it is applied. */
  pricedLines(owner: CartOwner, shop: ShopView): Promise<{ currency: CurrencyCode; lines: PricingLine[] }>;
  /** The cart's currency, the shopper's for a cart without lines: what a gift card must be in to pay it. */
  currency(owner: CartOwner, shop: ShopView): Promise<CurrencyCode>;
  /** The session's whole cart (GET /cart/v2/), which every change to it answers; pass `owner` when the request has resolved it. */
  reply(sessionId: string, language: LanguageCode, owner?: CartOwner): Promise<Cart>;
}
