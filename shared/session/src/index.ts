// The session/cart/wishlist bus (architecture.md): apps read with the hooks and change state only
// with the commands, so the spec §4 rules live here once. See README.md.
export { bus, type Bus, type Handler } from './bus';
export { STORAGE_KEYS, readStored, writeStored, type StorageKey } from './storage';
export type { CommandResult, CommandFailure } from './command-result';
export type { SessionState, WishlistState } from './stores';
export { useSession } from './use-session';
export { useCart, useCartCount } from './use-cart';
export { useWishlist, useWishlistCount, useInWishlist } from './use-wishlist';
export { hydrateSession, loadCurrentUser, markLoggedIn, logout } from './session-commands';
export { verifyLoginCode, type LoginCodeRequest, type LoginCommandResult } from './login-commands';
export {
  fetchCart,
  addToCart,
  changeCartItemQuantity,
  changeCartItem,
  removeCartItem,
  changeCart,
  countItems,
  followVisitorCurrency,
} from './cart-commands';
export { setShippingMethod, setShippingAddress, setPaymentMethod, setPersonalData, createOrder, placeOrder } from './checkout-commands';
export { applyPromoCode, deletePromoCode, addSharedCart } from './promo-commands';
export { setUseBonuses } from './loyalty-commands';
export { payWithGiftcard, declineGiftcard } from './giftcard-commands';
export { addToWishlist, removeFromWishlist, toggleWishlist } from './wishlist-commands';
export { useSettings, loadSettings, primeSettings } from './settings';
