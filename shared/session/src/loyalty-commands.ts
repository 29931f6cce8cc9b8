import type { ApplyBonusesRequest } from '@shop/contracts';
import { changeCart } from './cart-commands';
import type { CommandResult } from './command-result';

/**
 * POST loyalty/apply-bonuses {state}: spend the customer's points on the cart (true) or stop (false).
 * Spec §4 "bonus use is set by sending a status"; the reply is the cart, which replaces the store.
 */
export function setUseBonuses(state: boolean): Promise<CommandResult> {
  const body: ApplyBonusesRequest = { state };
  return changeCart('loyalty/apply-bonuses', body);
}
