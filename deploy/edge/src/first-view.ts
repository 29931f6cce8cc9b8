import { CURRENCY_HEADER, LANGUAGE_HEADER, planPage, type CurrencyCode, type InlinedPage, type LanguageCode, type PageModuleName, type ResolveReply } from '@shop/contracts';
import type { ApiGet } from './api-get';

/** What the HTML of a page starts with: its status, the module that renders it, its first data. */
export interface FirstView {
  /** 404 for a path the shop has no page for: the shell shows its 404 screen, search engines drop it. */
  status: 200 | 404;
  page: PageModuleName;
  /** The reply the page renders at once; absent where the page has no data of its own (/404) or its data is personal. */
  block?: InlinedPage;
  /** A page of one shopper's own (cart, checkout, orders): its data is never in the HTML, and search engines must not index it. */
  personal?: true;
}

const PAGE_OF_TYPE: Partial<Record<ResolveReply['type'], PageModuleName>> = {
  home: 'home',
  category: 'category',
  product: 'product',
  infopage: 'info',
  page: 'info',
};

const NOT_FOUND: FirstView = { status: 404, page: 'not-found' };

/**
 * The page's first data is away for now: the API answered 503 (its database is restarting). Not a
 * page without its data (as for a failure of ours): the edge sends a page it made before, or a 503
 * the browser may retry.
 */
export class FirstViewUnavailable extends Error {
  constructor(cause: unknown) {
    super('the page\'s first data is unavailable', { cause });
    this.name = 'FirstViewUnavailable';
  }
}

/** A reply in the spec §8 envelope: HTTP 200 or 400 with the same `status` in the body. */
function envelope(statusCode: number, body: Buffer): { status: number } | undefined {
  if (statusCode !== 200 && statusCode !== 400) return undefined;
  try {
    const reply = JSON.parse(body.toString('utf8')) as { status?: unknown };
    return reply.status === statusCode ? (reply as { status: number }) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The first view of the page at `url` (path and query as the browser sent them; `rest` is the path
 * without its language prefix), planned by the route table: the call the page itself would make,
 * made here, in-process when the API runs in this process. Undefined when the API fails: the shell
 * then loads the page as it would without the edge.
 */
export async function firstView(apiGet: ApiGet, { language, currency }: { language: LanguageCode; currency?: CurrencyCode }, url: string, rest: string): Promise<FirstView | undefined> {
  const search = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  const plan = planPage(rest, search);
  if (plan.kind === 'not-found') return NOT_FOUND;
  if (plan.kind === 'personal') return { status: 200, page: plan.page, personal: true };

  const answer = await apiGet(plan.apiPath, { [LANGUAGE_HEADER]: language, ...(currency ? { [CURRENCY_HEADER]: currency } : {}) }).catch(() => undefined);
  if (answer?.statusCode === 503) throw new FirstViewUnavailable(answer.body.toString('utf8').slice(0, 200));
  const reply = answer && envelope(answer.statusCode, answer.body);
  if (!reply) return undefined;
  const block = { kind: plan.kind, path: url, reply } as InlinedPage;
  const ok = reply.status === 200;

  switch (block.kind) {
    case 'resolve': {
      // The resolver's payment type is the pay page (the shell's catch-all shows it): the shopper's own.
      if (block.reply.status === 200 && block.reply.type === 'payment' && plan.page === undefined) return { status: 200, page: 'pay', personal: true, block };
      const page = block.reply.status === 200 ? PAGE_OF_TYPE[block.reply.type] : undefined;
      // /page/{path} is an info page or nothing, whatever else the resolver says the path is.
      if (!page || (plan.page !== undefined && page !== plan.page)) return { ...NOT_FOUND, block };
      return { status: 200, page, block };
    }
    case 'blog-list':
      // A page past the last one is no page (the list shows the 404 screen for it too).
      if (block.reply.status !== 200 || (block.reply.posts.length === 0 && block.reply.page > 1)) return { ...NOT_FOUND, block };
      return { status: 200, page: 'blog-list', block };
    case 'blog-post':
      return ok ? { status: 200, page: 'blog-post', block } : { ...NOT_FOUND, block };
    case 'search':
      // A phrase the API refuses is still the search page, which says so.
      return { status: 200, page: 'search', block };
  }
}
