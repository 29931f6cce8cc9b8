import type { CustomerSummary } from './account';
import type { Cart, RemovedByCurrency } from './cart';
import type { CurrencyCode } from './envelope';
import type { PopupName } from './remotes';

/**
 * The events that cross apps on the @shop/session bus (architecture.md): name → payload.
 * Names are `area:happening`; payloads are plain data (no functions) so any app can read them.
 */
export interface ShopEvents {
  /** The cart store was replaced (server reply, hydration, logout). */
  'cart:updated': { cart: Cart };
  /** The cart was switched to the visitor's currency, and what could not go with it came off (the shell tells the shopper). */
  'cart:currency-changed': { currency: CurrencyCode; removed: RemovedByCurrency[] };
  /** A customer logged in (after the login popup verified the code). */
  'session:login': { customer: CustomerSummary };
  /** The customer logged out: cart and wishlist are already cleared. */
  'session:logout': Record<string, never>;
  /** The wishlist changed: the skus it now holds. */
  'wishlist:updated': { items: string[] };
  /** Something needs a logged-in customer; the shell opens the login popup. */
  'auth:required': { reason?: string };
  /** Opens the named popup (the shell sets the URL hash). */
  'popup:open': { name: PopupName };
  /** Closes the named popup if it is the one open. */
  'popup:close': { name: PopupName };
}
export type ShopEventName = keyof ShopEvents;
