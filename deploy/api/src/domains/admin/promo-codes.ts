import { ADMIN_ERRORS, type AdminCategory, type AdminPromoCode, type LanguageCode, type PromoCodeCreateRequest, type PromoCodeUpdateRequest } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { ApiError } from '../../infra/errors';
import { isUniqueViolation } from '../auth/identity-repository';
import { audit, refuseStale } from './audit';
import type { Principal } from './principal';

type CodeRow = {
  id: number; code: string; kind: AdminPromoCode['kind']; value: number; currency: AdminPromoCode['currency']; min_total: number | null;
  starts_at: Date | string | null; ends_at: Date | string | null; requires_login: boolean; customer_groups: string[] | null; category_ids: number[] | null;
  max_uses: number | null; max_uses_per_client: number | null; uses_count: number; version: number;
};

const COLUMNS = sql`id, code, kind, value, currency, min_total, starts_at, ends_at, requires_login, customer_groups, category_ids, max_uses, max_uses_per_client, uses_count, version`;
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const orNull = (value: number | null) => (value === null ? null : Number(value));

const codeOf = (row: CodeRow): AdminPromoCode => ({
  id: Number(row.id), code: row.code, kind: row.kind, value: Number(row.value), currency: row.currency, min_total: orNull(row.min_total),
  starts_at: iso(row.starts_at), ends_at: iso(row.ends_at), requires_login: row.requires_login, customer_groups: row.customer_groups,
  category_ids: row.category_ids?.map(Number) ?? null, max_uses: orNull(row.max_uses), max_uses_per_client: orNull(row.max_uses_per_client), uses: Number(row.uses_count),
  version: Number(row.version),
});

/** A text[] or int[] column's value from a list, or null for none. */
const arrayOf = (values: readonly (string | number)[] | undefined, type: 'text' | 'int') =>
  values ? sql`${`{${values.map((value) => JSON.stringify(value)).join(',')}}`}::${sql.raw(type)}[]` : null;

/** Every code, newest first, with the orders placed with it. */
export async function listPromoCodes(db: Db): Promise<AdminPromoCode[]> {
  return rowsOf<CodeRow>(await db.orm.execute(sql`SELECT ${COLUMNS} FROM promo_codes ORDER BY id DESC`)).map(codeOf);
}

/** One code, or 400 not_found. */
export async function findPromoCode(db: Db, id: number): Promise<AdminPromoCode> {
  const [row] = rowsOf<CodeRow>(await db.orm.execute(sql`SELECT ${COLUMNS} FROM promo_codes WHERE id = ${id}`));
  if (!row) throw new ApiError('not_found');
  return codeOf(row);
}

/** Checks what the schema cannot: an amount or a minimum needs its currency, a percent is at most 100, a code ends after it starts. */
function refuseInconsistent(input: Omit<PromoCodeCreateRequest, 'code'>): void {
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
          ${input.requires_login ?? false}, ${arrayOf(input.customer_groups, 'text')},
          ${arrayOf(input.category_ids, 'int')}, ${input.max_uses ?? null}, ${input.max_uses_per_client ?? null})
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

/** A code's row locked for a change, or 400 not_found. */
async function lockedCode(tx: Pick<Db['orm'], 'execute'>, id: number): Promise<CodeRow> {
  const [row] = rowsOf<CodeRow>(await tx.execute(sql`SELECT ${COLUMNS} FROM promo_codes WHERE id = ${id} FOR UPDATE`));
  if (!row) throw new ApiError('not_found');
  return row;
}

/** Ends a code now (its uses so far stay counted); one that has ended already is left as it is. */
export async function disablePromoCode(db: Db, principal: Principal, id: number, reason: string | undefined): Promise<AdminPromoCode> {
  return db.orm.transaction(async (tx) => {
    const before = await lockedCode(tx, id);
    const [after] = rowsOf<CodeRow>(await tx.execute(sql`
      UPDATE promo_codes SET ends_at = now(), version = version + 1 WHERE id = ${id} AND (ends_at IS NULL OR ends_at > now()) RETURNING ${COLUMNS}`));
    if (after) await audit(tx, principal, { action: 'promo.disabled', target: `promo:${id}`, before: { ends_at: iso(before.ends_at) }, after: { ends_at: iso(after.ends_at) }, reason });
    return codeOf(after ?? before);
  });
}

/** The rules as the audit log keeps them. */
const rulesOf = (code: AdminPromoCode) => {
  const { id: _id, code: _code, uses: _uses, version: _version, ...rules } = code;
  return rules;
};

/**
 * A code's rules replaced by an edit made from `version` of it (409 when another change came
 * first); uses so far stay. A limit below the uses already made is refused.
 */
export async function updatePromoCode(db: Db, principal: Principal, id: number, input: PromoCodeUpdateRequest): Promise<AdminPromoCode> {
  refuseInconsistent(input);
  return db.orm.transaction(async (tx) => {
    const before = codeOf(await lockedCode(tx, id));
    await refuseStale(tx, `promo:${id}`, input.version, before.version);
    if (input.max_uses !== undefined && input.max_uses < before.uses) throw new ApiError('validation', `max_uses is below the ${before.uses} uses made already`);
    const [row] = rowsOf<CodeRow>(await tx.execute(sql`
      UPDATE promo_codes SET kind = ${input.kind}, value = ${input.value}, currency = ${input.currency ?? null}, min_total = ${input.min_total ?? null},
        starts_at = ${input.starts_at ?? null}, ends_at = ${input.ends_at ?? null}, requires_login = ${input.requires_login ?? false},
        customer_groups = ${arrayOf(input.customer_groups, 'text')}, category_ids = ${arrayOf(input.category_ids, 'int')},
        max_uses = ${input.max_uses ?? null}, max_uses_per_client = ${input.max_uses_per_client ?? null}, version = version + 1
      WHERE id = ${id} RETURNING ${COLUMNS}`));
    const after = codeOf(row!);
    await audit(tx, principal, { action: 'promo.updated', target: `promo:${id}`, before: rulesOf(before), after: rulesOf(after), reason: input.reason });
    return after;
  });
}

/** A code that has ended applies again, until `endsAt` or with no end; one still running is left as it is. */
export async function enablePromoCode(db: Db, principal: Principal, id: number, endsAt: string | undefined, reason: string | undefined): Promise<AdminPromoCode> {
  if (endsAt !== undefined && Date.parse(endsAt) <= Date.now()) throw new ApiError('validation', 'ends_at must be in the future');
  return db.orm.transaction(async (tx) => {
    const before = await lockedCode(tx, id);
    const [after] = rowsOf<CodeRow>(await tx.execute(sql`
      UPDATE promo_codes SET ends_at = ${endsAt ?? null}, version = version + 1
      WHERE id = ${id} AND ends_at IS NOT NULL AND ends_at <= now() RETURNING ${COLUMNS}`));
    if (after) await audit(tx, principal, { action: 'promo.enabled', target: `promo:${id}`, before: { ends_at: iso(before.ends_at) }, after: { ends_at: iso(after.ends_at) }, reason });
    return codeOf(after ?? before);
  });
}

/** Every category by its URL path, named in `language`: what a code's categories are picked from. */
export async function categoryChoices(db: Db, language: LanguageCode): Promise<AdminCategory[]> {
  const rows = rowsOf<{ id: number; url_path: string; name: string }>(await db.orm.execute(sql`
    SELECT c.id, c.url_path, t.name FROM categories c JOIN category_translations t ON t.category_id = c.id AND t.language = ${language}
    ORDER BY c.url_path`));
  return rows.map((row) => ({ id: Number(row.id), path: row.url_path, name: row.name }));
}
