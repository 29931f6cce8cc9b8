import { checkPromo, type PromoContext, type PromoRule } from './promo-rules';

// One rule behind every spec §8 reason: each case changes one thing of an open, unlimited code.
const open: PromoRule = {
  kind: 'percent', value: 10, startsAt: null, endsAt: null, requiresLogin: false, customerGroups: null,
  maxUses: null, maxUsesPerClient: null, minTotal: null, categoryIds: null,
};
const NOW = new Date('2026-11-23T12:00:00Z');
const cart: PromoContext = {
  now: NOW, customer: null, usesTotal: 0, usesByClient: 0,
  lines: [{ amount: 30_000, categoryIds: [1, 2] }, { amount: 10_000, categoryIds: [3] }],
};

describe('checkPromo', () => {
  it.each<[string, Partial<PromoRule>, Partial<PromoContext>, ReturnType<typeof checkPromo>]>([
    ['an open code takes its percent of the goods, rounded down', { value: 15 }, { lines: [{ amount: 9_999, categoryIds: [1] }] }, { ok: true, discount: 1_499 }],
    ['an amount is capped at the eligible goods', { kind: 'amount', value: 50_000, categoryIds: [3] }, {}, { ok: true, discount: 10_000 }],
    ['categories limit the goods it counts', { categoryIds: [2] }, {}, { ok: true, discount: 3_000 }],
    ['has_not_started', { startsAt: new Date('2026-12-01T00:00:00Z') }, {}, { ok: false, reason: 'has_not_started' }],
    ['has_already_expired (the end is exclusive)', { endsAt: NOW }, {}, { ok: false, reason: 'has_already_expired' }],
    ['not_logged_in for a login-only code', { requiresLogin: true }, {}, { ok: false, reason: 'not_logged_in' }],
    ['not_logged_in for a group code', { customerGroups: ['vip'] }, {}, { ok: false, reason: 'not_logged_in' }],
    ['wrong_customer_group', { customerGroups: ['vip'] }, { customer: { group: 'default' } }, { ok: false, reason: 'wrong_customer_group' }],
    ['the right group applies', { customerGroups: ['vip'] }, { customer: { group: 'vip' } }, { ok: true, discount: 4_000 }],
    ['max_uses_reached', { maxUses: 100 }, { usesTotal: 100 }, { ok: false, reason: 'max_uses_reached' }],
    ['max_uses_per_client_reached', { maxUsesPerClient: 1 }, { usesByClient: 1 }, { ok: false, reason: 'max_uses_per_client_reached' }],
    ['no_eligible_products', { categoryIds: [99] }, {}, { ok: false, reason: 'no_eligible_products' }],
    ['no_eligible_products for an empty cart', {}, { lines: [] }, { ok: false, reason: 'no_eligible_products' }],
    ['min_total_not_reached (the whole cart counts)', { minTotal: 40_001 }, {}, { ok: false, reason: 'min_total_not_reached' }],
    ['min_total reached exactly', { minTotal: 40_000 }, {}, { ok: true, discount: 4_000 }],
  ])('%s', (_name, rule, context, expected) => {
    expect(checkPromo({ ...open, ...rule }, { ...cart, ...context })).toEqual(expected);
  });
});
