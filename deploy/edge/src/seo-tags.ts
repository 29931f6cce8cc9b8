import { siteOf, sitemapUrl } from '@shop/api';
import { DEFAULT_LANGUAGE, imageUrl, searchPhraseOf, type LanguageCode, type Settings, type StockStatus } from '@shop/contracts';
import type { FirstView } from './first-view';
import { attribute as escapeHtml, htmlLang, jsonForScript } from './html';
import { FALLBACK_LANGUAGES } from './language';


/** Plain text for a meta description: tags dropped, spaces collapsed, at most ~160 characters on a word boundary. */
export function plainSummary(text: string, max = 160): string {
  const plain = text.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

/** schema.org availability of a size's stock status (spec §3 stock statuses). */
const AVAILABILITY: Record<StockStatus, string> = {
  inStock: 'https://schema.org/InStock',
  // Ships from the warehouse in two to three days: orderable now, as in stock.
  twoToThreeDays: 'https://schema.org/InStock',
  preOrder: 'https://schema.org/PreOrder',
  outOfStock: 'https://schema.org/OutOfStock',
};

/** Minor units (cents, kopecks, tetri: all three currencies have 100) as schema.org and Open Graph write prices. */
const amount = (minor: number) => (minor / 100).toFixed(2);

export interface SeoInput {
  /** `https://shop.example`; undefined when the request's Host can make no URL (then no URL tags). */
  origin: string | undefined;
  language: LanguageCode;
  /** The path without its language prefix, as the request has it ('/blog/wool-coat'). */
  rest: string;
  /** Partial: an older API's settings may lack a group; a missing value costs its tag, never the page. */
  settings: Partial<Settings> | undefined;
  /** Undefined when the API did not answer: the page gets the shop's name only. */
  view: FirstView | undefined;
}

/** What the head says about one page, before it is written as tags. */
interface PageMeta {
  title: string;
  description?: string;
  /** The page's path without prefix, as stored ('women/coats', '/'); its URLs are built from it. */
  path?: string;
  image?: string;
  type?: 'website' | 'product' | 'article';
  noindex?: boolean;
  price?: { amount: string; currency: string };
  jsonLd: object[];
}

/** `women/coats` breadcrumbs (ancestors, then the page) as schema.org BreadcrumbList. */
function breadcrumbList(crumbs: Array<{ name: string; path: string }>, url: (path: string) => string | undefined): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: url(crumb.path) })),
  };
}

/** The page's URLs in every language from its stored path; undefined without an origin to write them with. */
type PageUrls = (path: string) => ReturnType<typeof sitemapUrl> | undefined;

