// Is a canary worse than the live version of its remote? Two kinds of evidence (issue 26): a rate
// (JavaScript errors, failed remote loads per page view) compared by a one-sided two-proportion
// z-test, and a vital's p75 (INP, LCP) compared by a stated percentage.

export interface Proportion {
  /** Page views with the event (an error, a failed load). */
  events: number;
  /** Page views in all. */
  samples: number;
}

/** The one-sided normal quantile for common confidences (no statistics library for four numbers). */
const Z_ONE_SIDED = new Map([[0.9, 1.2816], [0.95, 1.6449], [0.975, 1.96], [0.99, 2.3263]]);

/** The confidences the test can be held to: `registry settings --confidence` takes one of these. */
export const CONFIDENCES: readonly number[] = [...Z_ONE_SIDED.keys()];

export function zFor(confidence: number): number {
  const z = Z_ONE_SIDED.get(confidence);
  if (z === undefined) throw new Error(`confidence must be one of ${CONFIDENCES.join(', ')} (got ${confidence})`);
  return z;
}

/**
 * The z statistic of "canary's rate is higher than live's" with the pooled standard error; 0 when
 * either side has no samples or neither has an event.
 */
export function twoProportionZ(live: Proportion, canary: Proportion): number {
  if (live.samples === 0 || canary.samples === 0) return 0;
  const pooled = (live.events + canary.events) / (live.samples + canary.samples);
  const error = Math.sqrt(pooled * (1 - pooled) * (1 / live.samples + 1 / canary.samples));
  if (error === 0) return 0;
  return (canary.events / canary.samples - live.events / live.samples) / error;
}

export type RateVerdict = 'worse' | 'not worse' | 'too few samples';

/** The canary's rate is worse at `confidence`, once each side has at least `minSamples` page views. */
export function rateVerdict(live: Proportion, canary: Proportion, { confidence, minSamples }: { confidence: number; minSamples: number }): RateVerdict {
  if (live.samples < minSamples || canary.samples < minSamples) return 'too few samples';
  return twoProportionZ(live, canary) > zFor(confidence) ? 'worse' : 'not worse';
}

/** The canary's p75 is worse when it exceeds live's by more than `marginPercent`. */
export function p75Verdict(live: number | undefined, canary: number | undefined, marginPercent: number): RateVerdict {
  if (live === undefined || canary === undefined) return 'too few samples';
  return canary > live * (1 + marginPercent / 100) ? 'worse' : 'not worse';
}
