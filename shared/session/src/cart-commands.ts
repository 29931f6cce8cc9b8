import { ApiError, apiGet, apiPost } from '@shop/api-client';
import {
  EMPTY_CART,
  type Cart,
  type CartAddRequest,
  type CartChangeQuantityRequest,
  type CartChangeRequest,
  type CartItem,
  type CartLineProduct,
  type CartProduct,
  type CartRemoveItemRequest,
  type CartReply,
  type CurrencyChangeReply,
  type CurrencyCode,
  type RemovedByCurrency,
  type ProductCard,
} from '@shop/contracts';
import { bus } from './bus';
import { BAD_REPLY, createQueue, failed, OK, REQUEST_FAILED, SESSION_CHANGED, TOO_MANY_REQUESTS, type CommandResult } from './command-result';
import { removeStored, readStoredJson, STORAGE_KEYS, writeStoredJson } from './storage';
import { cartStore, currentSessionEpoch } from './stores';

const inOrder = createQueue();

/**
 * Spec §4: after every cart change the store is replaced wholesale by the server reply (only its
 * `status` is dropped), and `no_discount: 1` clears the promo code. The items and products are
 * mirrored to local storage `cart` (spec §3) and `cart:updated` is emitted. Exported for this
 * package's tests only: apps change the cart through the queued commands.
 */
export function replaceCart(reply: CartReply): void {
  const { status: _status, ...rest } = reply;
  const cart: Cart = rest.no_discount === 1 ? { ...rest, promocode: null } : rest;
  cartStore.setState({ cart });
  writeStoredJson(STORAGE_KEYS.cart, { items: cart.cart.items, products: cart.products });
  bus.emit('cart:updated', { cart });
}

/** Empties the local cart (logout). */
export function clearCart(): void {
  cartStore.setState({ cart: EMPTY_CART });
  removeStored(STORAGE_KEYS.cart);
  bus.emit('cart:updated', { cart: EMPTY_CART });
}

/** Loads the server cart (GET /cart/v2/) into the store. A failure leaves the store as it was. */
export function fetchCart(): Promise<CommandResult> {
  return inOrder(() => applyReply(() => apiGet<CartReply>('cart/v2/')));
}

/** Adds one piece of a product in a size (spec §9: quantity on add is 1). */
export function addToCart(productId: number, optionValueId: number): Promise<CommandResult> {
  const body: CartAddRequest = { product_id: productId, option_value_id: optionValueId, quantity: 1 };
  return change('cart/v2/add', body);
}

export function changeCartItemQuantity(itemId: number, quantity: number): Promise<CommandResult> {
  const body: CartChangeQuantityRequest = { item_id: itemId, quantity };
  return change('cart/v2/change-item-quantity', body);
}

/** Changes a line's size and quantity at once. */
export function changeCartItem(itemId: number, quantity: number, optionValueId: number): Promise<CommandResult> {
  const body: CartChangeRequest = { item_id: itemId, quantity, option_value_id: optionValueId };
  return change('cart/v2/change/', body);
}

export function removeCartItem(itemId: number): Promise<CommandResult> {
  const body: CartRemoveItemRequest = { item_id: itemId };
  return change('cart/v2/remove-item/', body);
}

/**
 * Posts a change whose reply is the whole cart (promo codes, the shared cart, the checkout steps:
 * every cart call answers the whole cart), queued and applied like the commands above. The
 * remotes' own commands are built on it, so the spec §4 rules stay here.
 */
export function changeCart(path: string, body: object = {}): Promise<CommandResult> {
  return change(path, body);
}

function change(path: string, body: object): Promise<CommandResult> {
  return inOrder(() => applyReply(() => apiPost<CartReply>(path, body)));
}

/** The visitor's currency, named by the shell (@shop/i18n getCurrency); none in tests of other things. */
let visitorCurrency: (() => CurrencyCode) | undefined;
/** The last currency the cart was asked to switch to: a reply still in another (one the shop stopped offering) is not asked again. */
let currencyAsked: CurrencyCode | undefined;

/**
 * A cart has one currency (spec §1), and the visitor's is the one the header shows. From this
 * call on, a cart reply in another currency (the visitor chose another, a login brought the
 * customer's cart from another device) switches the cart to the visitor's.
 */
export function followVisitorCurrency(getCurrency: () => CurrencyCode): void {
  visitorCurrency = getCurrency;
  currencyAsked = undefined;
}

/**
 * POST /cart/v2/set-currency, queued like every change; what it took off the cart (a promo code
 * or gift card bound to another currency) goes out on the bus for the shell to say.
 */
