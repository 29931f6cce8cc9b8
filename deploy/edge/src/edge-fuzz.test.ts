/** @jest-environment node */
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { HOSTILE_QUERIES, hostileCookie, hostileHeaderValue, hostileSegment } from '@shop/api/fuzz/hostile';
import { hasStackTrace, replyProblem, type Operation, type Reply } from '@shop/api/fuzz/reply-check';
import { fuzzSeed } from '@shop/api/fuzz/seed';
import { createEdgeFixture, type EdgeFixture } from './test-edge';

// The edge under hostile paths and headers: never a 5xx, never a stack trace, and under /api the
// API's JSON envelope. The API's own routes are fuzzed in @shop/api (src/fuzz.test.ts).
// Requests go over a real socket on loopback: inject, like a browser, would resolve dot segments
// and re-encode the path before the server saw it.
const RUNS = Number(process.env.FUZZ_EDGE_RUNS ?? 1500);
const seed = fuzzSeed();

const ANSWER_BOUND_MS = 5000;

/** Any /api route, as the envelope check sees it: JSON for every status. */
const ANY_API_ROUTE: Operation = { method: 'GET', path: '/api', pathParams: [], query: [], replyTypes: new Map(), open: false };

const PREFIXES = ['', '/en', '/ka', '/blog', '/assets/shell', '/remotes', '/remotes/content-blog', '/remotes/content-blog/1.0.0', '/api', '/api/settings'];
const PLAIN_SEGMENTS = [
  '', 'blog', 'main.js', 'index.html', 'mf-manifest.json', 'remoteEntry.js', 'registry.json', 'ru-ru', 'en-gb', '512.a1b2c3d4e5f60718.js',
  // Files with precompressed siblings, and a sibling's own name.
  '262.5a6b7c8d.js', '768.9f8e7d6c.js', 'main.js.br',
  'sitemap.xml', 'sitemap-ru.xml', 'sitemap-en-2.xml', 'robots.txt',
];

interface RawRequest { method: string; path: string; headers: Record<string, string>; payload?: string }

const request: fc.Arbitrary<RawRequest> = fc.record({
  method: fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'),
  prefix: fc.constantFrom(...PREFIXES),
  segments: fc.array(fc.oneof(fc.constantFrom(...PLAIN_SEGMENTS), hostileSegment), { minLength: 1, maxLength: 4 }),
  query: fc.option(fc.constantFrom(...HOSTILE_QUERIES), { nil: undefined }),
  headers: fc.record(
    {
      'accept-encoding': fc.oneof(fc.constantFrom('br', 'gzip', 'br;q=abc', 'gzip;q=1e309', '*', 'identity;q=0', 'deflate, zstd', ''), hostileHeaderValue),
      range: fc.oneof(fc.constantFrom('bytes=0-0', 'bytes=-1', 'bytes=99999999999999999999-', 'bytes=5-1', 'bytes=0-1,2-3', 'bytes=x'), hostileHeaderValue),
      'if-none-match': fc.oneof(fc.constantFrom('*', '"x"', 'W/"y"'), hostileHeaderValue),
      'if-modified-since': fc.oneof(fc.constantFrom('Thu, 01 Jan 1970 00:00:00 GMT', 'Fri, 31 Dec 9999 23:59:59 GMT', 'yesterday'), hostileHeaderValue),
      'accept-language': hostileHeaderValue,
      'x-language': hostileHeaderValue,
      'x-forwarded-proto': hostileHeaderValue,
      // The SEO files write their URLs with the Host.
      host: fc.oneof(fc.constantFrom('shop.example', 'shop.example:8080', '[::1]:80', 'a"><x', 'a/b', 'a b'), hostileHeaderValue),
      'content-type': fc.constantFrom('application/json', 'text/plain', 'multipart/form-data', ';'),
      cookie: hostileCookie,
    },
    { requiredKeys: [] },
  ),
  payload: fc.option(fc.constantFrom('{', '{}', '\u0000', 'x'.repeat(100_000)), { nil: undefined }),
}).map(({ method, prefix, segments, query, headers, payload }) => ({
  method,
  path: `${prefix}/${segments.join('/')}${query === undefined ? '' : `?${query}`}`,
  headers,
  ...(payload === undefined || method === 'GET' || method === 'HEAD' ? {} : { payload }),
}));

let fixture: EdgeFixture;
let port: number;
beforeAll(async () => {
  fixture = await createEdgeFixture();
  await fixture.edge.listen({ host: '127.0.0.1', port: 0 });
  port = (fixture.edge.server.address() as { port: number }).port;
});
afterAll(() => fixture.close());

/**
 * The body as a browser reads it; a 304 or HEAD reply may name an encoding and carry no bytes, and
 * a 206 carries a range of the encoded bytes, which decodes only once the ranges are put together.
 */
function decoded(raw: Buffer, encoding: string | undefined, statusCode: number | undefined): string {
  if (raw.length === 0) return '';
  if (statusCode === 206) return raw.toString('latin1');
  const body = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
  return body.toString('utf8');
}

/**
 * Sends the request as written, on a connection of its own (the server may close one after a bad
 * request), and reads the reply, decompressed as a browser would.
 */
function send({ method, path, headers, payload }: RawRequest): Promise<Reply> {
  return new Promise((resolve, reject) => {
    // A body always has its length: Node would send one on DELETE or OPTIONS without any framing.
    const framing = payload === undefined ? {} : { 'content-length': String(Buffer.byteLength(payload)) };
    const outgoing = httpRequest({ host: '127.0.0.1', port, method, path, headers: { ...headers, ...framing }, agent: false }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () => {
        try {
          resolve({ statusCode: incoming.statusCode ?? 0, headers: incoming.headers, body: decoded(Buffer.concat(chunks), incoming.headers['content-encoding'], incoming.statusCode) });
        } catch (error) {
          reject(new Error(`a ${incoming.headers['content-encoding']} body that does not decompress: ${String(error)}`));
        }
      });
    });
    outgoing.on('error', reject);
    outgoing.setTimeout(ANSWER_BOUND_MS, () => outgoing.destroy(new Error(`no answer within ${ANSWER_BOUND_MS} ms`)));
    outgoing.end(payload);
  });
}

it(`survives hostile paths and headers (seed ${seed})`, async () => {
  await fc.assert(
    fc.asyncProperty(request, async (options) => {
      const started = performance.now();
      const response = await send(options);
      const elapsedMs = performance.now() - started;
      const path = options.path.split('?', 1)[0]!;
      const hasBody = options.method !== 'HEAD' && response.statusCode !== 304;
      const isApi = path === '/api' || path.startsWith('/api/');
      // Refused by Node's HTTP parser before any route (a URL over the 16 KB header limit): no body.
      const refusedUnparsed = [400, 408, 431].includes(response.statusCode) && response.body === '' && response.headers.connection === 'close';
      if (isApi && hasBody && !refusedUnparsed) {
        const problem = replyProblem(ANY_API_ROUTE, response, elapsedMs, ANSWER_BOUND_MS);
        if (problem) throw new Error(problem);
      }
      if (response.statusCode >= 500) throw new Error(`HTTP ${response.statusCode}: ${response.body.slice(0, 200)}`);
      if (hasStackTrace(response.body)) throw new Error('a stack trace in the body');
    }),
    { seed, numRuns: RUNS },
  );
}, 120_000);
