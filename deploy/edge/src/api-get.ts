import { buffer } from 'node:stream/consumers';
import type { FastifyInstance } from 'fastify';

/** What the edge reads of an API reply. */
export interface ApiAnswer {
  statusCode: number;
  contentType: string | undefined;
  cacheControl: string | undefined;
  /** Bytes, not text: a sitemap of 27 MB passes through without being decoded and encoded again. */
  body: Buffer;
}

/** A GET to the API, wherever it runs; `path` starts with /api. */
export type ApiGet = (path: string, headers?: Record<string, string>) => Promise<ApiAnswer>;

const single = (value: string | string[] | number | undefined): string | undefined => (value === undefined ? undefined : String(value));

/** The API mounted in this process: a request through Fastify's inject, no socket. */
export function inProcessApiGet(app: FastifyInstance): ApiGet {
  return async (path, headers = {}) => {
    // As a stream: inject would otherwise also decode the whole body into a string.
    const response = await app.inject({ method: 'GET', url: path, headers, payloadAsStream: true });
    return {
      statusCode: response.statusCode,
      contentType: single(response.headers['content-type']),
      cacheControl: single(response.headers['cache-control']),
      body: await buffer(response.stream()),
    };
  };
}

/** The API at API_URL; a request that takes longer than `timeoutMs` fails. */
export function upstreamApiGet(upstream: string, timeoutMs: number): ApiGet {
  return async (path, headers = {}) => {
    const response = await fetch(new URL(path, upstream), { headers, signal: AbortSignal.timeout(timeoutMs) });
    return {
      statusCode: response.status,
      contentType: response.headers.get('content-type') ?? undefined,
      cacheControl: response.headers.get('cache-control') ?? undefined,
      body: Buffer.from(await response.arrayBuffer()),
    };
  };
}
