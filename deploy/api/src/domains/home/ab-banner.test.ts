/** @jest-environment node */
import { variantFor } from './ab-banner';

describe('variantFor', () => {
  const variants = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];

  it('keeps the variant the cookie names: nothing new to set', () => {
    expect(variantFor(variants, 'b', () => 0)).toEqual({ variant: { id: 'b' }, fresh: false });
  });

  it.each([undefined, '', 'z', 'B', 'a '])('picks afresh for the cookie %j, to be set', (cookie) => {
    expect(variantFor(variants, cookie, () => 2)).toEqual({ variant: { id: 'c' }, fresh: true });
  });

  it('picks among all variants, by default uniformly at random', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) seen.add(variantFor(variants, undefined)!.variant.id);
    expect([...seen].sort()).toEqual(['a', 'b', 'c']);
  });

  it('has nothing to give while no test runs', () => {
    expect(variantFor([], 'a')).toBeUndefined();
  });
});
