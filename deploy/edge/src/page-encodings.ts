import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addVary } from '@shop/api';

/** A page's bytes compressed once, for every time it is sent again from the page cache. */
export class EncodedPage {
  private br: Buffer | undefined;
  private gzip: Buffer | undefined;

  constructor(readonly html: string) {}

  /** What the client accepts, br before gzip (as @fastify/compress and the static files choose). */
  encodedFor(acceptEncoding: string | undefined): { encoding: 'br' | 'gzip'; body: Buffer } | undefined {
    const accepted = acceptedEncodings(acceptEncoding);
    if (accepted.has('br')) {
      this.br ??= brotliCompressSync(this.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
      return { encoding: 'br', body: this.br };
    }
    if (accepted.has('gzip')) {
      this.gzip ??= gzipSync(this.html);
      return { encoding: 'gzip', body: this.gzip };
    }
    return undefined;
  }
}

/** The codings of an Accept-Encoding header, but those it refuses with q=0. */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    if (name !== '' && !(q !== undefined && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

const sending = new WeakMap<FastifyRequest, EncodedPage>();

/** The reply to `request` is `page`, sent again: its compressed bytes go out instead of compressing it anew. */
export function sendEncoded(request: FastifyRequest, page: EncodedPage): void {
  sending.set(request, page);
}

/**
 * Swaps a page sent again for its compressed bytes, after the validators hook (so the ETag stays
 * that of the uncompressed page, the same for br, gzip and identity) and before @fastify/compress,
 * which leaves a reply that says its Content-Encoding alone. Register it after the validators.
 */
export function registerPageEncodings(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const page = sending.get(request);
    if (!page || payload !== page.html) return payload;
    const encoded = page.encodedFor(request.headers['accept-encoding']);
    if (!encoded) return payload;
    reply.header('content-encoding', encoded.encoding);
    addVary(reply, 'accept-encoding');
    return encoded.body;
  });
}
