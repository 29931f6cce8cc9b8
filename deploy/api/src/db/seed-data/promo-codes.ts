import type { CurrencyCode } from '@shop/contracts';

/**
 * The demo promo codes: one that applies and one behind each spec §8 reason, listed in the
 * README so a person can try every message. Amounts are minor units of the code's currency: an
 * amount or a minimum binds a code to carts in that currency.
 * `categoryPaths` are category url_paths, turned into ids when seeding.
 */
export interface DemoPromoCode {
  code: string;
  kind: 'percent' | 'amount';
  value: number;
  currency?: CurrencyCode;
  startsAt?: string;
  endsAt?: string;
  requiresLogin?: boolean;
  customerGroups?: string[];
  maxUses?: number;
  maxUsesPerClient?: number;
  minTotal?: number;
  categoryPaths?: string[];
  /** What a shopper meets with it in the demo shop. */
  shows: string;
}

export const DEMO_PROMO_CODES: DemoPromoCode[] = [
  { code: 'WELCOME10', kind: 'percent', value: 10, shows: '10 % off the whole cart' },
  { code: 'MEMBERS15', kind: 'percent', value: 15, requiresLogin: true, shows: 'not_logged_in for a guest; 15 % off once logged in' },
  { code: 'ONCE20', kind: 'percent', value: 20, maxUsesPerClient: 1, shows: 'max_uses_per_client_reached after your first order with it' },
  { code: 'LAST1', kind: 'percent', value: 25, maxUses: 1, shows: 'max_uses_reached once anyone has ordered with it (single use)' },
  { code: 'BIG50', kind: 'amount', value: 5_000, currency: 'USD', minTotal: 30_000, shows: 'min_total_not_reached under $300; $50 off from $300' },
  { code: 'RUB500', kind: 'amount', value: 50_000, currency: 'RUB', minTotal: 500_000, shows: '500 ₽ off a cart in roubles from 5 000 ₽; not_found for a cart in dollars or lari' },
  { code: 'LARI20', kind: 'amount', value: 2_000, currency: 'GEL', minTotal: 15_000, shows: '20 ₾ off a cart in lari from 150 ₾; not_found for a cart in dollars or roubles' },
  { code: 'SHOES30', kind: 'percent', value: 30, categoryPaths: ['women/shoes', 'men/shoes'], shows: 'no_eligible_products without shoes in the cart; 30 % off the shoes' },
  { code: 'FUTURE2099', kind: 'percent', value: 10, startsAt: '2099-01-01T00:00:00Z', shows: 'has_not_started' },
  { code: 'SUMMER2025', kind: 'percent', value: 10, endsAt: '2025-09-01T00:00:00Z', shows: 'has_already_expired' },
  { code: 'VIP25', kind: 'percent', value: 25, customerGroups: ['vip'], shows: 'wrong_customer_group for a regular customer' },
];
