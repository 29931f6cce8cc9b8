import { Type, type Static } from '@sinclair/typebox';
import { Ok } from './envelope';

/** Spec §2 catch-all: the server names the page type of any path outside the route table. */
export const PageType = Type.Union(['home', 'product', 'category', 'infopage', 'page', 'payment'].map((t) => Type.Literal(t)));
export type PageType = 'home' | 'product' | 'category' | 'infopage' | 'page' | 'payment';

export const BlogPostSummary = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  excerpt: Type.String(),
  image: Type.String({ description: 'Image URL (base; the media route serves widths)' }),
  published_at: Type.String({ format: 'date-time' }),
});
export type BlogPostSummary = Static<typeof BlogPostSummary>;

export const BlogPost = Type.Composite([BlogPostSummary, Type.Object({ content: Type.String({ description: 'HTML (sanitize before rendering)' }), meta_title: Type.String(), meta_description: Type.String() })]);
export type BlogPost = Static<typeof BlogPost>;

/** GET /api/blog/posts/{page}/{limit} */
export const BlogPostsReply = Ok({ posts: Type.Array(BlogPostSummary), total: Type.Integer(), page: Type.Integer(), limit: Type.Integer() });
export type BlogPostsReply = Static<typeof BlogPostsReply>;

/** GET /api/blog/post/{slug}; `next` is null for the last post. Unknown slug: 400 not_found. */
export const BlogPostReply = Ok({ post: BlogPost, next: Type.Union([BlogPostSummary, Type.Null()]) });
export type BlogPostReply = Static<typeof BlogPostReply>;

export const InfoPage = Type.Object({
  url_path: Type.String(),
  title: Type.String(),
  content: Type.String({ description: 'HTML (sanitize before rendering)' }),
  meta_title: Type.String(),
  meta_description: Type.String(),
});
export type InfoPage = Static<typeof InfoPage>;

/** POST /api/indexedpages/get/{language} {url_path}. Unknown page: 400 not_found. */
export const InfoPageRequest = Type.Object({ url_path: Type.String({ minLength: 1, maxLength: 200, examples: ['delivery'] }) });
export const InfoPageReply = Ok({ page: InfoPage });
export type InfoPageReply = Static<typeof InfoPageReply>;

/** POST /api/email/subscribe {email}: result success | already_subscribed; bad email is 400 invalid_email. */
export const SubscribeRequest = Type.Object({ email: Type.String({ maxLength: 254, examples: ['anna@example.com'] }) });
export const SubscribeReply = Ok({ result: Type.Union([Type.Literal('success'), Type.Literal('already_subscribed')]) });
export type SubscribeReply = Static<typeof SubscribeReply>;
