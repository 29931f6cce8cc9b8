import { inArray } from 'drizzle-orm';
import { categories, promoCodes } from './schema';
import { DEMO_PROMO_CODES } from './seed-data/promo-codes';
import type { Tx } from './client';

/** The demo promo codes, their categories looked up by url_path (the catalogue is seeded first). */
export async function seedPromoCodes(tx: Tx): Promise<void> {
  const paths = [...new Set(DEMO_PROMO_CODES.flatMap((code) => code.categoryPaths ?? []))];
  const rows = paths.length === 0 ? [] : await tx.select({ id: categories.id, urlPath: categories.urlPath }).from(categories).where(inArray(categories.urlPath, paths));
  const idOf = new Map(rows.map((row) => [row.urlPath, row.id]));
  await tx.insert(promoCodes).values(DEMO_PROMO_CODES.map((demo) => ({
    code: demo.code,
    kind: demo.kind,
    value: demo.value,
    currency: demo.currency ?? null,
    startsAt: demo.startsAt ? new Date(demo.startsAt) : null,
    endsAt: demo.endsAt ? new Date(demo.endsAt) : null,
    requiresLogin: demo.requiresLogin ?? false,
    customerGroups: demo.customerGroups ?? null,
    maxUses: demo.maxUses ?? null,
    maxUsesPerClient: demo.maxUsesPerClient ?? null,
    minTotal: demo.minTotal ?? null,
    categoryIds: demo.categoryPaths ? demo.categoryPaths.map((path) => {
      const id = idOf.get(path);
      if (id === undefined) throw new Error(`promo code ${demo.code}: no category ${path}`);
      return id;
    }) : null,
  }))).onConflictDoNothing({ target: promoCodes.code });
}
