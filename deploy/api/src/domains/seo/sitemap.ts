import { DEFAULT_LANGUAGE } from '@shop/contracts';
import type { Db } from '../../db/client';
import { getSettings } from '../settings/settings-repository';
import { countPages, listPages, PAGE_KINDS } from './seo-repository';
import { parseSitemapName, sitemapFileName, sitemapUrl, siteOf, type Site, type SitePage } from './site-urls';
import { partCount, sitemapIndexXml, slicesOfPart, urlSetXml } from './sitemap-xml';

const HOME: SitePage = { path: '/', lastmod: null };

/** The site at `origin` in the languages the settings configure (none before the database is seeded). */
export async function readSite(db: Db, origin: string): Promise<Site> {
  return siteOf(origin, (await getSettings(db, DEFAULT_LANGUAGE))?.languages ?? []);
}

/** Every language lists the same pages, so each has the same number of parts: home plus every kind's count. */
async function pageCounts(db: Db): Promise<number[]> {
  const counts = await countPages(db);
  return [1, ...PAGE_KINDS.map((kind) => counts[kind])];
}

const sum = (numbers: number[]): number => numbers.reduce((a, b) => a + b, 0);

/** /sitemap.xml: each language's sitemap files. */
export async function sitemapIndex(db: Db, site: Site): Promise<string> {
  const parts = partCount(sum(await pageCounts(db)));
  return sitemapIndexXml(site.languages.flatMap((language) =>
    Array.from({ length: parts }, (_, i) => `${site.origin}/${sitemapFileName(language, i + 1)}`)));
}

/** /sitemap-{name}.xml: one language's part, or undefined for a file the index does not name. */
export async function languageSitemap(db: Db, site: Site, name: string): Promise<string | undefined> {
  const file = parseSitemapName(site, name);
  if (!file) return undefined;
  const counts = await pageCounts(db);
  if (file.part > partCount(sum(counts))) return undefined;
  const [home, ...kinds] = slicesOfPart(counts, file.part);
  const pages = await Promise.all(PAGE_KINDS.map((kind, i) => (kinds[i]!.limit > 0 ? listPages(db, kind, kinds[i]!) : [])));
  const listed = home!.limit > 0 ? [HOME, ...pages.flat()] : pages.flat();
  return urlSetXml(listed.map((page) => sitemapUrl(site, file.language, page)));
}
