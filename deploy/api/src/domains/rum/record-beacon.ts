import { bucketOf, SHELL_PART, VITALS, vitalUnits, type Histogram, type PagePart, type ReleaseEnvironment, type RumBeacon, type RumView } from '@shop/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** The row a count or a histogram is added to: one minute of one version of a part on one kind of page. */
interface RumKey {
  periodStart: Date;
  env: ReleaseEnvironment;
  part: PagePart;
  version: string;
  page: string;
  device: string;
  language: string;
}

interface ViewCounts {
  views: number;
  errorViews: number;
  loadFailures: number;
}

const keyText = (key: RumKey, metric = ''): string => [key.part, key.version, key.page, metric].join('\0');

/** The minute a beacon is counted in. */
export const minuteOf = (at: Date): Date => new Date(Math.floor(at.getTime() / 60_000) * 60_000);

/** The parts a view ran, each with its version: the shell and the remotes. */
function partsOf(shell: string, remotes: RumView['remotes']): Array<[PagePart, string]> {
  return [[SHELL_PART, shell], ...(Object.entries(remotes) as Array<[PagePart, string]>)];
}

/**
 * A beacon's rows, summed by key: each view counts once for every part it ran (an error counts
 * against each of them, as the page cannot tell whose it was; a failed load only against the
 * remote that failed), and each vital once for every part of the page it measured.
 */
export function beaconRows(beacon: RumBeacon, env: ReleaseEnvironment, at: Date) {
  const base = { periodStart: minuteOf(at), env, device: beacon.device, language: beacon.language };
  const views = new Map<string, RumKey & ViewCounts>();
  for (const view of beacon.views) {
    for (const [part, version] of partsOf(beacon.shell, view.remotes)) {
      const key = { ...base, part, version, page: view.page };
      const row = views.get(keyText(key)) ?? { ...key, views: 0, errorViews: 0, loadFailures: 0 };
      row.views += 1;
      if (view.errors > 0) row.errorViews += 1;
      if ((view.failed as string[]).includes(part)) row.loadFailures += 1;
      views.set(keyText(key), row);
    }
  }
  const vitals = new Map<string, RumKey & { metric: string; histogram: Histogram }>();
  const measured = beacon.vitals;
  if (measured) {
    for (const [part, version] of partsOf(beacon.shell, measured.remotes)) {
      const key = { ...base, part, version, page: measured.page };
      for (const metric of VITALS) {
        const value = measured.values[metric];
        if (value === undefined) continue;
        const bucket = String(bucketOf(vitalUnits(metric, value)));
        const row = vitals.get(keyText(key, metric)) ?? { ...key, metric, histogram: {} };
        row.histogram[bucket] = (row.histogram[bucket] ?? 0) + 1;
        vitals.set(keyText(key, metric), row);
      }
    }
  }
  // In key order: concurrent beacons then lock the rows they share in one order, never each
  // holding one the other waits for (a deadlock on PostgreSQL).
  const inKeyOrder = <T>(rows: Map<string, T>): T[] => [...rows.keys()].sort().map((key) => rows.get(key)!);
  return { views: inKeyOrder(views), vitals: inKeyOrder(vitals) };
}

const keyValues = (row: RumKey, periodSeconds: number): SQL =>
  sql`${row.periodStart.toISOString()}::timestamptz, ${periodSeconds}, ${row.env}, ${row.part}, ${row.version}, ${row.page}, ${row.device}, ${row.language}`;

/**
 * Adds a beacon to its minute's rows: two upserts in one transaction, which add to the counts and
 * histograms another beacon (in this or another API process) may be adding to at the same moment.
 */
export async function recordBeacon(db: Db, env: ReleaseEnvironment, beacon: RumBeacon, at = new Date()): Promise<void> {
  const rows = beaconRows(beacon, env, at);
  if (rows.views.length === 0 && rows.vitals.length === 0) return;
  await db.orm.transaction(async (tx) => {
    if (rows.views.length > 0) {
      await tx.execute(sql`
        INSERT INTO rum_views (period_start, period_seconds, env, part, version, page, device, language, views, error_views, load_failures)
        VALUES ${sql.join(rows.views.map((row) => sql`(${keyValues(row, 60)}, ${row.views}, ${row.errorViews}, ${row.loadFailures})`), sql`, `)}
        ON CONFLICT ON CONSTRAINT rum_views_pkey DO UPDATE SET
          views = rum_views.views + excluded.views,
          error_views = rum_views.error_views + excluded.error_views,
          load_failures = rum_views.load_failures + excluded.load_failures`);
    }
    if (rows.vitals.length > 0) {
      await tx.execute(sql`
        INSERT INTO rum_vitals (period_start, period_seconds, env, part, version, page, device, language, metric, histogram)
        VALUES ${sql.join(rows.vitals.map((row) => sql`(${keyValues(row, 60)}, ${row.metric}, ${JSON.stringify(row.histogram)}::jsonb)`), sql`, `)}
        ON CONFLICT ON CONSTRAINT rum_vitals_pkey DO UPDATE SET histogram = ${HISTOGRAM_SUM}`);
    }
  });
}

/** In an upsert: the stored histogram plus the one being inserted, bucket by bucket. */
export const HISTOGRAM_SUM = sql.raw(`(
  SELECT jsonb_object_agg(bucket, total) FROM (
    SELECT bucket, sum(samples::integer) AS total FROM (
      SELECT * FROM jsonb_each_text(rum_vitals.histogram) UNION ALL SELECT * FROM jsonb_each_text(excluded.histogram)
    ) AS both_sides (bucket, samples) GROUP BY bucket
  ) AS summed)`);
