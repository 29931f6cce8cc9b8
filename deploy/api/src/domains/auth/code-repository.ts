import { sql } from 'drizzle-orm';
import { rowsOf, type Db, type Orm } from '../../db/client';
import { CODE_RULES, isSameHash, type CodeKey } from './code-rules';

// login_codes: the one live code of an identifier for a purpose (login, change). A new code
// replaces the row; using it or spending its tries ends it; nothing else keeps codes around.

type Executor = Pick<Orm, 'execute'>;

/** Seconds until the identifier may be sent another code for the purpose; 0 when it may now (a used code holds nobody back). */
export async function secondsUntilResend(db: Db, { identifier, purpose }: CodeKey): Promise<number> {
  const [row] = rowsOf<{ wait: number }>(await db.orm.execute(sql`
    SELECT ceil(extract(epoch FROM (sent_at + make_interval(secs => ${CODE_RULES.resendSeconds}) - now())))::int AS wait
    FROM login_codes WHERE identifier = ${identifier} AND purpose = ${purpose} AND used_at IS NULL`));
  return Math.max(0, Number(row?.wait ?? 0));
}

export interface NewCode { hash: string; method: string; /** The customer a change code is for; null for a login. */ customerId: number | null }

/**
 * Stores a new code in place of the identifier's live one, with fresh tries and lifetime. Refused
 * (false) while the last one is within its resend cooldown: of two sends at once, one wins.
 */
export async function storeCode(db: Db, { identifier, purpose }: CodeKey, code: NewCode): Promise<boolean> {
  const stored = rowsOf(await db.orm.execute(sql`
    INSERT INTO login_codes AS l (identifier, purpose, customer_id, code_hash, method, expires_at)
    VALUES (${identifier}, ${purpose}, ${code.customerId}, ${code.hash}, ${code.method}, now() + make_interval(mins => ${CODE_RULES.ttlMinutes}))
    ON CONFLICT (identifier, purpose) DO UPDATE SET
      customer_id = excluded.customer_id, code_hash = excluded.code_hash, method = excluded.method, attempts = 0,
      sent_at = now(), expires_at = excluded.expires_at, used_at = NULL
    WHERE l.used_at IS NOT NULL OR l.sent_at <= now() - make_interval(secs => ${CODE_RULES.resendSeconds})
    RETURNING l.id`));
  return stored.length > 0;
}

/** Takes back a code that could not be delivered (no cooldown for a message that never left), unless a newer one replaced it. */
export async function withdrawCode(db: Db, { identifier, purpose }: CodeKey, hash: string): Promise<void> {
  await db.orm.execute(sql`DELETE FROM login_codes WHERE identifier = ${identifier} AND purpose = ${purpose} AND code_hash = ${hash}`);
}

/**
 * What a typed code turned out to be: `accepted` (now used), `wrong` (a try counted), `spent`
 * (its tries are over: refused even when right, until a new code is sent), `missing` (none sent,
 * expired, used, or a change code of another customer).
 */
export type CodeCheck = 'accepted' | 'wrong' | 'spent' | 'missing';

/**
 * Checks a typed code against the identifier's live one inside the caller's transaction: the row
 * is locked, so two tries at once are counted one after the other. The caller commits a wrong
 * try's count even when it then refuses the request.
 */
export async function checkCode(tx: Executor, { identifier, purpose }: CodeKey, candidateHash: string, customerId: number | null): Promise<CodeCheck> {
  const [row] = rowsOf<{ id: number; code_hash: string; attempts: number; customer_id: number | null; live: boolean }>(await tx.execute(sql`
    SELECT id, code_hash, attempts, customer_id, (used_at IS NULL AND expires_at > now()) AS live
    FROM login_codes WHERE identifier = ${identifier} AND purpose = ${purpose}
    FOR UPDATE`));
  if (!row || !row.live || (row.customer_id === null ? null : Number(row.customer_id)) !== customerId) return 'missing';
  if (Number(row.attempts) >= CODE_RULES.maxWrongTries) return 'spent';
  if (!isSameHash(row.code_hash, candidateHash)) {
    await tx.execute(sql`UPDATE login_codes SET attempts = attempts + 1 WHERE id = ${row.id}`);
    return 'wrong';
  }
  await tx.execute(sql`UPDATE login_codes SET used_at = now() WHERE id = ${row.id}`);
  return 'accepted';
}
