import { Bitset } from './bitset';

/**
 * The products having each filter value, kept two ways: a bitset per value, and each product's
 * list of values. How many products of a selection have a value can then be counted either by
 * one AND-and-count pass per value (cost: values × words) or by one pass over the selection's
 * products (cost: products × their values); `count` takes whichever touches less, so a narrow
 * selection costs little however many values there are, and a wide one however many products.
 */
export class ValueSets {
  private readonly indexOf: Map<number, number>;
  /** Product position i has the values valuesOfProducts[starts[i] … starts[i + 1]), as indexes into `ids`. */
  private readonly starts: Int32Array;
  private readonly valuesOfProducts: Int32Array;

  constructor(private readonly sets: ReadonlyMap<number, Bitset>, size: number) {
    const ids = [...sets.keys()];
    this.indexOf = new Map(ids.map((id, k) => [id, k]));
    const perProduct = new Int32Array(size + 1);
    for (const set of sets.values()) set.forEach((i) => { perProduct[i + 1]! += 1; });
    for (let i = 0; i < size; i++) perProduct[i + 1]! += perProduct[i]!;
    this.starts = perProduct;
    this.valuesOfProducts = new Int32Array(perProduct[size]!);
    const filled = perProduct.slice(0, size);
    ids.forEach((id, k) => sets.get(id)!.forEach((i) => { this.valuesOfProducts[filled[i]!++] = k; }));
  }

  get(valueId: number): Bitset | undefined {
    return this.sets.get(valueId);
  }

  /** Every value id, in the order the sets were given. */
  ids(): IterableIterator<number> {
    return this.sets.keys();
  }

  /** Sets `counts` of each of `valueIds` (all known) to how many products of `scope` have it. */
  count(scope: Bitset, valueIds: readonly number[], counts: Map<number, number>): void {
    const members = scope.count();
    const averageValues = this.valuesOfProducts.length / Math.max(1, this.starts.length - 1);
    if (valueIds.length * scope.words.length <= members * averageValues) {
      for (const id of valueIds) counts.set(id, scope.countAnd(this.sets.get(id)!));
      return;
    }
    const tally = new Int32Array(this.indexOf.size);
    const { starts, valuesOfProducts } = this;
    // The members of the scope, a word at a time (inline: this loop is the hot one of a listing).
    for (let w = 0; w < scope.words.length; w++) {
      let word = scope.words[w]! | 0;
      while (word !== 0) {
        const lowest = word & -word;
        const i = (w << 5) + 31 - Math.clz32(lowest);
        for (let j = starts[i]!; j < starts[i + 1]!; j++) tally[valuesOfProducts[j]!]! += 1;
        word ^= lowest;
      }
    }
    for (const id of valueIds) counts.set(id, tally[this.indexOf.get(id)!]!);
  }
}
