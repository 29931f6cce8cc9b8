/** @jest-environment node */
import { count } from 'drizzle-orm';
import Fastify, { type RouteOptions } from 'fastify';
import { apiPlugin } from './app';
import { compileSerializer, compileValidator } from './infra/schema-compilers';
import { TEST_SECRET } from './test/test-env';
import { blogPosts, infoPages, settings } from './db/schema';
import { seed } from './db/seed';
import { createTestApp, type TestApp } from './test/test-app';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

describe('the API app', () => {
  it('runs on the driver the environment asks for', () => {
    expect(t.db.driver).toBe(process.env.DATABASE_URL ? 'pg' : 'pglite');
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no/such/route' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, error: 'not_found' });
  });

  it('publishes the OpenAPI document with every route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(expect.arrayContaining([
      '/api/settings/{language}', '/api/url/resolve', '/api/blog/posts/{page}/{limit}', '/api/blog/post/{slug}',
      '/api/indexedpages/get/{language}', '/api/email/subscribe', '/api/media/blog/{file}',
      '/api/indexedcategories/tree/{language}', '/api/search/complete/{*}', '/api/media/product/{file}',
    ]));
  });

  // A route's schemas compile on its first request (infra/schema-compilers.ts): here all of them do.
  it('compiles every route\'s request and reply schemas', async () => {
    const app = Fastify();
    const routes: RouteOptions[] = [];
    app.addHook('onRoute', (route) => { routes.push(route); });
    await app.register(apiPlugin, { db: t.db, mediaDir: t.mediaDir, sessionSecret: TEST_SECRET, prefix: '/api' });
    await app.ready();
    let validators = 0;
    let serializers = 0;
    for (const { method, url, schema } of routes) {
      const route = { method: String(method), url };
      for (const httpPart of ['body', 'querystring', 'params', 'headers'] as const) {
        if (schema?.[httpPart] === undefined) continue;
        expect(compileValidator({ ...route, httpPart, schema: schema[httpPart] })).toBeInstanceOf(Function);
        validators += 1;
      }
      for (const [httpStatus, reply] of Object.entries(schema?.response ?? {})) {
        expect(compileSerializer({ ...route, httpStatus, schema: reply })).toBeInstanceOf(Function);
        serializers += 1;
      }
    }
    await app.close();
    expect(routes.length).toBeGreaterThan(150);
    expect(Math.min(validators, serializers)).toBeGreaterThan(100);
  });

  it('serves the Swagger UI page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});

describe('seed', () => {
  it('leaves an already seeded database unchanged', async () => {
    const counts = async () => ({
      posts: (await t.db.orm.select({ n: count() }).from(blogPosts))[0]!.n,
      pages: (await t.db.orm.select({ n: count() }).from(infoPages))[0]!.n,
      settings: (await t.db.orm.select({ n: count() }).from(settings))[0]!.n,
    });
    const before = await counts();
    expect(before).toEqual({ posts: 36, pages: 9, settings: 3 });
    await expect(seed(t.db, { size: 50 })).resolves.toEqual({ seeded: false, size: 50 });
    expect(await counts()).toEqual(before);
  });

  it('rejects a size that is not a positive integer', async () => {
    await expect(seed(t.db, { size: 0 })).rejects.toThrow(/positive integer/);
  });
});
