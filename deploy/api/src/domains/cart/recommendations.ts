/**
 * "You may also like" for a cart: the bestsellers of each of its products' categories, taken in
 * turns so every category gets a share, without what the cart holds or repeats; at most `limit`.
 */
export function pickRecommendations(topsByCategory: readonly (readonly number[])[], inCart: ReadonlySet<number>, limit: number): number[] {
  const picked = new Set<number>();
  const longest = Math.max(0, ...topsByCategory.map((tops) => tops.length));
  for (let rank = 0; rank < longest && picked.size < limit; rank++) {
    for (const tops of topsByCategory) {
      const id = tops[rank];
      if (id !== undefined && !inCart.has(id)) picked.add(id);
      if (picked.size === limit) break;
    }
  }
  return [...picked];
}
