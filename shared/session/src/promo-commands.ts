import { ApiError, apiPost } from '@shop/api-client';
import type { AddSharedRequest, PromoApplyRequest, PromoReply } from '@shop/contracts';
import { changeCart, fetchCart } from './cart-commands';
import { BAD_REPLY, failed, REQUEST_FAILED, TOO_MANY_REQUESTS, type CommandResult } from './command-result';

// Promo codes and the shared cart (spec §4, §7): their calls change the server's cart, so the
// store follows through the cart commands (fetchCart, changeCart) and their spec §4 rules.

async function postPromo(path: string, body?: PromoApplyRequest): Promise<CommandResult> {
  let reply;
  try {
    reply = await apiPost<PromoReply>(path, body);
  } catch (error) {
    // A 429 is not a 200/400 reply, so the client threw; the page says "too many tries" for it.
    return error instanceof ApiError && error.httpStatus === 429 ? TOO_MANY_REQUESTS : REQUEST_FAILED;
  }
  if (reply.status !== 200) return failed(reply.error);
  return reply.result === true ? { ok: true } : BAD_REPLY;
}

/**
 * POST promocode/apply {code}. Spec §4: the cart is fetched only when the reply's `result` is true;
 * a refused code reports its spec §8 reason (not_found, not_logged_in, …) and leaves the cart.
 */
export async function applyPromoCode(code: string): Promise<CommandResult> {
  const applied = await postPromo('promocode/apply', { code });
  return applied.ok ? fetchCart() : applied;
}

/** POST promocode/delete. Spec §4: the cart is fetched whatever the reply, so it shows the server's state. */
export async function deletePromoCode(): Promise<CommandResult> {
  const deleted = await postPromo('promocode/delete');
  const fetched = await fetchCart();
  return deleted.ok ? fetched : deleted;
}

/** POST cart/v2/add-shared {token}: every line of a shared cart into this session's cart. */
export function addSharedCart(token: string): Promise<CommandResult> {
  const body: AddSharedRequest = { token };
  return changeCart('cart/v2/add-shared', body);
}