function switchCurrency(currency: CurrencyCode): Promise<CommandResult> {
  currencyAsked = currency;
  return inOrder(async () => {
    let removed: RemovedByCurrency[] = [];
    const result = await applyReply(async () => {
      const reply = await apiPost<CurrencyChangeReply>('cart/v2/set-currency', { currency });
      if (reply.status !== 200) return reply;
      const { removed: takenOff, ...cart } = reply;
      removed = Array.isArray(takenOff) ? takenOff : [];
      return cart;
    });
    if (result === OK && removed.length > 0) bus.emit('cart:currency-changed', { currency, removed });
    return result;
  });
}

/**
 * The one way a cart reply reaches the store: queued after every earlier change, dropped when the
 * visitor logged in or out while it was on its way, and checked before it replaces anything (a
 * malformed reply would otherwise break every badge and page that reads the cart).
 */
async function applyReply(request: () => Promise<CartReply | { status: 400; error: string }>): Promise<CommandResult> {
  const epoch = currentSessionEpoch();
  let reply;
  try {
    reply = await request();
  } catch (error) {
    // A 429 is no 200/400 reply, so the client threw; a rate-limited call (a gift card's number
    // and PIN) says "too many tries" for it rather than "the call failed".
    return error instanceof ApiError && error.httpStatus === 429 ? TOO_MANY_REQUESTS : REQUEST_FAILED;
  }
  if (epoch !== currentSessionEpoch()) return SESSION_CHANGED;
  if (reply.status !== 200) return failed(reply.error);
  if (!isCartReply(reply)) {
    console.error('cart: the server sent a cart reply of the wrong shape; the cart was kept', reply);
    return BAD_REPLY;
  }
  replaceCart(reply);
  const wanted = visitorCurrency?.();
  const held = reply.cart.currency;
  if (wanted && held && held !== wanted && currencyAsked !== wanted) void switchCurrency(wanted);
  return OK;
}

/** Number of pieces in the cart: the badge count. */
export const countItems = (cart: Cart): number => cart.cart.items.reduce((sum, item) => sum + item.quantity, 0);

/**
 * The cart of the last visit from local storage, so the badge shows before the API answers.
 * Whatever the storage holds is checked line by line: bad entries are dropped, never trusted.
 */
export function restoreCart(): void {
  const stored = readStoredJson(STORAGE_KEYS.cart);
  if (!isRecord(stored)) return;
  const items = Array.isArray(stored.items) ? stored.items.filter(isCartItem) : [];
  const products = Array.isArray(stored.products) ? stored.products.filter(isCartLineProduct) : [];
  cartStore.setState({ cart: { ...EMPTY_CART, cart: { ...EMPTY_CART.cart, items }, products } });
}

function isCartReply(reply: CartReply): boolean {
  const value: unknown = reply;
  if (!isRecord(value) || !isRecord(value.cart) || !isRecord(value.cart.additional)) return false;
  const { cart, products, recommendations } = value;
  return Array.isArray(cart.items) && cart.items.every(isCartItem)
    && Array.isArray(cart.totals) && cart.totals.every((total) => isRecord(total) && typeof total.code === 'string' && Number.isSafeInteger(total.value))
    && (cart.orderId === null || Number.isSafeInteger(cart.orderId))
    && (cart.currency === undefined || CURRENCIES.includes(cart.currency))
    && Array.isArray(products) && products.every(isCartLineProduct)
    && Array.isArray(recommendations) && recommendations.every(isProductCard)
    && (value.promocode === null || typeof value.promocode === 'string')
    && (value.no_discount === 0 || value.no_discount === 1)
    && Number.isSafeInteger(value.bonuses);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 1;
const CURRENCIES: readonly unknown[] = ['USD', 'RUB', 'GEL'];

function isCartItem(value: unknown): value is CartItem {
  return isRecord(value) && isId(value.item_id) && isId(value.product_id) && isId(value.option_value_id)
    && isId(value.quantity) && typeof value.sku === 'string';
}

function isCartProduct(value: unknown): value is CartProduct {
  return isRecord(value) && isId(value.id) && typeof value.sku === 'string' && typeof value.name === 'string'
    && typeof value.url_path === 'string' && typeof value.image === 'string' && Number.isSafeInteger(value.price)
    && CURRENCIES.includes(value.currency);
}

/** A recommendation is a product card: what the shared card reads of it must be there. */
function isProductCard(value: unknown): value is ProductCard {
  return isRecord(value) && isId(value.id) && typeof value.sku === 'string' && typeof value.name === 'string'
    && typeof value.url_path === 'string' && (value.image_id === null || Number.isSafeInteger(value.image_id))
    && Number.isSafeInteger(value.price) && (value.old_price === null || Number.isSafeInteger(value.old_price))
    && CURRENCIES.includes(value.currency) && typeof value.stock === 'string';
}

/** A line's product also lists its sizes (their details are only shown, so an array is enough). */
const isCartLineProduct = (value: unknown): value is CartLineProduct => isCartProduct(value) && Array.isArray((value as { sizes?: unknown }).sizes);

// A login can attach another cart to the visitor (the customer's saved one): show the server's.
bus.on('session:login', () => {
  void fetchCart();
});
