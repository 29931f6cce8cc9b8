import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { promoCodes } from '../../db/schema';
import type { PromoRule } from './promo-rules';

export interface StoredPromo extends PromoRule {
  id: number;
  code: string;
  /** The currency of an amount code and its minimum; null for a percent code without one. */
  currency: string | null;
  usesCount: number;
}

/** The code as typed ('welcome10 ' finds WELCOME10); undefined when there is none (spec §8 not_found). */
export async function findPromoCode(db: Db, typed: string): Promise<StoredPromo | undefined> {
  const code = typed.trim().toUpperCase();
  if (code === '') return undefined;
  const [row] = await db.orm.select().from(promoCodes).where(eq(promoCodes.code, code)).limit(1);
  return row && storedPromoOf(row);
}

/** The code a cart holds by id; undefined once the shop owner deleted it. */
export async function findPromoCodeById(db: Db, id: number): Promise<StoredPromo | undefined> {
  const [row] = await db.orm.select().from(promoCodes).where(eq(promoCodes.id, id)).limit(1);
  return row && storedPromoOf(row);
}

export function storedPromoOf(row: typeof promoCodes.$inferSelect): StoredPromo {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind as PromoRule['kind'],
    value: row.value,
    currency: row.currency,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    requiresLogin: row.requiresLogin,
    customerGroups: row.customerGroups,
    maxUses: row.maxUses,
    maxUsesPerClient: row.maxUsesPerClient,
    minTotal: row.minTotal,
    categoryIds: row.categoryIds,
    usesCount: row.usesCount,
  };
}