function describe(input: SeoInput, urlsOf: PageUrls): PageMeta {
  const { settings, view } = input;
  const name = settings?.name ?? '';
  const url = (path: string) => urlsOf(path)?.loc;
  const absolute = (path: string) => (input.origin ? `${input.origin}${path}` : path);
  const reply = view?.block?.reply;
  if (!view || view.status === 404 || view.personal || !view.block || !reply || reply.status !== 200) {
    // The 404 screen and a shopper's own pages (a cart, an order, the payment page under an
    // address the resolver names) are no page for an index.
    return { title: name, noindex: view?.status === 404 || view?.personal === true, jsonLd: [] };
  }
  const block = view.block;

  switch (block.kind) {
    case 'blog-list':
      return {
        title: settings?.seo?.blog.title ?? name,
        description: settings?.seo?.blog.description,
        path: 'blog',
        jsonLd: [],
      };
    case 'blog-post': {
      if (block.reply.status !== 200) break;
      const { post } = block.reply;
      const image = absolute(imageUrl(post.image, 1280));
      return {
        title: post.meta_title || post.title,
        description: plainSummary(post.meta_description || post.excerpt),
        path: `blog/${post.slug}`,
        image,
        type: 'article',
        jsonLd: [{
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: post.title,
          description: plainSummary(post.excerpt),
          image,
          datePublished: post.published_at,
          mainEntityOfPage: url(`blog/${post.slug}`),
          publisher: { '@type': 'Organization', name, logo: settings?.logo && absolute(settings.logo) },
        }],
      };
    }
    case 'search':
      // Results pages are for shoppers, not for search engines' indexes.
      return { title: `${searchPhraseOf(input.rest)} — ${name}`, noindex: true, jsonLd: [] };
    case 'resolve': {
      if (block.reply.status !== 200) break;
      const { data, url_path: path } = block.reply;
      if (data && 'home' in data) {
        const hero = data.home.blocks.find((b) => b.type === 'hero');
        const home = url('/');
        return {
          title: settings?.seo?.title ?? name,
          description: settings?.seo?.description,
          path: '/',
          image: hero && absolute(hero.image.urls[1280]),
          jsonLd: [
            {
              '@context': 'https://schema.org',
              '@type': 'Organization',
              name,
              url: home,
              logo: settings?.logo && absolute(settings.logo),
              email: settings?.email,
              telephone: settings?.telephone,
              address: settings?.contacts?.address,
            },
            {
              '@context': 'https://schema.org',
              '@type': 'WebSite',
              name,
              url: home,
              inLanguage: htmlLang(input.language),
              potentialAction: {
                '@type': 'SearchAction',
                target: { '@type': 'EntryPoint', urlTemplate: `${url('search')}/{search_term_string}` },
                'query-input': 'required name=search_term_string',
              },
            },
          ],
        };
      }
      if (data && 'category' in data) {
        const crumbs = data.breadcrumbs.map((crumb) => ({ name: crumb.name, path: crumb.url_path }));
        const image = data.items.find((item) => item.image)?.image;
        return {
          title: data.category.meta_title || data.category.name,
          description: plainSummary(data.category.meta_description),
          path,
          image: image ? absolute(image) : undefined,
          jsonLd: [breadcrumbList(crumbs, url)],
        };
      }
      if (data && 'product' in data) {
        const { product } = data;
        const images = product.images.map((photo) => absolute(photo.urls[1280]));
        const productUrl = url(product.url_path);
        const crumbs = [...product.breadcrumbs.map((crumb) => ({ name: crumb.name, path: crumb.url_path })), { name: product.name, path: product.url_path }];
        return {
          title: product.meta_title || product.name,
          description: plainSummary(product.meta_description || product.description),
          path,
          image: images[0],
          type: 'product',
          price: { amount: amount(product.price), currency: product.currency },
          jsonLd: [
            {
              '@context': 'https://schema.org',
              '@type': 'Product',
              name: product.name,
              sku: product.sku,
              description: plainSummary(product.description, 5000),
              image: images,
              url: productUrl,
              brand: { '@type': 'Brand', name },
              ...(product.rating.count > 0
                ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating.average, reviewCount: product.rating.count } }
                : {}),
              offers: product.sizes.map((size) => ({
                '@type': 'Offer',
                sku: `${product.sku}-${size.code}`,
                name: size.label,
                price: amount(product.price),
                priceCurrency: product.currency,
                availability: AVAILABILITY[size.stock],
                url: productUrl,
              })),
            },
            breadcrumbList(crumbs, url),
          ],
        };
      }
      if (data && 'page' in data && typeof data.page === 'object') {
        return { title: data.page.meta_title || data.page.title, description: plainSummary(data.page.meta_description), path, jsonLd: [] };
      }
      return { title: name, path, jsonLd: [] };
    }
  }
  return { title: name, jsonLd: [] };
}

/**
 * The head of a page as search engines and link previews read it, before any script runs: title,
 * description, canonical URL and the page in every language, Open Graph and Twitter card tags and
 * schema.org JSON-LD. Every value comes from the data and is escaped here.
 */
export function seoTags(input: SeoInput): { title: string; tags: string } {
  const languages = input.settings?.languages ?? FALLBACK_LANGUAGES;
  const site = input.origin ? siteOf(input.origin, languages) : undefined;
  const language = site?.languages.find((l) => l.code === input.language) ?? site?.fallback;
  const urlsOf: PageUrls = (path) => (site && language ? sitemapUrl(site, language, { path, lastmod: null }) : undefined);
  const meta = describe(input, urlsOf);
  const urls = meta.path !== undefined && !meta.noindex ? urlsOf(meta.path) : undefined;
  const tag = (name: string, attribute: 'name' | 'property', content: string | undefined) =>
    content ? `<meta ${attribute}="${name}" content="${escapeHtml(content)}">` : '';

  const tags = [
    tag('description', 'name', meta.description),
    meta.noindex ? '<meta name="robots" content="noindex">' : '',
    urls ? `<link rel="canonical" href="${escapeHtml(urls.loc)}">` : '',
    ...(urls?.alternates ?? []).map((alternate) => `<link rel="alternate" hreflang="${escapeHtml(alternate.hreflang)}" href="${escapeHtml(alternate.href)}">`),
    tag('og:type', 'property', meta.type ?? 'website'),
    tag('og:site_name', 'property', input.settings?.name),
    tag('og:title', 'property', meta.title),
    tag('og:description', 'property', meta.description),
    tag('og:url', 'property', urls?.loc),
    tag('og:image', 'property', meta.image),
    tag('og:locale', 'property', htmlLang(input.language ?? DEFAULT_LANGUAGE).replace('-', '_')),
    tag('product:price:amount', 'property', meta.price?.amount),
    tag('product:price:currency', 'property', meta.price?.currency),
    tag('twitter:card', 'name', meta.image ? 'summary_large_image' : 'summary'),
    tag('twitter:title', 'name', meta.title),
    tag('twitter:description', 'name', meta.description),
    tag('twitter:image', 'name', meta.image),
    ...meta.jsonLd.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ];
  return { title: meta.title, tags: tags.join('') };
}
