import { DEFAULT_LANGUAGE } from '@shop/contracts';
import type { Db } from '../../db/client';
import { getSettings } from '../settings/settings-repository';
import { countPages, listPages, PAGE_KINDS } from './seo-repository';
import { parseSitemapName, sitemapFileName, sitemapUrl, siteOf, type Site, type SitePage } from './site-urls';
import { partCount, sitemapIndexXml, slicesOfPart, urlSetXml, type Slice } from './sitemap-xml';

/** The site at `origin` in the languages the settings configure (none before the database is seeded). */
export async function readSite(db: Db, origin: string): Promise<Site> {
  return siteOf(origin, (await getSettings(db, DEFAULT_LANGUAGE))?.languages ?? []);
}

/** One run of pages a sitemap lists: how many, and a slice of them. */
interface PageSource { count: number; list(slice: Slice): Promise<SitePage[]> }

const HOME: PageSource = { count: 1, list: async () => [{ path: '/', lastmod: null }] };

/** What every language's sitemap lists, in order: home, then each kind of page. */
async function pageSources(db: Db): Promise<PageSource[]> {
  const counts = await countPages(db);
  return [HOME, ...PAGE_KINDS.map((kind) => ({ count: counts[kind], list: (slice: Slice) => listPages(db, kind, slice) }))];
}

const total = (sources: PageSource[]): number => sources.reduce((sum, source) => sum + source.count, 0);

/** /sitemap.xml: each language's sitemap files (every language lists the same pages, so as many of each). */
export async function sitemapIndex(db: Db, site: Site): Promise<string> {
  const parts = partCount(total(await pageSources(db)));
  return sitemapIndexXml(site.languages.flatMap((language) =>
    Array.from({ length: parts }, (_, i) => `${site.origin}/${sitemapFileName(language, i + 1)}`)));
}

/** /sitemap-{name}.xml: one language's part, or undefined for a file the index does not name. */
export async function languageSitemap(db: Db, site: Site, name: string): Promise<string | undefined> {
  const file = parseSitemapName(site, name);
  if (!file) return undefined;
  const sources = await pageSources(db);
  if (file.part > partCount(total(sources))) return undefined;
  const slices = slicesOfPart(sources.map((source) => source.count), file.part);
  const pages = await Promise.all(sources.map((source, i) => (slices[i]!.limit > 0 ? source.list(slices[i]!) : [])));
  return urlSetXml(pages.flat().map((page) => sitemapUrl(site, file.language, page)));
}
