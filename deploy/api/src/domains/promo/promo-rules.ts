// Spec §8's reasons (not_found is the caller's: there is no code to check) are in the contracts.
import type { PromoRefusal } from '@shop/contracts';

export { PROMO_REFUSALS, type PromoRefusal } from '@shop/contracts';

/** A promo code as the shop owner set it up. Amounts are minor units of the cart's currency. */
export interface PromoRule {
  /** `percent`: `value` % off the eligible goods; `amount`: `value` minor units off them. */
  kind: 'percent' | 'amount';
  value: number;
  startsAt: Date | null;
  endsAt: Date | null;
  requiresLogin: boolean;
  /** Customer groups the code is for; null: everyone. A group implies a logged-in customer. */
  customerGroups: readonly string[] | null;
  /** Orders placed with the code, in all and per customer or session; null: no limit. */
  maxUses: number | null;
  maxUsesPerClient: number | null;
  /** The least the cart's goods must cost; null: no minimum. */
  minTotal: number | null;
  /** Categories whose products the code applies to; null: every product. */
  categoryIds: readonly number[] | null;
}

/** The cart and the visitor the code is checked against, at one moment. */
export interface PromoContext {
  now: Date;
  customer: { group: string } | null;
  /** Orders already placed with the code: in all, and by this customer (or session). */
  usesTotal: number;
  usesByClient: number;
  /** Each cart line's amount (price × quantity) and the categories its product is listed in. */
  lines: ReadonlyArray<{ amount: number; categoryIds: readonly number[] }>;
}

export type PromoCheck = { ok: true; discount: number } | { ok: false; reason: PromoRefusal };

/**
 * Whether `rule` applies to the cart now, and its discount: one rule behind every spec §8 reason,
 * checked from what the shopper cannot change (dates) to what they can (the cart). The discount
 * never exceeds the eligible goods. The use limits are checked again when the order is placed,
 * atomically; this is the answer a shopper gets when applying the code.
 */
export function checkPromo(rule: PromoRule, context: PromoContext): PromoCheck {
  const refuse = (reason: PromoRefusal): PromoCheck => ({ ok: false, reason });
  if (rule.startsAt && context.now < rule.startsAt) return refuse('has_not_started');
  if (rule.endsAt && context.now >= rule.endsAt) return refuse('has_already_expired');
  if ((rule.requiresLogin || rule.customerGroups) && !context.customer) return refuse('not_logged_in');
  if (rule.customerGroups && !rule.customerGroups.includes(context.customer!.group)) return refuse('wrong_customer_group');
  if (rule.maxUses !== null && context.usesTotal >= rule.maxUses) return refuse('max_uses_reached');
  if (rule.maxUsesPerClient !== null && context.usesByClient >= rule.maxUsesPerClient) return refuse('max_uses_per_client_reached');

  const categories = rule.categoryIds && new Set(rule.categoryIds);
  const eligible = context.lines
    .filter((line) => !categories || line.categoryIds.some((id) => categories.has(id)))
    .reduce((sum, line) => sum + line.amount, 0);
  if (eligible === 0) return refuse('no_eligible_products');
  const goods = context.lines.reduce((sum, line) => sum + line.amount, 0);
  if (rule.minTotal !== null && goods < rule.minTotal) return refuse('min_total_not_reached');

  const wanted = rule.kind === 'percent' ? Math.floor((eligible * rule.value) / 100) : rule.value;
  return { ok: true, discount: Math.min(Math.max(wanted, 0), eligible) };
}
