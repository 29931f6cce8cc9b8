/** A set of small non-negative integers (product positions) as bits: and, or and count run a word at a time. */
export class Bitset {
  readonly words: Uint32Array;

  constructor(readonly size: number, words?: Uint32Array) {
    this.words = words ?? new Uint32Array(Math.ceil(size / 32));
  }

  add(i: number): void {
    this.words[i >>> 5]! |= 1 << (i & 31);
  }

  has(i: number): boolean {
    return (this.words[i >>> 5]! & (1 << (i & 31))) !== 0;
  }

  and(other: Bitset): Bitset {
    const words = new Uint32Array(this.words.length);
    for (let w = 0; w < words.length; w++) words[w] = this.words[w]! & other.words[w]!;
    return new Bitset(this.size, words);
  }

  or(other: Bitset): Bitset {
    const words = new Uint32Array(this.words.length);
    for (let w = 0; w < words.length; w++) words[w] = this.words[w]! | other.words[w]!;
    return new Bitset(this.size, words);
  }

  /** The members of this set that are not in `other`. */
  andNot(other: Bitset): Bitset {
    const words = new Uint32Array(this.words.length);
    for (let w = 0; w < words.length; w++) words[w] = this.words[w]! & ~other.words[w]!;
    return new Bitset(this.size, words);
  }

  /** Calls `visit` with each member, in ascending order. */
  forEach(visit: (i: number) => void): void {
    for (let w = 0; w < this.words.length; w++) {
      // As int32: a uint32 above 2³¹ would make V8 compute with doubles.
      let word = this.words[w]! | 0;
      while (word !== 0) {
        const lowest = word & -word;
        visit((w << 5) + 31 - Math.clz32(lowest));
        word ^= lowest;
      }
    }
  }

  count(): number {
    let total = 0;
    for (let w = 0; w < this.words.length; w++) total += popcount(this.words[w]!);
    return total;
  }

  /** |this ∧ other| without building the intersection. */
  countAnd(other: Bitset): number {
    let total = 0;
    for (let w = 0; w < this.words.length; w++) {
      // Intersections are mostly sparse: most words are empty and need no counting.
      const both = this.words[w]! & other.words[w]!;
      if (both !== 0) total += popcount(both);
    }
    return total;
  }
}

function popcount(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24);
}
