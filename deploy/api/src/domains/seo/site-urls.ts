import { DEFAULT_LANGUAGE, type LanguageCode, type LanguageSetting } from '@shop/contracts';
import type { SitemapUrl } from './sitemap-xml';

/** A language of the site as its URLs need it. */
export interface SiteLanguage {
  code: LanguageCode;
  /** The URL prefix without slashes ('en'); '' for the default language, which has none. */
  prefix: string;
  /** 'ru', 'en', 'ka': the hreflang value and the sitemap file's name. */
  short: string;
}

export interface Site {
  /** `https://shop.example`: scheme, host and port, no slash after. */
  origin: string;
  languages: SiteLanguage[];
  /** The x-default alternate: the language without a prefix (ru-ru). */
  fallback: SiteLanguage | undefined;
}

/** The site from the settings' `languages` (spec §3); a prefix may be written 'en' or '/en/'. */
export function siteOf(origin: string, languages: readonly Pick<LanguageSetting, 'code' | 'url'>[]): Site {
  const site = languages.map(({ code, url }) => ({
    code,
    prefix: encodeURIComponent(url.replace(/^\/+|\/+$/g, '')),
    short: code.split('-')[0]!,
  }));
  return { origin, languages: site, fallback: site.find((l) => l.code === DEFAULT_LANGUAGE) ?? site[0] };
}

/** A stored path ('women/dresses', 'blog/a b') as a URL writes it: '/women/dresses', '/blog/a%20b'. */
export function encodePath(path: string): string {
  const segments = path.split('/').filter((segment) => segment !== '');
  return `/${segments.map(encodeURIComponent).join('/')}`;
}

/** An encoded path under a language's prefix, the way @shop/i18n's localizePath writes links: '/' → '/en'. */
export function pageUrl(origin: string, prefix: string, encodedPath: string): string {
  if (prefix === '') return `${origin}${encodedPath}`;
  return encodedPath === '/' ? `${origin}/${prefix}` : `${origin}/${prefix}${encodedPath}`;
}

export interface SitePage {
  /** Without the language prefix: '/', 'women/dresses', 'blog/new-season'. */
  path: string;
  lastmod: string | null;
}

/** A page's sitemap entry in one language, with the page in every language as its alternates. */
export function sitemapUrl(site: Site, language: SiteLanguage, page: SitePage): SitemapUrl {
  const path = encodePath(page.path);
  const alternates = site.languages.map((l) => ({ hreflang: l.short, href: pageUrl(site.origin, l.prefix, path) }));
  if (site.fallback) alternates.push({ hreflang: 'x-default', href: pageUrl(site.origin, site.fallback.prefix, path) });
  return { loc: pageUrl(site.origin, language.prefix, path), lastmod: page.lastmod, alternates };
}

/** `sitemap-ru.xml`, then `sitemap-ru-2.xml` and on for a language's further parts. */
export function sitemapFileName(language: SiteLanguage, part: number): string {
  return part === 1 ? `sitemap-${language.short}.xml` : `sitemap-${language.short}-${part}.xml`;
}

/** The language and part a file name's `{name}` (`ru`, `ru-2`) names; part 1 has one name only. */
export function parseSitemapName(site: Site, name: string): { language: SiteLanguage; part: number } | undefined {
  const match = /^([a-z]+)(?:-([1-9][0-9]*))?$/.exec(name);
  const language = match && site.languages.find((l) => l.short === match[1]);
  if (!language || match[2] === '1') return undefined;
  return { language, part: Number(match[2] ?? 1) };
}
