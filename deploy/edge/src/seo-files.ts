import { SITE_ORIGIN_PATTERN } from '@shop/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiGet } from './api-get';
import { sendUnavailable } from './database-away';

const SITE_ORIGIN = new RegExp(SITE_ORIGIN_PATTERN);

/**
 * The origin sitemap URLs are written with: the configured public URL, else the request's protocol
 * and Host (Fastify reads X-Forwarded-Proto and -Host in their place only when `trustProxy` says so).
 * Undefined for a Host no URL can carry.
 */
export function siteOrigin(request: FastifyRequest, publicUrl: string | undefined): string | undefined {
  if (publicUrl) return publicUrl;
  const origin = `${request.protocol}://${request.host}`;
  return SITE_ORIGIN.test(origin) ? origin.toLowerCase() : undefined;
}

function plain(reply: FastifyReply, statusCode: number, text: string): FastifyReply {
  return reply.code(statusCode).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(text);
}

/**
 * /robots.txt, /sitemap.xml and /sitemap-{name}.xml at the site root, as the API's seo domain
 * writes them for this site's origin. Its type, cache rule and body pass through; never a cookie.
 */
export function registerSeoFiles(app: FastifyInstance, { apiGet, publicUrl }: { apiGet: ApiGet; publicUrl: string | undefined }): void {
  async function relay(request: FastifyRequest, reply: FastifyReply, apiPath: string) {
    const origin = siteOrigin(request, publicUrl);
    if (!origin) return plain(reply, 400, 'Bad request');
    const answer = await apiGet(`${apiPath}?origin=${encodeURIComponent(origin)}`).catch((error: unknown) => {
      request.log.error({ err: error }, 'the API did not answer for an SEO file');
      return undefined;
    });
    // The API's database away for a moment (PostgreSQL restarting): a crawler is told to come back.
    if (answer?.statusCode === 503) return sendUnavailable(reply);
    if (answer?.statusCode === 200) {
      return reply.header('cache-control', answer.cacheControl ?? 'no-cache').type(answer.contentType ?? 'text/plain; charset=utf-8').send(answer.body);
    }
    // The API refuses a name it never writes (400) or a file its index does not list (404).
    if (answer?.statusCode === 400 || answer?.statusCode === 404) return plain(reply, 404, 'Not found');
    return plain(reply, 502, 'Bad Gateway');
  }

  app.get('/robots.txt', (request, reply) => relay(request, reply, '/api/seo/robots.txt'));
  app.get('/sitemap.xml', (request, reply) => relay(request, reply, '/api/seo/sitemap.xml'));
  app.get<{ Params: { name: string } }>('/sitemap-:name.xml', (request, reply) =>
    relay(request, reply, `/api/seo/sitemap-${encodeURIComponent(request.params.name)}.xml`));
}
