// Real-user vitals are kept as histograms, never as raw beacons (issue 26): a minute of a page kind
// of one remote version holds, per metric, how many samples fell in each bucket. Buckets grow by
// 10 % from one unit (a millisecond; a thousandth for CLS), so any percentile read back is within
// 10 % of the true one, whatever the spread, and a histogram of a million samples is still at most
// ~120 numbers.

/** Each bucket's upper bound is this factor times its lower one. */
const GROWTH = 1.1;
const LOG_GROWTH = Math.log(GROWTH);
/** Values above this many units share the last bucket (10 minutes in milliseconds). */
const MAX_UNITS = 600_000;

/** Sparse counts by bucket index (JSON object keys are strings: the database stores it as jsonb). */
export type Histogram = Record<string, number>;

/** The bucket of a value in units: 0 holds everything under one unit. */
export function bucketOf(units: number): number {
  if (!(units >= 1)) return 0;
  return 1 + Math.floor(Math.log(Math.min(units, MAX_UNITS)) / LOG_GROWTH);
}

/** The values of a bucket: [lower, upper) in units. */
export function bucketRange(index: number): [number, number] {
  if (index <= 0) return [0, 1];
  return [GROWTH ** (index - 1), GROWTH ** index];
}

/** A histogram with one more sample of `units`. */
export function withSample(histogram: Histogram, units: number): Histogram {
  const key = String(bucketOf(units));
  return { ...histogram, [key]: (histogram[key] ?? 0) + 1 };
}

/** The sum of histograms (minutes rolled into an hour, versions' minutes into a report). */
export function merged(histograms: readonly Histogram[]): Histogram {
  const sum: Histogram = {};
  for (const histogram of histograms) {
    for (const [key, count] of Object.entries(histogram)) sum[key] = (sum[key] ?? 0) + count;
  }
  return sum;
}

export const sampleCount = (histogram: Histogram): number => Object.values(histogram).reduce((sum, count) => sum + count, 0);

/**
 * The `p`-th percentile (0-100) in units, read as the value at that rank inside its bucket, spread
 * evenly; undefined for an empty histogram.
 */
export function percentile(histogram: Histogram, p: number): number | undefined {
  const total = sampleCount(histogram);
  if (total === 0) return undefined;
  const rank = Math.max(1, Math.ceil((p / 100) * total));
  let seen = 0;
  for (const index of Object.keys(histogram).map(Number).sort((a, b) => a - b)) {
    const count = histogram[String(index)]!;
    if (seen + count >= rank) {
      const [lower, upper] = bucketRange(index);
      return lower + ((rank - seen) / count) * (upper - lower);
    }
    seen += count;
  }
  return undefined;
}
