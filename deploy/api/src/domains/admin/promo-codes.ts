import { ADMIN_ERRORS, type AdminPromoCode, type PromoCodeCreateRequest } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { ApiError } from '../../infra/errors';
import { isUniqueViolation } from '../auth/identity-repository';
import { audit } from './audit';
import type { Principal } from './principal';

type CodeRow = {
  id: number; code: string; kind: AdminPromoCode['kind']; value: number; currency: AdminPromoCode['currency']; min_total: number | null;
  starts_at: Date | string | null; ends_at: Date | string | null; requires_login: boolean; customer_groups: string[] | null; category_ids: number[] | null;
  max_uses: number | null; max_uses_per_client: number | null; uses_count: number;
};

const COLUMNS = sql`id, code, kind, value, currency, min_total, starts_at, ends_at, requires_login, customer_groups, category_ids, max_uses, max_uses_per_client, uses_count`;
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const orNull = (value: number | null) => (value === null ? null : Number(value));

const codeOf = (row: CodeRow): AdminPromoCode => ({
  id: Number(row.id), code: row.code, kind: row.kind, value: Number(row.value), currency: row.currency, min_total: orNull(row.min_total),
  starts_at: iso(row.starts_at), ends_at: iso(row.ends_at), requires_login: row.requires_login, customer_groups: row.customer_groups,
  category_ids: row.category_ids?.map(Number) ?? null, max_uses: orNull(row.max_uses), max_uses_per_client: orNull(row.max_uses_per_client), uses: Number(row.uses_count),
});

/** Every code, newest first, with the orders placed with it. */
export async function listPromoCodes(db: Db): Promise<AdminPromoCode[]> {
  return rowsOf<CodeRow>(await db.orm.execute(sql`SELECT ${COLUMNS} FROM promo_codes ORDER BY id DESC`)).map(codeOf);
}

/** Checks what the schema cannot: an amount or a minimum needs its currency, a percent is at most 100, a code ends after it starts. */
function refuseInconsistent(input: PromoCodeCreateRequest): void {
  if ((input.kind === 'amount' || input.min_total !== undefined) && !input.currency) throw new ApiError('validation', 'An amount or a minimum needs its currency');
  if (input.kind === 'percent' && input.value > 100) throw new ApiError('validation', 'A percent code takes 1 to 100');
  if (input.starts_at && input.ends_at && Date.parse(input.ends_at) <= Date.parse(input.starts_at)) throw new ApiError('validation', 'ends_at must be after starts_at');
}

/** Creates a code (upper-case, as shoppers' codes are matched); a code that exists is 400 code_taken. */
export async function createPromoCode(db: Db, principal: Principal, input: PromoCodeCreateRequest): Promise<AdminPromoCode> {
  refuseInconsistent(input);
  const code = input.code.toUpperCase();
  try {
    return await db.orm.transaction(async (tx) => {
      const [row] = rowsOf<CodeRow>(await tx.execute(sql`
        INSERT INTO promo_codes (code, kind, value, currency, min_total, starts_at, ends_at, requires_login, customer_groups, category_ids, max_uses, max_uses_per_client)
        VALUES (${code}, ${input.kind}, ${input.value}, ${input.currency ?? null}, ${input.min_total ?? null}, ${input.starts_at ?? null}, ${input.ends_at ?? null},
          ${input.requires_login ?? false}, ${input.customer_groups ? sql`${`{${input.customer_groups.map((group) => JSON.stringify(group)).join(',')}}`}::text[]` : null},
          ${input.category_ids ? sql`${`{${input.category_ids.join(',')}}`}::int[]` : null}, ${input.max_uses ?? null}, ${input.max_uses_per_client ?? null})
        RETURNING ${COLUMNS}`));
      const created = codeOf(row!);
      const { reason, ...rules } = input;
      await audit(tx, principal, { action: 'promo.created', target: `promo:${created.id}`, before: null, after: { ...rules, code }, reason });
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(ADMIN_ERRORS.codeTaken, `${code} exists already`);
    throw error;
  }
}

/** Ends a code now (its uses so far stay counted); one that has ended already is left as it is. */
export async function disablePromoCode(db: Db, principal: Principal, id: number, reason: string | undefined): Promise<AdminPromoCode> {
  return db.orm.transaction(async (tx) => {
    const [before] = rowsOf<CodeRow>(await tx.execute(sql`SELECT ${COLUMNS} FROM promo_codes WHERE id = ${id} FOR UPDATE`));
    if (!before) throw new ApiError('not_found');
    const [after] = rowsOf<CodeRow>(await tx.execute(sql`
      UPDATE promo_codes SET ends_at = now() WHERE id = ${id} AND (ends_at IS NULL OR ends_at > now()) RETURNING ${COLUMNS}`));
    if (after) await audit(tx, principal, { action: 'promo.disabled', target: `promo:${id}`, before: { ends_at: iso(before.ends_at) }, after: { ends_at: iso(after.ends_at) }, reason });
    return codeOf(after ?? before);
  });
}
