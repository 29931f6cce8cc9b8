/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createEdgeFixture, LARGE_CHUNK, type EdgeFixture } from './test-edge';

let fixture: EdgeFixture;
let edge: FastifyInstance;

const SHELL_CHUNK = '/assets/shell/262.5a6b7c8d.js';
/** A chunk of content-blog's live build (its folder is `1.0.0+<build id>`). */
let REMOTE_CHUNK: string;

beforeAll(async () => {
  fixture = await createEdgeFixture();
  edge = fixture.edge;
  REMOTE_CHUNK = `/remotes/content-blog/${fixture.blog}/768.9f8e7d6c.js`;
});

afterAll(() => fixture.close());

function shellFile(name: string): Buffer {
  return readFileSync(join(fixture.work, 'shell', name));
}

function get(url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') {
  return edge.inject({ method, url, headers });
}

describe('precompressed siblings', () => {
  it.each([
    ['br, gzip', 'br', '.br'],
    ['gzip, deflate, br', 'br', '.br'],
    ['gzip', 'gzip', '.gz'],
    ['br;q=0.1, gzip', 'gzip', '.gz'],
  ])('answers Accept-Encoding "%s" with %s, sending the sibling as it is', async (accept, encoding, extension) => {
    const res = await get(SHELL_CHUNK, { 'accept-encoding': accept });
    const sibling = shellFile(`262.5a6b7c8d.js${extension}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    // The sibling's bytes, not compressed again.
    expect(res.rawPayload).toEqual(sibling);
    expect(res.headers['content-length']).toBe(String(sibling.length));
  });

  it('gives every encoding the type, caching, Vary and Last-Modified of the original file', async () => {
    const [identity, br, gzip] = await Promise.all(['identity', 'br', 'gzip'].map((accept) => get(SHELL_CHUNK, { 'accept-encoding': accept })));
    expect(identity!.headers['content-encoding']).toBeUndefined();
    expect(identity!.body).toBe(LARGE_CHUNK);
    expect(identity!.headers['content-length']).toBe(String(Buffer.byteLength(LARGE_CHUNK)));
    for (const res of [identity!, br!, gzip!]) {
      expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary).toBe('accept-encoding');
      expect(res.headers['last-modified']).toBe(identity!.headers['last-modified']);
    }
    // Each encoding is its own representation, with its own validator.
    expect(new Set([identity!, br!, gzip!].map((res) => res.headers.etag)).size).toBe(3);
  });

  it('revalidates an unhashed entry in every encoding, and answers its ETag with 304', async () => {
    const br = await get('/assets/shell/main.js', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(br.rawPayload)).toEqual(shellFile('main.js'));
    const again = await get('/assets/shell/main.js', { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('serves the siblings the registry published with a remote build', async () => {
    const res = await get(REMOTE_CHUNK, { 'accept-encoding': 'gzip, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(LARGE_CHUNK);
  });

  it('answers HEAD with the headers of the GET and no body', async () => {
    const head = await get(SHELL_CHUNK, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(String(shellFile('262.5a6b7c8d.js.br').length));
    expect(head.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(head.rawPayload).toHaveLength(0);
  });

  it('answers a Range request with a range of the representation it sends', async () => {
    const br = await get(SHELL_CHUNK, { 'accept-encoding': 'br', range: 'bytes=0-9' });
    const sibling = shellFile('262.5a6b7c8d.js.br');
    expect(br.statusCode).toBe(206);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-range']).toBe(`bytes 0-9/${sibling.length}`);
    expect(br.rawPayload).toEqual(sibling.subarray(0, 10));
    const identity = await get(SHELL_CHUNK, { range: 'bytes=10-19' });
    expect(identity.statusCode).toBe(206);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(LARGE_CHUNK.slice(10, 20));
    const unsatisfiable = await get(SHELL_CHUNK, { 'accept-encoding': 'br', range: 'bytes=999999-' });
    expect(unsatisfiable.statusCode).toBe(416);
  });

  it('sends small files and images as they are, never compressed on the fly', async () => {
    const small = await get('/assets/shell/512.a1b2c3d4e5f60718.js', { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('export const chunk = 1;');
    const image = await get('/assets/shell/logo.3c4d5e6f.png', { 'accept-encoding': 'br, gzip' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers.vary).toBeUndefined();
    expect(image.rawPayload).toHaveLength(4000);
  });

  it('has no URL of its own for a sibling', async () => {
    for (const url of [`${SHELL_CHUNK}.br`, `${SHELL_CHUNK}.gz`, `${REMOTE_CHUNK}.br`]) {
      expect((await get(url, { 'accept-encoding': 'br' })).statusCode).toBe(404);
    }
  });
});
