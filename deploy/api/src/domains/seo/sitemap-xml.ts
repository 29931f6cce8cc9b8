// The sitemaps.org protocol (https://www.sitemaps.org/protocol.html) with Google's hreflang
// alternates (xhtml:link). Pure functions: the callers hand in absolute, percent-encoded URLs.

/** The most URLs one sitemap file may list; a language with more gets numbered parts. */
export const SITEMAP_MAX_URLS = 50_000;

export interface Alternate {
  /** ru, en, ka, or x-default (the page for languages the site does not have). */
  hreflang: string;
  href: string;
}

export interface SitemapUrl {
  loc: string;
  /** W3C datetime, e.g. 2024-05-01T10:00:00Z. */
  lastmod?: string | null;
  alternates: readonly Alternate[];
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const SPECIAL = /[&<>"']/;
const SPECIALS = /[&<>"']/g;

/** Text safe inside an element and inside a double- or single-quoted attribute. */
export function escapeXml(text: string): string {
  // Most values (percent-encoded URLs) need nothing: testing first spares a copy of each.
  return SPECIAL.test(text) ? text.replace(SPECIALS, (char) => ENTITIES[char]!) : text;
}

/**
 * One sitemap file; more than SITEMAP_MAX_URLS is the caller's mistake (split into parts first).
 * Appending to one string is twice as fast as joining a piece per URL at 50,000 URLs.
 */
export function urlSetXml(urls: Iterable<SitemapUrl>): string {
  let xml = `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n`;
  let count = 0;
  for (const { loc, lastmod, alternates } of urls) {
    if (++count > SITEMAP_MAX_URLS) throw new RangeError(`a sitemap file lists at most ${SITEMAP_MAX_URLS} URLs`);
    xml += `<url><loc>${escapeXml(loc)}</loc>`;
    if (lastmod) xml += `<lastmod>${escapeXml(lastmod)}</lastmod>`;
    for (const { hreflang, href } of alternates) {
      xml += `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`;
    }
    xml += '</url>\n';
  }
  return `${xml}</urlset>\n`;
}

/** The sitemap index: where each sitemap file is. */
export function sitemapIndexXml(locations: Iterable<string>): string {
  const parts = [`${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n`];
  for (const loc of locations) parts.push(`<sitemap><loc>${escapeXml(loc)}</loc></sitemap>\n`);
  parts.push('</sitemapindex>\n');
  return parts.join('');
}

/** How many files `total` URLs take: at least one (a language's sitemap always lists its home page). */
export function partCount(total: number, perFile = SITEMAP_MAX_URLS): number {
  return Math.max(1, Math.ceil(total / perFile));
}

export interface Slice { offset: number; limit: number }

/**
 * The rows part `part` (from 1) lists of each kind, when the kinds' rows follow each other in
 * order and every file but the last holds `perFile`: one slice per count, limit 0 for none.
 */
export function slicesOfPart(counts: readonly number[], part: number, perFile = SITEMAP_MAX_URLS): Slice[] {
  const start = (part - 1) * perFile;
  const end = start + perFile;
  let before = 0;
  return counts.map((count) => {
    const from = Math.max(start, before);
    const to = Math.min(end, before + count);
    before += count;
    return to > from ? { offset: from - (before - count), limit: to - from } : { offset: 0, limit: 0 };
  });
}
