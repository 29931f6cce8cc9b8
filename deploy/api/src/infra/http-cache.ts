import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readsCurrencyHeader } from './currency';
import { readsLanguageHeader } from './language';
import { addVary, withValidators } from './validators';

/**
 * Cache-Control of every API reply, by kind of route. A CDN in front of the edge may keep the
 * public kinds and answer most browsing from its copy; a browser keeps them as long too.
 * `stale-while-revalidate` lets a cache answer at once with its copy for a while after it went
 * stale, while it fetches the new one: a busy page never waits on the API, and an edit still
 * reaches everyone within the max-age plus one request.
 */
export const CACHE_RULES = {
  /** The visitor's own data (cart, account, wishlist, A/B banner, session, outbox) and every POST. */
  personal: 'private, no-store',
  /**
   * What editors change now and then (settings, menu, info pages, blog, url/resolve, delivery
   * lists; the default of a GET): a change shows within a minute, a stale copy serves ten more.
   */
  content: 'public, max-age=60, stale-while-revalidate=600',
  /**
   * Product cards with prices and stock (home product rows, search): shorter, as sizes sell out.
   * A stale card can never sell what is gone: the cart checks stock and the server computes totals.
   */
  catalogue: 'public, max-age=30, stale-while-revalidate=300',
  /** Generated images whose URL names what they show (id and width): they never change. */
  immutable: 'public, max-age=31536000, immutable',
  /** The logo: one URL for all time, so only a day, in case a release draws another. */
  logo: 'public, max-age=86400',
  /** Sitemaps and robots.txt: crawlers read them a few times a day. */
  seo: 'public, max-age=3600, stale-while-revalidate=86400',
} as const;

export type CacheKind = keyof typeof CACHE_RULES;

/** A public route's answer that nothing is there, or that the request is bad: the same for everyone, but it may change soon. */
const NEGATIVE = 'public, max-age=60';
/** Failures (5xx), limits (429) and refusals: no cache keeps them. */
const NO_STORE = 'no-store';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's cache rule (CACHE_RULES). A GET without one is `content`; any other method is always `personal`. */
    cache?: CacheKind;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/** The Cache-Control a reply gets, before the Set-Cookie check. */
function ruleFor(request: FastifyRequest, reply: FastifyReply): string {
  const kind = request.routeOptions.config?.cache ?? 'content';
  if (!SAFE_METHODS.has(request.method) || kind === 'personal') return CACHE_RULES.personal;
  if (reply.statusCode === 200) return CACHE_RULES[kind];
  if (reply.statusCode === 400 || reply.statusCode === 404) return NEGATIVE;
  return NO_STORE;
}

const isPublic = (rule: string): boolean => rule.startsWith('public');

/**
 * One onSend rule for the whole API: each reply's Cache-Control from its route's kind, a weak
 * ETag (and 304) on public replies, and `Vary: x-language` / `x-currency` on those that read the language / currency header.
 * A public reply can never carry Set-Cookie: one that would is sent as personal instead (and
 * logged), so a bug cannot make a CDN hand one visitor's session to the next.
 * Register it after @fastify/cookie, whose own onSend writes the Set-Cookie header this checks.
 */
export function registerHttpCache(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    let rule = ruleFor(request, reply);
    if (isPublic(rule) && reply.hasHeader('set-cookie')) {
      request.log.warn({ url: request.url }, 'a public reply set a cookie: sent as private, no-store');
      rule = CACHE_RULES.personal;
    }
    reply.header('cache-control', rule);
    if (!isPublic(rule)) return payload;
    if (readsLanguageHeader(request)) addVary(reply, 'x-language');
    if (readsCurrencyHeader(request)) addVary(reply, 'x-currency');
    return withValidators(request, reply, payload);
  });
}
