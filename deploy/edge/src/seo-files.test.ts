/** @jest-environment node */
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildEdge } from './edge';
import { createEdgeFixture, FAKE_SEO_CACHE, fakeApi, type EdgeFixture } from './test-edge';

// How the edge serves the API's SEO files at the site root (the files themselves are tested in
// @shop/api, domains/seo; seo-files-api.test.ts runs the two together).

let fixture: EdgeFixture;
let edge: FastifyInstance;
beforeEach(async () => {
  fixture = await createEdgeFixture();
  edge = fixture.edge;
});
afterEach(() => fixture.close());

/** An edge over the stand-in API built with other options. */
async function edgeWith(options: { publicUrl?: string; upstream?: string }): Promise<FastifyInstance> {
  return buildEdge({
    shellDir: join(fixture.work, 'shell'),
    registryRoot: join(fixture.work, 'registry'),
    api: options.upstream ? { upstream: options.upstream } : { plugin: fakeApi, options: { tagline: '' } },
    publicUrl: options.publicUrl,
  });
}

describe('SEO files at the site root', () => {
  it.each([
    ['/sitemap.xml', 'application/xml; charset=utf-8', '<loc>http://shop.test:8080/sitemap-ru.xml</loc>'],
    ['/sitemap-ru.xml', 'application/xml; charset=utf-8', '<loc>http://shop.test:8080/</loc>'],
    ['/robots.txt', 'text/plain; charset=utf-8', 'Sitemap: http://shop.test:8080/sitemap.xml'],
  ])('serves %s as %s for the request\'s origin, cacheable and without a cookie', async (url, type, text) => {
    const response = await edge.inject({ url, headers: { host: 'Shop.Test:8080' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers['cache-control']).toBe(FAKE_SEO_CACHE);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toContain(text);
  });

  it('answers HEAD with the headers alone', async () => {
    const response = await edge.inject({ method: 'HEAD', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toBe('');
  });

  it('ignores X-Forwarded-Proto and X-Forwarded-Host unless Fastify is told to trust a proxy', async () => {
    const response = await edge.inject({ url: '/robots.txt', headers: { host: 'shop.test', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' } });
    expect(response.body).toContain('Sitemap: http://shop.test/sitemap.xml');
  });

  it('writes the configured public URL whatever the Host header says', async () => {
    const configured = await edgeWith({ publicUrl: 'https://shop.example' });
    try {
      const response = await configured.inject({ url: '/sitemap.xml', headers: { host: 'evil.example' } });
      expect(response.body).toContain('<loc>https://shop.example/sitemap-ru.xml</loc>');
    } finally {
      await configured.close();
    }
  });

  it('answers 400 in plain text for a Host no URL can carry', async () => {
    const response = await edge.inject({ url: '/sitemap.xml', headers: { host: 'a"><x' } });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe('Bad request');
  });

  it('answers a sitemap the API does not have with a plain 404, never the shell', async () => {
    for (const url of ['/sitemap-de.xml', '/sitemap-%2F..%2Fsettings.xml', '/sitemap-.xml']) {
      const response = await edge.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.body).toBe('Not found');
    }
  });

  it('asks an API at API_URL the same way, and answers 502 while it is down', async () => {
    const upstream = await edgeWith({});
    const address = await upstream.listen({ port: 0, host: '127.0.0.1' });
    const proxied = await edgeWith({ upstream: address });
    try {
      const response = await proxied.inject({ url: '/sitemap-ru.xml', headers: { host: 'shop.test' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(response.body).toContain('<loc>http://shop.test/</loc>');
      await upstream.close();
      const down = await proxied.inject({ url: '/robots.txt' });
      expect(down.statusCode).toBe(502);
      expect(down.body).toBe('Bad Gateway');
    } finally {
      await proxied.close();
      await upstream.close();
    }
  });
});
