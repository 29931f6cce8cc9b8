import type { ProductPage } from '@shop/contracts';
import { LruMap } from '../../infra/lru-map';

/**
 * Product pages as they were answered, by product id and then by language and currency, the
 * products asked for least recently forgotten first. A page is kept from the moment it is asked
 * for, so concurrent requests for it share one database read; one forgotten while it is being
 * read (a review came in) is answered to those already waiting and not kept.
 */
export class ProductPageCache {
  private readonly pages: LruMap<number, Map<string, Promise<ProductPage>>>;

  constructor(maxProducts: number) {
    this.pages = new LruMap(maxProducts);
  }

  get(productId: number, variant: string, read: () => Promise<ProductPage>): Promise<ProductPage> {
    let variants = this.pages.get(productId);
    if (!variants) this.pages.set(productId, (variants = new Map()));
    const known = variants.get(variant);
    if (known) return known;
    const reading = read();
    variants.set(variant, reading);
    // A failure (not found, a database error) is answered once, not kept.
    reading.catch(() => { if (variants.get(variant) === reading) variants.delete(variant); });
    return reading;
  }

  /** One product's pages, or every page: what they show changed. */
  forget(productId?: number): void {
    if (productId === undefined) this.pages.clear();
    else this.pages.delete(productId);
  }
}
