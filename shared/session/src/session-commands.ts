import { apiGet, apiPost, type ApiReply } from '@shop/api-client';
import type { CustomerSummary, LogoutReply, MeReply } from '@shop/contracts';
import { bus } from './bus';
import { clearCart, fetchCart, restoreCart } from './cart-commands';
import { failed, OK, REQUEST_FAILED, type CommandResult } from './command-result';
import { isStorageAvailable, readStored, removeStored, STORAGE_KEYS, writeStored } from './storage';
import { currentSessionEpoch, sessionStore, startNewSession } from './stores';
import { clearWishlist, fetchWishlist, restoreWishlist } from './wishlist-commands';

const isLoggedInFlagSet = (): boolean => readStored(STORAGE_KEYS.loggedIn) !== null;

/**
 * The server does not know this visitor as a customer (any more): a guest, whose wishlist mirror of
 * the account goes too. The session cookie is the same, so replies in flight (the cart) still hold.
 */
function forgetLogin(): void {
  const wasLoggedIn = sessionStore.getState().loggedIn;
  removeStored(STORAGE_KEYS.loggedIn);
  sessionStore.setState({ loggedIn: false, customer: null, ready: true });
  if (wasLoggedIn) clearWishlist();
}

/**
 * Loads the current customer (GET /account/me). Spec §4/§8: when that fails in any way (not
 * logged in, HTTP failure, network) the logged-in flag is removed and the visitor is a guest.
 * An answer that arrives after a login or logout is about the visitor before it and is ignored.
 */
export async function loadCurrentUser(): Promise<CustomerSummary | null> {
  const epoch = currentSessionEpoch();
  let reply: ApiReply<MeReply> | undefined;
  try {
    reply = await apiGet<MeReply>('account/me');
  } catch {
    // Falls through: a failed load counts as not logged in.
  }
  if (epoch !== currentSessionEpoch()) return sessionStore.getState().customer;
  if (reply?.status === 200) {
    writeStored(STORAGE_KEYS.loggedIn, '1');
    sessionStore.setState({ loggedIn: true, customer: reply.customer, ready: true });
    return reply.customer;
  }
  forgetLogin();
  return null;
}

/**
 * The login flow calls this once the server has logged the customer in: sets the logged-in flag,
 * updates the session and emits `session:login`, on which the wishlist ids are refetched.
 */
export function markLoggedIn(customer: CustomerSummary): void {
  startNewSession();
  writeStored(STORAGE_KEYS.loggedIn, '1');
  sessionStore.setState({ loggedIn: true, customer, ready: true });
  bus.emit('session:login', { customer });
}

/**
 * POST /account/logout. Spec §4: on status 200 the local cart and wishlist are cleared, the flag is
 * removed, `session:logout` is emitted and the result is ok; otherwise nothing changes.
 */
export async function logout(): Promise<CommandResult> {
  let reply;
  try {
    reply = await apiPost<LogoutReply>('account/logout');
  } catch {
    return REQUEST_FAILED;
  }
  if (reply.status !== 200) return failed(reply.error);
  startNewSession();
  removeStored(STORAGE_KEYS.loggedIn);
  sessionStore.setState({ loggedIn: false, customer: null, ready: true });
  clearCart();
  clearWishlist();
  bus.emit('session:logout', {});
  return OK;
}

/**
 * Boot (the shell calls it once, without waiting, right after i18n). First, synchronously, what the
 * last visit left in local storage (flag, cart, wishlist), so the first render already has badges;
 * then the server: the cart always (a guest has one too), and for a flagged visitor the customer
 * and, if that succeeds, the wishlist ids.
 * GET /account/me is skipped for a visitor without the flag: the flag is set by every login and
 * removed only by logout or a failed /me, so a guest would only ever get not_logged_in back, and
 * most visitors are guests. A guest's wishlist is local, so it needs no call either. Where local
 * storage is unavailable the flag cannot be kept, so /me is always asked.
 */
export async function hydrateSession(): Promise<void> {
  const flagged = isLoggedInFlagSet() || !isStorageAvailable();
  sessionStore.setState({ loggedIn: flagged, customer: null, ready: !flagged });
  restoreCart();
  restoreWishlist();
  const session = async () => {
    if (flagged && (await loadCurrentUser())) await fetchWishlist();
  };
  await Promise.all([fetchCart(), session()]);
}
