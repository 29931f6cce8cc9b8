import type { AdminPromoCode } from '@shop/contracts';

export type PromoStatus = 'active' | 'scheduled' | 'ended';

/** Whether a code applies now, later (its start is ahead) or no more (its end has passed, or staff ended it). */
export function promoStatus(code: Pick<AdminPromoCode, 'starts_at' | 'ends_at'>, now = Date.now()): PromoStatus {
  if (code.ends_at && Date.parse(code.ends_at) <= now) return 'ended';
  if (code.starts_at && Date.parse(code.starts_at) > now) return 'scheduled';
  return 'active';
}
