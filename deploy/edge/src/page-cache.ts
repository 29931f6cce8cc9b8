import type { EncodedPage } from './page-encodings';

/** A page as it was sent: status, the headers that are the page's own, and the HTML (compressed once). */
export interface CachedPage {
  status: number;
  headers: Record<string, string>;
  body: EncodedPage;
}

/**
 * Pages the edge made, by everything that made them (release set, URL, language, origin, shell
 * template), so a repeated page costs neither its first-data call nor its render. What it cannot
 * see in the key is the shop's data: any write through this edge (every API request but GET and
 * HEAD) drops them all, and a page is sent again for `ttlMs` at most, which bounds how long a change
 * made elsewhere (another edge, the API's own sweeps) can take to show (README "Server rendering").
 * Past that it stays, unsent, only for `kept`: the page while its data cannot be read.
 */
export class PageCache {
  private readonly pages = new Map<string, { page: CachedPage; until: number }>();

  constructor(
    private readonly ttlMs = 10_000,
    private readonly maxPages = 1000,
  ) {}

  /** The page while it is fresh (made within `ttlMs`). */
  get(key: string): CachedPage | undefined {
    const entry = this.pages.get(key);
    return entry && entry.until > Date.now() ? entry.page : undefined;
  }

  /**
   * The page however old, until a newer one, a write or the bound on pages replaces it: what the
   * edge sends while the page's data cannot be read (the database restarting), rather than nothing.
   */
  kept(key: string): CachedPage | undefined {
    return this.pages.get(key)?.page;
  }

  set(key: string, page: CachedPage): void {
    this.pages.delete(key);
    this.pages.set(key, { page, until: Date.now() + this.ttlMs });
    for (const oldest of this.pages.keys()) {
      if (this.pages.size <= this.maxPages) break;
      this.pages.delete(oldest);
    }
  }

  /** The shop's data changed: no page made before may be sent again. */
  clear(): void {
    this.pages.clear();
  }
}
