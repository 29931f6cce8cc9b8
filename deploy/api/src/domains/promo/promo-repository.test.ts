/** @jest-environment node */
import type { Db } from '../../db/client';
import { DEMO_PROMO_CODES } from '../../db/seed-data/promo-codes';
import { createTestDb } from '../../test/test-app';
import { findPromoCode } from './promo-repository';
import { checkPromo, type PromoContext } from './promo-rules';

// The demo codes as seeded: each one meets a guest's (or a regular customer's) cart with the
// reason the README promises, and WELCOME10 applies.

let db: Db;
beforeAll(async () => { db = await createTestDb(); });
afterAll(() => db.close());

const guestCart: PromoContext = {
  now: new Date('2026-11-23T12:00:00Z'),
  customer: null,
  usesTotal: 0,
  usesByClient: 0,
  lines: [{ amount: 12_000, categoryIds: [] }],
};

it('finds a code whatever its case and spaces, and nothing for an unknown one', async () => {
  expect((await findPromoCode(db, '  welcome10 '))?.code).toBe('WELCOME10');
  expect(await findPromoCode(db, 'NO-SUCH-CODE')).toBeUndefined();
  expect(await findPromoCode(db, '   ')).toBeUndefined();
});

it.each<[string, Partial<PromoContext>, ReturnType<typeof checkPromo>]>([
  ['WELCOME10', {}, { ok: true, discount: 1_200 }],
  ['MEMBERS15', {}, { ok: false, reason: 'not_logged_in' }],
  ['ONCE20', { usesByClient: 1 }, { ok: false, reason: 'max_uses_per_client_reached' }],
  ['LAST1', { usesTotal: 1 }, { ok: false, reason: 'max_uses_reached' }],
  ['BIG50', {}, { ok: false, reason: 'min_total_not_reached' }],
  ['SHOES30', {}, { ok: false, reason: 'no_eligible_products' }],
  ['FUTURE2099', {}, { ok: false, reason: 'has_not_started' }],
  ['SUMMER2025', {}, { ok: false, reason: 'has_already_expired' }],
  ['VIP25', { customer: { group: 'default' } }, { ok: false, reason: 'wrong_customer_group' }],
])('%s as seeded', async (code, context, expected) => {
  const promo = await findPromoCode(db, code);
  expect(promo).toBeDefined();
  expect(checkPromo(promo!, { ...guestCart, ...context })).toEqual(expected);
});

it('seeds every demo code with its categories', async () => {
  for (const demo of DEMO_PROMO_CODES) {
    const promo = await findPromoCode(db, demo.code);
    expect(promo?.categoryIds?.length ?? 0).toBe(demo.categoryPaths?.length ?? 0);
  }
});
