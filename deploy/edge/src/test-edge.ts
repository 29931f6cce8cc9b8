import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import { apiPlugin, closeDatabase, listingDataVersion, openDatabase, registerErrorHandling, seed, type Db } from '@shop/api';
import { FileEventStore, MIN_PRECOMPRESS_BYTES, precompressDirectory, RemoteRegistry } from '@shop/registry';
import { writeRemoteBuild, writeShellManifest } from '@shop/registry/testing';
import { buildEdge, type EdgeOptions } from './edge';

// The edge as its tests see it: a built shell (precompressed, as server.ts does), content-blog
// 1.0.0 live (0.9.0 published too; each `<version>+<build id>`, see EdgeFixture) and a stand-in API,
// in a temporary folder.

/** A chunk large enough to get precompressed siblings (twice the registry's threshold), in every build. */
export const LARGE_CHUNK = `export const words = ${JSON.stringify('lorem ipsum dolor sit amet '.repeat(Math.ceil((2 * MIN_PRECOMPRESS_BYTES) / 27)))};`;

const TEMPLATE =
  '<!doctype html><html><head><meta charset="utf-8"><title>Shop</title>' +
  '<script defer src="/assets/shell/main.js"></script></head><body><div id="root"></div></body></html>';

/** The cache rule the stand-in's SEO files carry, which the edge passes through. */
export const FAKE_SEO_CACHE = 'public, max-age=60';

/**
 * Stands in for @shop/api: its error replies, settings per language (each request noted in `calls`),
 * and SEO files naming the origin they were asked for, with a cookie the edge must not pass on.
 */
export const fakeApi: FastifyPluginAsync<{ tagline: string; calls?: string[]; databaseAway?: () => boolean }> = async (app, opts) => {
  registerErrorHandling(app);
  // What the API answers while its database restarts (infra/errors.ts).
  const away = (reply: FastifyReply) => reply.code(503).header('retry-after', '5').send({ status: 503, error: 'unavailable' });
  const seoFile = (reply: FastifyReply, type: string, body: string) =>
    opts.databaseAway?.() ? away(reply) : reply.header('cache-control', FAKE_SEO_CACHE).header('set-cookie', 'sid=from-the-api').type(type).send(body);
  app.get<{ Querystring: { origin?: string } }>('/seo/robots.txt', async (request, reply) =>
    seoFile(reply, 'text/plain; charset=utf-8', `Sitemap: ${request.query.origin}/sitemap.xml\n`));
  app.get<{ Querystring: { origin?: string } }>('/seo/sitemap.xml', async (request, reply) =>
    seoFile(reply, 'application/xml; charset=utf-8', `<sitemapindex><sitemap><loc>${request.query.origin}/sitemap-ru.xml</loc></sitemap></sitemapindex>`));
  app.get<{ Params: { name: string }; Querystring: { origin?: string } }>('/seo/sitemap-:name.xml', async (request, reply) => {
    if (request.params.name !== 'ru') return reply.code(404).send({ status: 404, error: 'not_found' });
    return seoFile(reply, 'application/xml; charset=utf-8', `<urlset><url><loc>${request.query.origin}/</loc></url></urlset>`);
  });
  // Page data: one post ('missing' is unknown), a page of posts, a resolver that knows '/' and
  // 'delivery' only and fails for 'broken', and search.
  const post = { slug: 'some-post', title: 'A post', excerpt: 'About wool', image: '/api/media/blog/1', published_at: '2026-01-02T10:00:00.000Z', content: '<p>Wool</p>', meta_title: '', meta_description: '' };
  app.get<{ Params: { slug: string } }>('/blog/post/:slug', async (request, reply) =>
    request.params.slug === 'missing'
      ? reply.code(400).send({ status: 400, error: 'not_found' })
      : { status: 200, post: { ...post, slug: request.params.slug }, next: null });
  app.get<{ Params: { page: string } }>('/blog/posts/:page/:limit', async (request) =>
    ({ status: 200, posts: request.params.page === '1' ? [post] : [], total: 1, page: Number(request.params.page), limit: 21 }));
  app.get<{ Querystring: { path: string } }>('/url/resolve', async (request, reply) => {
    if (opts.databaseAway?.()) return away(reply);
    const path = request.query.path.replace(/^\/+/, '');
    if (path === 'broken') return reply.code(500).send({ status: 500, error: 'internal' });
    if (path === '') return { status: 200, type: 'home', url_path: '' };
    if (path === 'delivery') {
      return { status: 200, type: 'infopage', url_path: 'delivery', data: { page: { url_path: 'delivery', title: 'Delivery', content: '<p>By courier</p>', meta_title: 'Delivery | Shop', meta_description: 'How we deliver' } } };
    }
    return reply.code(400).send({ status: 400, error: 'not_found' });
  });
  app.get<{ Params: { phrase: string } }>('/search/query/:phrase/:page', async () => ({ status: 200, result: { items: [], total: 0, page: 1, limit: 24 } }));
  app.get<{ Params: { language: string } }>('/settings/:language', async (request) => {
    opts.calls?.push(request.params.language);
    return {
      status: 200,
      settings: {
        language: request.params.language,
        name: `Shop ${request.params.language}`,
        tagline: opts.tagline,
        languages: [
          { code: 'ru-ru', url: '', title: 'Русский' },
          { code: 'en-gb', url: 'en', title: 'English' },
          { code: 'ka-ge', url: 'ka', title: 'ქართული' },
        ],
      },
    };
  });
};

