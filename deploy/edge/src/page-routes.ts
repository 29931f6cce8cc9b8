import { BLOG_PAGE_SIZE, type InlinedPageKind } from '@shop/contracts';

/**
 * What the edge asks the API for a page's first data: the same call the page would make, so the
 * page renders the inlined reply as if it had asked itself. Mirrors the shell's route table
 * (shell/src/routes/app-routes.tsx); a path it does not know is resolved like the shell's
 * catch-all does. `notFound` is a path that is the 404 screen whatever the API says.
 */
export type PagePlan =
  | { kind: Exclude<InlinedPageKind, 'resolve'>; apiPath: string }
  /** `infoPageOnly`: /page/{path} shows an info page or the 404 screen, whatever else the path is. */
  | { kind: 'resolve'; apiPath: string; infoPageOnly: boolean }
  | { kind: 'not-found' };

/** `?page=2` → 2; anything else is the first page (content-blog's readPage rule). */
function pageParam(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** A path segment as typed ('%D1%88' → 'ш'); undefined for a malformed escape. */
export function decodeSegment(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/**
 * `rest` is the path without its language prefix ('/blog/wool-coat'), `search` its query ('' or '?page=2').
 */
export function planPage(rest: string, search: string): PagePlan {
  const parts = rest.split('/').slice(1);
  const [first = '', second, ...more] = parts;
  if (first === 'blog' && (second === undefined || second === '') && more.length === 0) {
    return { kind: 'blog-list', apiPath: `/api/blog/posts/${pageParam(search)}/${BLOG_PAGE_SIZE}` };
  }
  if (first === 'blog' && second && more.length === 0) {
    const slug = decodeSegment(second);
    return slug ? { kind: 'blog-post', apiPath: `/api/blog/post/${encodeURIComponent(slug)}` } : { kind: 'not-found' };
  }
  if (first === 'search' && second !== undefined && more.length === 0) {
    const phrase = decodeSegment(second)?.trim() ?? '';
    return phrase === '' ? { kind: 'not-found' } : { kind: 'search', apiPath: `/api/search/query/${encodeURIComponent(phrase)}/1` };
  }
  if (first === '404' && !second) return { kind: 'not-found' };
  // /page/delivery is the info page 'delivery'; any other path is the resolver's to name.
  const infoPageOnly = first === 'page';
  const path = infoPageOnly ? parts.slice(1).join('/') : `${rest}${search}`;
  if (infoPageOnly && path === '') return { kind: 'not-found' };
  return { kind: 'resolve', apiPath: `/api/url/resolve?path=${encodeURIComponent(path)}`, infoPageOnly };
}
