import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { pacer } from '../../infra/pace';

// The listing index is read from the database a slice of products at a time, resting after each
// slice as long as it took (infra/pace.ts). PGlite runs a statement on the event loop's own
// thread: one statement over 100,000 products holds every request for a quarter of a second, and
// a whole rebuild done in one go held them for nearly four seconds. A slice's statement takes a
// few tens of milliseconds; requests are answered in between.

/** Product ids a statement reads at most, by default. */
export const SLICE_IDS = 10_000;

export interface IdRange { from: number; to: number }


export class ProductSlices {
  private constructor(private readonly ranges: IdRange[]) {}

  /** Ranges of product ids covering every product, at most `sliceIds` ids each. */
  static async of(db: Db, sliceIds = SLICE_IDS): Promise<ProductSlices> {
    const [row] = rowsOf<{ first: number | null; last: number | null }>(await db.orm.execute(sql`SELECT min(id) AS first, max(id) AS last FROM products`));
    const ranges: IdRange[] = [];
    if (row?.first != null && row.last != null) {
      for (let from = Number(row.first); from <= Number(row.last); from += sliceIds) ranges.push({ from, to: Math.min(from + sliceIds - 1, Number(row.last)) });
    }
    return new ProductSlices(ranges);
  }

  /** Runs `read` on each range in order, giving the event loop a turn after each. */
  async each(read: (range: IdRange) => Promise<void>): Promise<void> {
    const rest = pacer();
    for (const range of this.ranges) {
      await read(range);
      await rest();
    }
  }
}
