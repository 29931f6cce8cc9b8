import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A weak ETag of a body as the handler made it. Compression comes after (the edge's
 * @fastify/compress), so br, gzip and identity share one tag: the same content in other bytes,
 * which is what a weak tag says; If-None-Match compares weakly, so 304s work for all three.
 */
export function weakEtag(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Whether an If-None-Match header names this tag (weak comparison, RFC 9110 §13.1.2) or is `*`. */
export function matchesIfNoneMatch(header: string | string[] | undefined, etag: string): boolean {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return false;
  const opaque = etag.replace(/^W\//, '');
  return value.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === opaque;
  });
}

/**
 * The onSend step of a reply a shared cache may keep: a weak ETag from the body, and an empty 304
 * when the request's If-None-Match already names it. Only for a 200 to GET or HEAD whose body is
 * in memory and that has no validator yet (files and streams keep their own). Returns the payload
 * to send: none for a 304 to GET. A HEAD keeps it for Fastify's own HEAD step, which needs it to
 * set Content-Length (the 200's, as a 304 may) and then sends nothing.
 */
export function withValidators(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || reply.statusCode !== 200 || reply.hasHeader('etag')) return payload;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  const etag = weakEtag(payload);
  reply.header('etag', etag);
  if (!matchesIfNoneMatch(request.headers['if-none-match'], etag)) return payload;
  reply.code(304);
  return request.method === 'HEAD' ? payload : null;
}

/** Adds a request header to the reply's Vary (once): a cache keeps one copy per value of it. */
export function addVary(reply: FastifyReply, name: string): void {
  const current = reply.getHeader('vary');
  const names = current === undefined ? [] : String(current).split(',').map((part) => part.trim()).filter(Boolean);
  if (!names.some((part) => part.toLowerCase() === name.toLowerCase())) reply.header('vary', [...names, name].join(', '));
}
