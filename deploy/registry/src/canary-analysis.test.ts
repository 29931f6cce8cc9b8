/** @jest-environment node */
import { withSample, type Histogram, type VersionVitals } from '@shop/contracts';
import { DEFAULT_ANALYSIS } from './analysis-settings';
import { judgeCanary } from './canary-analysis';

const rules = { ...DEFAULT_ANALYSIS, confidence: 0.95, minViews: 100 };
const samples = (value: number, count: number): Histogram => Array.from({ length: count }, () => value).reduce(withSample, {});
const side = (fields: Partial<VersionVitals>): VersionVitals => ({ part: 'content-blog', version: 'x', views: 0, errorViews: 0, loadFailures: 0, vitals: {}, ...fields });

describe('judging a canary against the live version', () => {
  it('waits while either side has too few views', () => {
    const judgement = judgeCanary(side({ views: 500 }), side({ views: 40, loadFailures: 40 }), rules);
    expect(judgement.verdict).toBe('too few samples');
    expect(judgement.reason).toBe('error rate: 0.0 % of 40 views against 0.0 % of 500 live (each side needs 100)');
  });

  it('finds a canary whose remote fails to load worse, and says by how much', () => {
    const judgement = judgeCanary(side({ views: 500, loadFailures: 2 }), side({ views: 120, loadFailures: 120 }), rules);
    expect(judgement.verdict).toBe('worse');
    expect(judgement.reason).toMatch(/^load failure rate 100\.0 % of 120 views against 0\.4 % of 500 live \(z \d+\.\d\d > 1\.64 at 95 %\)$/);
  });

  it('finds more errors worse only beyond chance', () => {
    expect(judgeCanary(side({ views: 1000, errorViews: 20 }), side({ views: 1000, errorViews: 26 }), rules).verdict).toBe('holds');
    expect(judgeCanary(side({ views: 1000, errorViews: 20 }), side({ views: 1000, errorViews: 60 }), rules).verdict).toBe('worse');
  });

  it('finds a p75 LCP or INP beyond the margin worse, once both have the samples', () => {
    const live = side({ views: 500, vitals: { LCP: samples(2000, 200), INP: samples(100, 200) } });
    expect(judgeCanary(live, side({ views: 500, vitals: { LCP: samples(2100, 200), INP: samples(104, 200) } }), rules).verdict).toBe('holds');
    const slow = judgeCanary(live, side({ views: 500, vitals: { LCP: samples(3000, 200) } }), rules);
    expect(slow.verdict).toBe('worse');
    expect(slow.reason).toMatch(/^p75 LCP \d+ ms against \d+ ms live \(\+\d+ %, margin 20 %\)$/);
    // 50 samples of a slow LCP are not enough to judge it: the rates hold.
    expect(judgeCanary(live, side({ views: 500, vitals: { LCP: samples(3000, 50) } }), rules).verdict).toBe('holds');
  });

  it('judges a canary no shopper has reached yet as too few samples, not worse', () => {
    expect(judgeCanary(side({ views: 500 }), undefined, rules).verdict).toBe('too few samples');
  });
});
