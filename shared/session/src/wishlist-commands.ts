import { apiPost } from '@shop/api-client';
import type { WishlistChangeReply, WishlistGetReply } from '@shop/contracts';
import { bus } from './bus';
import { createQueue, failed, OK, REQUEST_FAILED, SESSION_CHANGED, type CommandResult } from './command-result';
import { readStoredJson, removeStored, STORAGE_KEYS, writeStoredJson } from './storage';
import { currentSessionEpoch, sessionStore, wishlistStore } from './stores';

// A guest's wishlist lives only in local storage `wishlist` (spec §3). A logged-in customer's lives
// on the server; the store (and its storage mirror) changes only after the server confirms (spec §4).

const inOrder = createQueue();
const MAX_SKU_LENGTH = 64;

const isSku = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= MAX_SKU_LENGTH;
const skus = (value: unknown): string[] => (Array.isArray(value) ? [...new Set(value.filter(isSku))] : []);

function setItems(items: string[]): void {
  const unique = [...new Set(items)];
  wishlistStore.setState({ items: unique });
  writeStoredJson(STORAGE_KEYS.wishlist, { items: unique });
  bus.emit('wishlist:updated', { items: unique });
}

/** Empties the local wishlist (logout). */
export function clearWishlist(): void {
  wishlistStore.setState({ items: [] });
  removeStored(STORAGE_KEYS.wishlist);
  bus.emit('wishlist:updated', { items: [] });
}

/** The wishlist of the last visit from local storage (a guest's only copy); bad entries are dropped. */
export function restoreWishlist(): void {
  const stored = readStoredJson(STORAGE_KEYS.wishlist);
  const items = typeof stored === 'object' && stored !== null ? skus((stored as { items?: unknown }).items) : [];
  wishlistStore.setState({ items });
}

/**
 * Reloads a logged-in customer's skus (POST /wishlist/get {withProductList:false}). Spec §4: a
 * failed fetch is ignored (the store keeps what it had). A guest's list is local: nothing to fetch.
 */
export function fetchWishlist(): Promise<void> {
  return inOrder(async () => {
    if (!sessionStore.getState().loggedIn) return;
    const epoch = currentSessionEpoch();
    try {
      const reply = await apiPost<WishlistGetReply>('wishlist/get', { withProductList: false });
      if (reply.status === 200 && epoch === currentSessionEpoch()) setItems(skus(reply.items));
    } catch {
      // Ignored on purpose (spec §4); the api-client has logged it.
    }
  });
}

export function addToWishlist(sku: string): Promise<CommandResult> {
  return inOrder(() => changeWishlist('add', sku));
}

export function removeFromWishlist(sku: string): Promise<CommandResult> {
  return inOrder(() => changeWishlist('delete', sku));
}

/** Adds the sku, or removes it when it is already in the wishlist. */
export function toggleWishlist(sku: string): Promise<CommandResult> {
  return inOrder(() => changeWishlist(wishlistStore.getState().items.includes(sku) ? 'delete' : 'add', sku));
}

async function changeWishlist(action: 'add' | 'delete', sku: string): Promise<CommandResult> {
  if (!isSku(sku)) return failed('validation');
  const current = wishlistStore.getState().items;
  const expected = action === 'add' ? [...current, sku] : current.filter((item) => item !== sku);
  if (!sessionStore.getState().loggedIn) {
    setItems(expected);
    // Spec §6: a guest's list lives on this device only; logging in keeps it (architecture: the shell opens the login popup).
    if (action === 'add') bus.emit('auth:required', { reason: 'wishlist' });
    return OK;
  }
  const epoch = currentSessionEpoch();
  let reply;
  try {
    reply = await apiPost<WishlistChangeReply>(`wishlist/${action}`, { sku });
  } catch {
    return REQUEST_FAILED;
  }
  if (epoch !== currentSessionEpoch()) return SESSION_CHANGED;
  if (reply.status !== 200) return failed(reply.error);
  // The server's list is the truth; a reply without one confirms just this change.
  setItems(Array.isArray(reply.items) ? skus(reply.items) : expected);
  return OK;
}

// Spec §4: the logged-in event refetches the wishlist ids.
bus.on('session:login', () => {
  void fetchWishlist();
});
