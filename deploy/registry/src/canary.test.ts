/** @jest-environment node */
import { hasCanary, registryMapFor, versionFor, visitorBucket } from './canary';
import { DEFAULT_ANALYSIS } from './analysis-settings';
import type { Deployment } from './state';

const live = (version: string, canary: Deployment['canary'] = null): Deployment => ({ live: version, canary, stack: [version], analysis: DEFAULT_ANALYSIS });
const AT = '2026-11-29T10:00:00.000Z';
const visitors = Array.from({ length: 2000 }, (_, i) => `visitor-${i}`);

it('puts each visitor in one place 0..99 per remote, the same every time', () => {
  for (const id of visitors.slice(0, 50)) {
    const bucket = visitorBucket(id, 'catalog');
    expect(bucket).toBeGreaterThanOrEqual(0);
    expect(bucket).toBeLessThan(100);
    expect(visitorBucket(id, 'catalog')).toBe(bucket);
  }
  // Another remote's canary picks other visitors.
  expect(visitors.slice(0, 50).some((id) => visitorBucket(id, 'catalog') !== visitorBucket(id, 'giftcard'))).toBe(true);
});

it('sends about the canary share of visitors to the canary, and the others to the live version', () => {
  const deployment = live('1.0.0+aaaaaaaa', { version: '1.1.0+bbbbbbbb', percent: 20, since: AT, stepSince: AT });
  const share = visitors.filter((id) => versionFor('catalog', deployment, id) === '1.1.0+bbbbbbbb').length / visitors.length;
  expect(share).toBeGreaterThan(0.16);
  expect(share).toBeLessThan(0.24);
  expect(versionFor('catalog', deployment, undefined)).toBe('1.0.0+aaaaaaaa');
});

it('maps each remote to its manifest URL for one visitor, and says whether a canary runs', () => {
  const all = { catalog: live('1.0.0+aaaaaaaa', { version: '1.1.0+bbbbbbbb', percent: 99, since: AT, stepSince: AT }), giftcard: live('2.0.0+cccccccc') };
  const inCanary = visitors.find((id) => visitorBucket(id, 'catalog') < 99)!;
  expect(registryMapFor(all, inCanary)).toEqual({
    catalog: '/remotes/catalog/1.1.0+bbbbbbbb/mf-manifest.json',
    giftcard: '/remotes/giftcard/2.0.0+cccccccc/mf-manifest.json',
  });
  expect(registryMapFor(all)['catalog']).toBe('/remotes/catalog/1.0.0+aaaaaaaa/mf-manifest.json');
  expect(hasCanary(all)).toBe(true);
  expect(hasCanary({ giftcard: all.giftcard })).toBe(false);
  expect(registryMapFor({ catalog: { live: null, canary: null, stack: [], analysis: DEFAULT_ANALYSIS } })).toEqual({});
});
