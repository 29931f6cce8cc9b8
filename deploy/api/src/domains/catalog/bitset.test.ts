import { Bitset } from './bitset';

describe('Bitset', () => {
  it('adds, tests, intersects, unites and counts across word boundaries', () => {
    const a = new Bitset(100);
    const b = new Bitset(100);
    [0, 31, 32, 63, 64, 99].forEach((i) => a.add(i));
    [31, 32, 50, 99].forEach((i) => b.add(i));
    expect([0, 31, 32, 33, 99].map((i) => a.has(i))).toEqual([true, true, true, false, true]);
    expect(a.count()).toBe(6);
    expect(a.and(b).count()).toBe(3);
    expect(a.countAnd(b)).toBe(3);
    expect(a.or(b).count()).toBe(7);
    expect([0, 31, 63, 64, 99].filter((i) => a.andNot(b).has(i))).toEqual([0, 63, 64]);
    const members: number[] = [];
    a.forEach((i) => members.push(i));
    expect(members).toEqual([0, 31, 32, 63, 64, 99]);
  });

  it('counts a full word', () => {
    const full = new Bitset(64);
    for (let i = 0; i < 64; i++) full.add(i);
    expect(full.count()).toBe(64);
  });
});
