import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { HISTOGRAM_SUM } from './record-beacon';

/**
 * How the vitals age (issue 26): minutes are kept for two hours (a canary is judged on them),
 * then summed into hours; hours for a week, then into days; days for 90 days, then dropped.
 */
export const RUM_AGES = [
  { from: 60, to: 3600, after: '2 hours', unit: 'hour' },
  { from: 3600, to: 86_400, after: '7 days', unit: 'day' },
] as const;
export const RUM_KEPT = '90 days';
/** How often the API rolls them up. */
export const ROLL_UP_EVERY_MS = 10 * 60_000;

/** Any number that names this job's advisory lock ("rum" in ASCII): one process rolls up at a time. */
const ROLL_UP_LOCK = 0x72756d;

const KEY = 'env, part, version, page, device, language';

/**
 * Rolls the old periods up into longer ones and drops the oldest, in one transaction: counts and
 * histograms are summed into the longer period's row (which may exist from a roll-up before), the
 * short rows deleted. On PostgreSQL one process does it at a time; another finding the lock taken
 * skips its turn. Answers how many rows were rolled up.
 */
export async function rollUpVitals(db: Db): Promise<number> {
  return db.orm.transaction(async (tx) => {
    const [lock] = rowsOf<{ taken: boolean }>(await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${ROLL_UP_LOCK}) AS taken`));
    if (!lock?.taken) return 0;
    let rolled = 0;
    for (const age of RUM_AGES) {
      const old = sql.raw(`period_seconds = ${age.from} AND period_start < now() - interval '${age.after}'`);
      const start = sql.raw(`date_trunc('${age.unit}', period_start)`);
      await tx.execute(sql`
        INSERT INTO rum_views (period_start, period_seconds, ${sql.raw(KEY)}, views, error_views, load_failures)
        SELECT ${start}, ${age.to}, ${sql.raw(KEY)}, sum(views), sum(error_views), sum(load_failures)
        FROM rum_views WHERE ${old} GROUP BY ${start}, ${sql.raw(KEY)}
        ON CONFLICT ON CONSTRAINT rum_views_pkey DO UPDATE SET
          views = rum_views.views + excluded.views,
          error_views = rum_views.error_views + excluded.error_views,
          load_failures = rum_views.load_failures + excluded.load_failures`);
      await tx.execute(sql`
        INSERT INTO rum_vitals (period_start, period_seconds, ${sql.raw(KEY)}, metric, histogram)
        SELECT period, ${age.to}, ${sql.raw(KEY)}, metric, jsonb_object_agg(bucket, samples) FROM (
          SELECT ${start} AS period, ${sql.raw(KEY)}, metric, bucket, sum(samples::integer) AS samples
          FROM rum_vitals, jsonb_each_text(histogram) AS b (bucket, samples)
          WHERE ${old} GROUP BY period, ${sql.raw(KEY)}, metric, bucket
        ) AS buckets GROUP BY period, ${sql.raw(KEY)}, metric
        ON CONFLICT ON CONSTRAINT rum_vitals_pkey DO UPDATE SET histogram = ${HISTOGRAM_SUM}`);
      const [gone] = rowsOf<{ n: string }>(await tx.execute(sql`WITH gone AS (DELETE FROM rum_views WHERE ${old} RETURNING 1) SELECT count(*) AS n FROM gone`));
      rolled += Number(gone?.n ?? 0);
      await tx.execute(sql`DELETE FROM rum_vitals WHERE ${old}`);
    }
    const expired = sql.raw(`period_start < now() - interval '${RUM_KEPT}'`);
    await tx.execute(sql`DELETE FROM rum_views WHERE ${expired}`);
    await tx.execute(sql`DELETE FROM rum_vitals WHERE ${expired}`);
    return rolled;
  });
}

/** Rolls up every `everyMs` until stopped; unref'd, and a failed turn is logged and tried next time. */
export function startVitalsRollUp(db: Db, log: { error(object: unknown, message: string): void }, everyMs = ROLL_UP_EVERY_MS): () => void {
  const timer = setInterval(() => {
    rollUpVitals(db).catch((error: unknown) => log.error({ err: error }, 'rolling up the vitals failed'));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
