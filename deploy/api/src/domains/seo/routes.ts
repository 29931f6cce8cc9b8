import { ErrorReply, FailureReply, SeoQuery, SITE_ORIGIN_PATTERN, SitemapParams } from '@shop/contracts';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { ApiError } from '../../infra/errors';
import type { TypeBoxProvider } from '../../infra/type-provider';
import { robotsTxt } from './robots';
import { languageSitemap, readSite, sitemapIndex } from './sitemap';

const XML = 'application/xml; charset=utf-8';
const TEXT = 'text/plain; charset=utf-8';
// Declared so the OpenAPI document names the content type of each reply.
const XML_REPLY = { description: 'The XML file', content: { 'application/xml': { schema: Type.String() } } };
const TEXT_REPLY = { description: 'robots.txt', content: { 'text/plain': { schema: Type.String() } } };

const SITE_ORIGIN = new RegExp(SITE_ORIGIN_PATTERN);

/** The origin URLs are written with: the one the edge passes, else this request's own. */
function originOf(request: FastifyRequest, query: SeoQuery): string {
  const origin = query.origin ?? `${request.protocol}://${request.host}`;
  if (!SITE_ORIGIN.test(origin)) throw new ApiError('validation', 'The Host header names no site origin');
  return origin.toLowerCase();
}

/**
 * Sitemaps and robots.txt, which the edge serves at the site root. Registered outside the session
 * scope: they set no cookie, so a shared cache may keep them (CACHE_RULES.seo).
 */
export const seoRoutes: FastifyPluginAsync<{ db: Db }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<TypeBoxProvider>();

  app.get('/seo/robots.txt', {
    schema: { tags: ['seo'], summary: 'robots.txt for the site root', querystring: SeoQuery, response: { 200: TEXT_REPLY, 400: ErrorReply } },
    config: { cache: 'seo' },
  }, async (request, reply) => {
    const site = await readSite(db, originOf(request, request.query));
    return reply.type(TEXT).send(robotsTxt(site));
  });

  app.get('/seo/sitemap.xml', {
    schema: { tags: ['seo'], summary: 'Sitemap index: each language\'s sitemap files', querystring: SeoQuery, response: { 200: XML_REPLY, 400: ErrorReply } },
    config: { cache: 'seo' },
  }, async (request, reply) => {
    const site = await readSite(db, originOf(request, request.query));
    return reply.type(XML).send(await sitemapIndex(db, site));
  });

  app.get('/seo/sitemap-:name.xml', {
    schema: {
      tags: ['seo'],
      summary: 'One language\'s sitemap (`ru`), or its part 2 on (`ru-2`): 50,000 URLs a file, each with its hreflang alternates',
      params: SitemapParams,
      querystring: SeoQuery,
      response: { 200: XML_REPLY, 400: ErrorReply, 404: FailureReply },
    },
    config: { cache: 'seo' },
  }, async (request, reply) => {
    const xml = await languageSitemap(db, await readSite(db, originOf(request, request.query)), request.params.name);
    if (xml === undefined) return reply.code(404).send({ status: 404, error: 'not_found' });
    return reply.type(XML).send(xml);
  });
};
