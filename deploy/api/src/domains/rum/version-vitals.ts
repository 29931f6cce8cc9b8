import { merged, type Histogram, type PagePart, type ReleaseEnvironment, type Vital, type VersionVitals } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';

/**
 * What each version of a part of the page lived through since `since`, summed over page kinds,
 * devices and languages: the registry's report and its canary analysis compare these. Periods
 * that end after `since` count whole (a rolled-up hour is not split again).
 */
export async function vitalsByVersion(db: Db, query: { env: ReleaseEnvironment; part: PagePart; since: Date }): Promise<VersionVitals[]> {
  const since = query.since.toISOString();
  const inPeriod = sql`env = ${query.env} AND part = ${query.part} AND period_start + period_seconds * interval '1 second' > ${since}::timestamptz`;
  const counts = rowsOf<{ version: string; views: string; error_views: string; load_failures: string }>(await db.orm.execute(sql`
    SELECT version, sum(views) AS views, sum(error_views) AS error_views, sum(load_failures) AS load_failures
    FROM rum_views WHERE ${inPeriod} GROUP BY version`));
  const histograms = rowsOf<{ version: string; metric: Vital; histogram: Histogram }>(await db.orm.execute(sql`
    SELECT version, metric, histogram FROM rum_vitals WHERE ${inPeriod}`));

  const byVersion = new Map<string, VersionVitals>();
  const versionOf = (version: string): VersionVitals => {
    let entry = byVersion.get(version);
    if (!entry) byVersion.set(version, (entry = { part: query.part, version, views: 0, errorViews: 0, loadFailures: 0, vitals: {} }));
    return entry;
  };
  for (const row of counts) {
    Object.assign(versionOf(row.version), { views: Number(row.views), errorViews: Number(row.error_views), loadFailures: Number(row.load_failures) });
  }
  for (const row of histograms) {
    const entry = versionOf(row.version);
    entry.vitals[row.metric] = merged([entry.vitals[row.metric] ?? {}, row.histogram]);
  }
  return [...byVersion.values()].sort((a, b) => b.views - a.views);
}
