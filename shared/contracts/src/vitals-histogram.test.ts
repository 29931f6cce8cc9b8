import { bucketOf, bucketRange, merged, percentile, sampleCount, withSample, type Histogram } from './vitals-histogram';

const of = (values: readonly number[]): Histogram => values.reduce(withSample, {});

describe('vitals histograms', () => {
  it('puts a value in the bucket whose range holds it', () => {
    for (const value of [0, 0.5, 1, 1.05, 2, 99, 100, 2500, 599_999]) {
      const [lower, upper] = bucketRange(bucketOf(value));
      expect(value).toBeGreaterThanOrEqual(lower);
      expect(value).toBeLessThan(upper);
    }
  });

  it('reads a percentile back within 10 % of the true one, whatever the spread', () => {
    const values = Array.from({ length: 1000 }, (_, i) => 50 + (i * i) / 100);
    const histogram = of(values);
    for (const p of [50, 75, 90, 99]) {
      const truth = [...values].sort((a, b) => a - b)[Math.ceil((p / 100) * values.length) - 1]!;
      const read = percentile(histogram, p)!;
      expect(Math.abs(read - truth) / truth).toBeLessThan(0.1);
    }
  });

  it('keeps at most ~130 buckets, however many samples and however far apart', () => {
    const histogram = of(Array.from({ length: 20_000 }, (_, i) => i * 37));
    expect(Object.keys(histogram).length).toBeLessThanOrEqual(140);
    expect(sampleCount(histogram)).toBe(20_000);
  });

  it('merges minutes into one histogram, counts added', () => {
    const both = merged([of([10, 20]), of([20, 4000])]);
    expect(sampleCount(both)).toBe(4);
    expect(both[String(bucketOf(20))]).toBe(2);
  });

  it('has no percentile without samples, and a value past the last bucket counts in it', () => {
    expect(percentile({}, 75)).toBeUndefined();
    expect(bucketOf(10_000_000)).toBe(bucketOf(600_000));
    expect(bucketOf(Number.NaN)).toBe(0);
  });
});
