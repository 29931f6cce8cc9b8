import type { BlogPostReply, BlogPostsReply } from './content';
import type { ErrorReply } from './envelope';
import type { SearchResultReply } from './listing';
import type { ResolveReply } from './resolve';

// A public page's first data, inlined by the edge into the HTML it sends (architecture.md "Page
// data"). Only types and plain values here: the shell reads the block without any schema library.

/** Ids of the `<script type="application/json">` blocks the edge writes before `</head>`. */
export const REGISTRY_BLOCK_ID = 'shop-registry';
export const SETTINGS_BLOCK_ID = 'shop-settings';
/** The block that carries the page's first data. */
export const PAGE_BLOCK_ID = 'shop-page';
/**
 * The `<template>` of a rendered page's hints for what only its hydration needs (the route's
 * remote files): the shell's start.js puts them in once the page is painted, with main.js.
 */
export const AFTER_PAINT_HINTS_ID = 'shop-after-paint';

/**
 * What the edge asked the API for the page, and the reply, in the shape of that endpoint's reply:
 * - `resolve`: GET /api/url/resolve (home, category, product and info pages);
 * - `blog-list`: GET /api/blog/posts/{page}/{BLOG_PAGE_SIZE} of the `?page=` in the path;
 * - `blog-post`: GET /api/blog/post/{slug};
 * - `search`: GET /api/search/query/{phrase}/1.
 * A 400 reply (an unknown path or post) is inlined too: the shell shows the 404 screen at once.
 * `path` is the path and query the HTML was sent for, as the browser's location spells them: the
 * page uses the data only while it shows that very path.
 */
export type InlinedPage =
  | { kind: 'resolve'; path: string; reply: ResolveReply | ErrorReply }
  | { kind: 'blog-list'; path: string; reply: BlogPostsReply | ErrorReply }
  | { kind: 'blog-post'; path: string; reply: BlogPostReply | ErrorReply }
  | { kind: 'search'; path: string; reply: SearchResultReply | ErrorReply };

export type InlinedPageKind = InlinedPage['kind'];

/**
 * `sizes` of each page's largest image, shared by the page that renders it and the edge that
 * preloads it: the preload is only of use when the browser picks the same file for both.
 */
export const LEAD_IMAGE_SIZES = {
  /** The product's first photo in the gallery. */
  productPhoto: '(min-width: 1280px) 560px, (min-width: 768px) 50vw, 100vw',
  /** The home page's wide banners: the hero and the carousel's slides (the first slide is its LCP on phones). */
  homeBanner: '(min-width: 1280px) 1216px, 100vw',
  /** A blog post's cover. */
  postCover: '(min-width: 1280px) 800px, 100vw',
} as const;
