/** @jest-environment node */
import { FileEventStore } from '@shop/registry';
import { KEPT_HEADER } from './database-away';
import { createEdgeFixture, type EdgeFixture } from './test-edge';

// The database restarting under the edge (issue 44): the registry's history and the pages' first
// data cannot be read for a moment. Pages and /remotes.json go on from what the edge read before,
// and say so; what it never read is a 503 with Retry-After, never a 500.

/** The history file, until `failure` is set: then every read fails with it. */
class FailingStore extends FileEventStore {
  failure: Error | undefined;
  override async since(seq: number) {
    if (this.failure) throw this.failure;
    return super.since(seq);
  }
}

/** What pg throws while PostgreSQL restarts: its connection refused. */
const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

let fixture: EdgeFixture;
let store: FailingStore;
let databaseAway = false;
const log: string[] = [];
const logged = () => log.map((line) => JSON.parse(line) as { msg: string; level: number });

beforeEach(async () => {
  databaseAway = false;
  log.length = 0;
  fixture = await createEdgeFixture({
    edgeStore: (root) => (store = new FailingStore(root)),
    databaseAway: () => databaseAway,
    pageCacheTtlMs: 50,
    logger: { level: 'warn', stream: { write: (line: string) => void log.push(line) } },
  });
});
afterEach(() => fixture.close());

const get = (url: string) => fixture.edge.inject({ url });
const liveMap = () => ({ 'content-blog': `/remotes/content-blog/${fixture.blog}/mf-manifest.json` });
const registryBlock = (html: string) => JSON.parse(/<script type="application\/json" id="shop-registry">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null') as unknown;

describe("the registry's database away", () => {
  it('serves pages and /remotes.json from the release set read last, says so in a header, and logs when it starts and ends', async () => {
    expect((await get('/remotes.json')).json()).toEqual(liveMap());
    // Changed elsewhere meanwhile: this edge cannot know until it reads again.
    await fixture.registry.promote('local', 'content-blog', fixture.oldBlog);
    store.failure = refused();

    const map = await get('/remotes.json');
    expect([map.statusCode, map.headers[KEPT_HEADER], map.json()]).toEqual([200, 'release-set', liveMap()]);
    const page = await get('/blog');
    expect([page.statusCode, page.headers[KEPT_HEADER]]).toEqual([200, 'release-set']);
    expect(registryBlock(page.body)).toEqual(liveMap());
    expect(logged().map(({ msg }) => msg)).toEqual(["the registry's database is unavailable: the release set read last is served"]);

    store.failure = undefined;
    const back = await get('/remotes.json');
    expect([back.headers[KEPT_HEADER], back.json()]).toEqual([undefined, { 'content-blog': `/remotes/content-blog/${fixture.oldBlog}/mf-manifest.json` }]);
    expect(logged().map(({ msg }) => msg).at(-1)).toBe("the registry's database answers again: the live release set is served");
  });

  it('answers 503 with Retry-After when it never read the registry, and 500 for a failure of its own', async () => {
    store.failure = refused();
    for (const url of ['/remotes.json', '/blog', '/en/page/delivery']) {
      const res = await get(url);
      expect([url, res.statusCode, res.headers['retry-after'], res.headers['cache-control']]).toEqual([url, 503, '5', 'no-store']);
    }
    store.failure = new Error('Unexpected token } in JSON at position 12');
    expect((await get('/remotes.json')).statusCode).toBe(500);
  });
});

describe("the pages' data away", () => {
  it('sends the page made before, however old, and says so; a page never made is a 503 with Retry-After', async () => {
    const made = await get('/en/page/delivery');
    expect(made.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 80));
    databaseAway = true;

    const kept = await get('/en/page/delivery');
    expect([kept.statusCode, kept.headers[KEPT_HEADER], kept.body]).toEqual([200, 'page', made.body]);
    const never = await get('/page/delivery');
    expect([never.statusCode, never.headers['retry-after'], never.body]).toEqual([503, '5', 'Service temporarily unavailable, try again shortly']);
    // Pages with no data of their own are made as ever.
    expect((await get('/blog')).statusCode).toBe(200);
    expect(logged().map(({ msg }) => msg)).toEqual(["the page's data is unavailable: the page made before is sent", "the page's data is unavailable: 503"]);

    databaseAway = false;
    const fresh = await get('/en/page/delivery');
    expect([fresh.statusCode, fresh.headers[KEPT_HEADER]]).toEqual([200, undefined]);
  });

  it('answers the SEO files with 503 and Retry-After, which tells a crawler to come back', async () => {
    databaseAway = true;
    for (const url of ['/robots.txt', '/sitemap.xml', '/sitemap-ru.xml']) {
      const res = await get(url);
      expect([url, res.statusCode, res.headers['retry-after']]).toEqual([url, 503, '5']);
    }
  });

  it('names both when the release set and the page are the ones read before', async () => {
    await get('/en/page/delivery');
    await new Promise((resolve) => setTimeout(resolve, 80));
    store.failure = refused();
    databaseAway = true;
    const res = await get('/en/page/delivery');
    expect([res.statusCode, res.headers[KEPT_HEADER]]).toEqual([200, 'release-set, page']);
  });
});