/** A content-blog build (its whole contract); only the first two modules carry files to preload. */
function writeBuild(dir: string, version: string, chunk: string): string {
  return writeRemoteBuild(dir, {
    version,
    assets: {
      './BlogList': { js: { sync: ['__federation_expose_BlogList.0123abcd4567ef89.js'], async: ['768.9f8e7d6c.js'] }, css: { sync: ['blog.1a2b3c4d.css'], async: [] } },
      './BlogPost': { js: { sync: [`__federation_expose_BlogPost.${version === '1.0.0' ? '1111aaaa' : '0000bbbb'}.js`], async: [] }, css: { sync: [], async: [] } },
    },
    files: { 'remoteEntry.js': `/* ${version} */`, '__federation_expose_BlogList.0123abcd4567ef89.js': chunk, '768.9f8e7d6c.js': LARGE_CHUNK },
  });
}

export interface EdgeFixture {
  edge: FastifyInstance;
  /** The temporary folder: `shell/` and `registry/`. */
  work: string;
  /** The registry the edge serves from, to promote and run canaries in tests. */
  registry: RemoteRegistry;
  /** The shell's manifest folder, for publishing more builds. */
  shellManifestDir: string;
  /** content-blog's live version (`1.0.0+<build id>`) and the older one published beside it (`0.9.0+...`). */
  blog: string;
  oldBlog: string;
  /** Languages the stand-in API was asked settings for, in order. */
  settingsCalls: string[];
  close(): Promise<void>;
}

export interface EdgeFixtureOptions extends Pick<EdgeOptions<object>, 'remoteOverrides' | 'devOrigins' | 'logger' | 'pageCacheTtlMs'> {
  /** The history store the edge reads (publishing and promoting use a plain one on the same folder): one that can fail. */
  edgeStore?: (registryRoot: string) => FileEventStore;
  /** While true, the stand-in API answers the pages' first data as the API does while its database restarts (503). */
  databaseAway?: () => boolean;
}

/** `extra`: edge options a test turns on (remote overrides, dev origins, a logger to read, a store and an API that fail). */
export async function createEdgeFixture({ edgeStore, databaseAway, ...extra }: EdgeFixtureOptions = {}): Promise<EdgeFixture> {
  const work = mkdtempSync(join(tmpdir(), 'edge-test-'));
  const settingsCalls: string[] = [];
  const shellDir = join(work, 'shell');
  mkdirSync(shellDir);
  writeFileSync(join(shellDir, 'index.html'), TEMPLATE);
  writeFileSync(join(shellDir, 'main.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  writeFileSync(join(shellDir, '512.a1b2c3d4e5f60718.js'), 'export const chunk = 1;');
  for (const language of ['ru-ru', 'en-gb', 'ka-ge']) writeFileSync(join(shellDir, `texts-${language}.0a1b2c3d.js`), `self.texts = ${JSON.stringify(language)};`);
  writeFileSync(join(shellDir, '262.5a6b7c8d.js'), LARGE_CHUNK);
  writeFileSync(join(shellDir, 'logo.3c4d5e6f.png'), Buffer.alloc(4000));
  precompressDirectory(shellDir);

  const registryRoot = join(work, 'registry');
  // Outside shellDir: the edge would serve it, and the tests count the shell's files.
  const shellManifestDir = writeShellManifest(join(work, 'shell-manifest'));
  const registry = new RemoteRegistry(registryRoot, new FileEventStore(registryRoot), 'edge-test');
  const publish = async (dir: string) => (await registry.publish({ remote: 'content-blog', dir, shellDir: shellManifestDir })).version;
  const blog = await publish(writeBuild(join(work, 'b1'), '1.0.0', 'new'));
  const oldBlog = await publish(writeBuild(join(work, 'b0'), '0.9.0', 'old'));
  await registry.promote('local', 'content-blog', blog);

  const edgeRegistry = edgeStore ? new RemoteRegistry(registryRoot, edgeStore(registryRoot), 'edge-test') : registry;
  const edge = await buildEdge({
    shellDir,
    registryRoot,
    registry: edgeRegistry,
    api: { plugin: fakeApi, options: { tagline: '<script>alert(1)</script>', calls: settingsCalls, databaseAway } },
    ...extra,
  });
  return {
    edge,
    work,
    registry,
    shellManifestDir,
    blog,
    oldBlog,
    settingsCalls,
    close: async () => {
      await edge.close();
      await registry.close();
      if (edgeRegistry !== registry) await edgeRegistry.close();
      rmSync(work, { recursive: true, force: true });
    },
  };
}

export interface ApiEdgeFixture {
  edge: FastifyInstance;
  db: Db;
  /** content-blog's live version. */
  blog: string;
  /** The temporary folder of the shell and registry (`shell/`, `registry/`), to publish more builds. */
  work: string;
  close(): Promise<void>;
}

/**
 * The edge with the real API mounted, as `npm start` runs it, over a small seeded shop in a fresh
 * embedded database (a few seconds to open). `prepare` runs on the registry before the edge starts.
 */
export async function createApiEdgeFixture({ prepare }: { prepare?: (fixture: EdgeFixture) => Promise<void> } = {}): Promise<ApiEdgeFixture> {
  const fixture = await createEdgeFixture();
  const registryRoot = join(fixture.work, 'registry');
  await prepare?.(fixture);
  const dataDir = mkdtempSync(join(tmpdir(), 'edge-api-'));
  const db = await openDatabase({ dataDir });
  await seed(db, { size: 20 });
  const edge = await buildEdge({
    shellDir: join(fixture.work, 'shell'),
    registryRoot,
    registry: fixture.registry,
    api: { plugin: apiPlugin, options: { db, mediaDir: join(dataDir, 'media'), sessionSecret: 'edge-api-test-secret' } },
    dataVersion: () => listingDataVersion(db),
  });
  return {
    edge,
    db,
    blog: fixture.blog,
    work: fixture.work,
    close: async () => {
      await edge.close();
      await closeDatabase(db);
      await fixture.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
