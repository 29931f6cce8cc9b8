import type { FastifyInstance } from 'fastify';
import { addVary, CACHE_RULES, withValidators } from '@shop/api';

/** A rule under which a cache may keep the reply (public, or `no-cache`: kept but revalidated). */
const isStorable = (rule: string): boolean => !/\b(private|no-store)\b/i.test(rule);

/** The API's URLs (with or without a query): the API sets its own rules and validators. */
export const isApiPath = (url: string): boolean => /^\/api(?:[/?]|$)/.test(url);

/**
 * ETags, 304s and the cookie rule for the replies the edge makes itself (pages, /remotes.json, the
 * SEO files). A storable reply gets a weak ETag of its final, uncompressed body: a page's tag
 * changes with the registry and settings inlined into it, and is the same whether the reply then
 * goes out as br, gzip or identity (compression runs after this hook, and says so in Vary). A
 * storable reply never carries Set-Cookie: one that would goes out as private, no-store instead.
 *
 * Only bodies made in memory: built files are streamed with @fastify/static's own validators.
 * Not under /api: the API sets the rule, tags and checks its replies itself, in process or behind
 * API_URL (this hook would otherwise run before the API's own, on replies without a rule yet).
 */
export function registerValidators(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiPath(request.url) || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
    const rule = reply.getHeader('cache-control');
    if (typeof rule !== 'string' || !isStorable(rule)) return payload;
    if (reply.hasHeader('set-cookie')) {
      request.log.warn({ url: request.url }, 'a cacheable reply set a cookie: sent as private, no-store');
      reply.header('cache-control', CACHE_RULES.personal);
      return payload;
    }
    addVary(reply, 'accept-encoding');
    return withValidators(request, reply, payload);
  });
}
