import { percentile, sampleCount, type VersionVitals } from '@shop/contracts';
import type { AnalysisSettings } from './analysis-settings';
import type { Deployment } from './state';
import { p75Verdict, rateVerdict, twoProportionZ, zFor, type RateVerdict } from './canary-verdict';

/** One comparison of the canary with the live version. */
export interface Check {
  what: 'error rate' | 'load failure rate' | 'p75 INP' | 'p75 LCP';
  verdict: RateVerdict;
  /** Why, in a sentence the history and the report print. */
  detail: string;
}

export interface Judgement {
  /** worse: roll it back. holds: enough views, nothing worse. too few samples: wait. */
  verdict: 'worse' | 'holds' | 'too few samples';
  checks: Check[];
  /** The checks that made the verdict, for the history's reason and the report. */
  reason: string;
}

const NONE: VersionVitals = { part: 'shell', version: '', views: 0, errorViews: 0, loadFailures: 0, vitals: {} };
const percent = (events: number, views: number) => (views === 0 ? '–' : `${((100 * events) / views).toFixed(1)} %`);

function rateCheck(what: 'error rate' | 'load failure rate', count: (side: VersionVitals) => number, live: VersionVitals, canary: VersionVitals, settings: AnalysisSettings): Check {
  const [l, c] = [{ events: count(live), samples: live.views }, { events: count(canary), samples: canary.views }];
  const verdict = rateVerdict(l, c, { confidence: settings.confidence, minSamples: settings.minViews });
  const sides = `${percent(c.events, c.samples)} of ${c.samples} views against ${percent(l.events, l.samples)} of ${l.samples} live`;
  if (verdict === 'too few samples') return { what, verdict, detail: `${what}: ${sides} (each side needs ${settings.minViews})` };
  const z = twoProportionZ(l, c);
  const test = `z ${z.toFixed(2)} ${verdict === 'worse' ? '>' : '≤'} ${zFor(settings.confidence).toFixed(2)} at ${settings.confidence * 100} %`;
  return { what, verdict, detail: `${what} ${sides} (${test})` };
}

function p75Check(what: 'p75 INP' | 'p75 LCP', live: VersionVitals, canary: VersionVitals, settings: AnalysisSettings): Check {
  const metric = what === 'p75 INP' ? 'INP' : 'LCP';
  const [l, c] = [live.vitals[metric] ?? {}, canary.vitals[metric] ?? {}];
  const enough = sampleCount(l) >= settings.minViews && sampleCount(c) >= settings.minViews;
  const [lp, cp] = [percentile(l, 75), percentile(c, 75)];
  const verdict = enough ? p75Verdict(lp, cp, settings.vitalMarginPercent) : 'too few samples';
  const ms = (value: number | undefined) => (value === undefined ? '–' : `${Math.round(value)} ms`);
  const change = lp && cp ? ` (${cp >= lp ? '+' : ''}${Math.round((100 * (cp - lp)) / lp)} %, margin ${settings.vitalMarginPercent} %)` : '';
  const samples = enough ? change : ` (${sampleCount(c)} and ${sampleCount(l)} samples; each side needs ${settings.minViews})`;
  return { what, verdict, detail: `${what} ${ms(cp)} against ${ms(lp)} live${samples}` };
}

/**
 * Is the canary worse than the live version of its remote, over the same minutes? Worse when its
 * error rate or its load-failure rate is higher by a one-sided two-proportion test at the stated
 * confidence (both sides with at least `minViews` views), or its p75 INP or LCP exceeds the live
 * one's by more than the stated margin (both with at least `minViews` samples). It holds once the
 * rates could be judged and nothing is worse; the vitals are judged when they have the samples.
 */
export function judgeCanary(live: VersionVitals | undefined, canary: VersionVitals | undefined, settings: AnalysisSettings): Judgement {
  const [l, c] = [live ?? NONE, canary ?? NONE];
  const checks = [
    rateCheck('error rate', (side) => side.errorViews, l, c, settings),
    rateCheck('load failure rate', (side) => side.loadFailures, l, c, settings),
    p75Check('p75 INP', l, c, settings),
    p75Check('p75 LCP', l, c, settings),
  ];
  const worse = checks.filter((check) => check.verdict === 'worse');
  if (worse.length > 0) return { verdict: 'worse', checks, reason: worse.map((check) => check.detail).join('; ') };
  const rates = checks.slice(0, 2);
  if (rates.some((check) => check.verdict === 'too few samples')) return { verdict: 'too few samples', checks, reason: rates[0]!.detail };
  return { verdict: 'holds', checks, reason: checks.map((check) => check.detail).join('; ') };
}

/** A running canary against its live version, picked out of the figures by version (none without a canary). */
export function judgeDeployment({ live, canary, analysis }: Deployment, measured: readonly VersionVitals[]): Judgement | undefined {
  if (!canary) return undefined;
  return judgeCanary(measured.find((v) => v.version === live), measured.find((v) => v.version === canary.version), analysis);
}
