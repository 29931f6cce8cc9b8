/** @jest-environment node */
import { p75Verdict, rateVerdict, twoProportionZ, zFor } from './canary-verdict';

const rules = { confidence: 0.95, minSamples: 200 };

describe('the canary verdict', () => {
  it('computes the pooled two-proportion z of known cases', () => {
    // 10 % against 15 % of 1,000 each: z = 0.05 / sqrt(0.125 · 0.875 · 0.002) = 3.381
    expect(twoProportionZ({ events: 100, samples: 1000 }, { events: 150, samples: 1000 })).toBeCloseTo(3.381, 2);
    expect(twoProportionZ({ events: 0, samples: 500 }, { events: 0, samples: 500 })).toBe(0);
    expect(twoProportionZ({ events: 1, samples: 0 }, { events: 1, samples: 10 })).toBe(0);
  });

  it.each([
    // An error on one view in ten, against one in fifty: worse.
    [{ events: 20, samples: 1000 }, { events: 100, samples: 1000 }, 'worse'],
    // The same rates: not worse.
    [{ events: 20, samples: 1000 }, { events: 20, samples: 1000 }, 'not worse'],
    // Better: not worse (the test is one-sided).
    [{ events: 100, samples: 1000 }, { events: 20, samples: 1000 }, 'not worse'],
    // 2.0 % against 2.6 %: within chance at 95 %.
    [{ events: 20, samples: 1000 }, { events: 26, samples: 1000 }, 'not worse'],
    // Every view failing, but only 50 of them: not enough to judge yet.
    [{ events: 0, samples: 1000 }, { events: 50, samples: 50 }, 'too few samples'],
  ] as const)('live %j, canary %j: %s', (live, canary, verdict) => {
    expect(rateVerdict(live, canary, rules)).toBe(verdict);
  });

  it('judges a p75 by the stated margin', () => {
    expect(p75Verdict(200, 239, 20)).toBe('not worse');
    expect(p75Verdict(200, 241, 20)).toBe('worse');
    expect(p75Verdict(undefined, 300, 20)).toBe('too few samples');
  });

  it('knows the common confidences and refuses another', () => {
    expect(zFor(0.95)).toBeCloseTo(1.645, 3);
    expect(() => zFor(0.42)).toThrow(/confidence must be one of/);
  });
});
